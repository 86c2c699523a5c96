import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '../../adapters/payment/payment-gateway.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { appendAudit } from '../audit/audit-batches.ts';
import { paymentEventHandler } from '../billing/payment-events.ts';
import { startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';
import { usePrescriptionsWorld } from './prescriptions-fixtures.ts';

/** The prescription payment handler, and the patient’s subscriptions. */

const { t, patient, request, subscriptions, row, mailTo } = usePrescriptionsWorld();

describe('the prescription payment handler (fabricated events)', () => {
  const ctx = (): RequestContext => ({
    db: t.database.db,
    ports: t.app.ports,
    config: t.config,
    actor: null,
    sessionIdHash: null,
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: null,
    audit: (entry) =>
      appendAudit(t.database.db, {
        ...entry,
        userId: entry.userId ?? null,
        ip: null,
        userAgent: null,
        requestId: null,
      }),
  });
  const handler = () => paymentEventHandler('prescription')!;

  const session = (id: string, subscriptionId: string): CheckoutSession => ({
    id: `cs_test_${newId()}`,
    url: '',
    status: 'complete',
    paymentStatus: 'paid',
    customerId: 'cus_test',
    subscriptionId,
    shippingAddress: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701' },
    amountTotalCents: 4500,
    metadata: { purpose: 'prescription', patientQuestionnaireId: id },
  });
  const invoice = (invoiceId: string, subscriptionId: string) => ({
    id: `evt_${newId()}`,
    type: 'invoice.paid' as const,
    invoice: {
      id: invoiceId,
      subscriptionId,
      customerId: 'cus_test',
      amountPaidCents: 4500,
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
      billingReason: 'subscription_cycle',
      metadata: { purpose: 'prescription' },
      taxCents: 0,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
      chargeId: null,
    },
  });

  it('checkout.completed → paid (Waiting approval); invoice.paid twice → one order; canceled → not active', async () => {
    const { user, session: cookie, id } = await request();
    const subscriptionId = `sub_test_${newId()}`;
    const completed = {
      id: `evt_${newId()}`,
      type: 'checkout.completed' as const,
      session: session(id, subscriptionId),
    };
    await handler()(ctx(), completed);
    await handler()(ctx(), completed);
    expect(await row(id)).toMatchObject({
      status: 'PAID',
      shipping_state: 'TX',
      payment_subscription_id: subscriptionId,
    });
    expect((await mailTo(user.email)).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
    expect((await subscriptions(cookie))[0]?.subscriptions[0]?.stage).toBe('paid');

    await handler()(ctx(), invoice('in_test_1', subscriptionId));
    await handler()(ctx(), invoice('in_test_1', subscriptionId));
    const orders = await t.database.db
      .selectFrom('order_history')
      .selectAll()
      .where('patient_questionnaire_id', '=', id)
      .execute();
    expect(orders).toHaveLength(1);

    // Approved and active: a renewal's order is approved on payment, and the next refill shows.
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ is_active: true, accepted_on: new Date() })
      .where('id', '=', id)
      .execute();
    await handler()(ctx(), invoice('in_test_2', subscriptionId));
    const active = (await subscriptions(cookie))[0]?.subscriptions[0];
    expect(active?.orderHistory).toHaveLength(2);
    expect(active?.orderHistory[0]?.approvedOn).not.toBeNull();
    expect(active?.nextRefillOn).not.toBeNull();
    expect(active?.stage).toBe('approved');

    await handler()(ctx(), {
      id: `evt_${newId()}`,
      type: 'subscription.canceled',
      subscription: {
        id: subscriptionId,
        customerId: 'cus_test',
        status: 'canceled',
        currentPeriodEnd: new Date(),
        cancelAtPeriodEnd: false,
        metadata: { purpose: 'prescription', patientQuestionnaireId: id },
      },
    });
    const ended = (await subscriptions(cookie))[0]?.subscriptions[0];
    expect(ended).toMatchObject({ isActive: false, stage: 'completed', nextRefillOn: null });
  });
});

describe('GET /api/prescription/subscription', () => {
  it("groups the patient's own entries by category, newest first, with the rejection reason; audited", async () => {
    const { user, session, id } = await request();
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({
        paid_on: new Date(Date.now() - 86_400_000),
        rejected_on: new Date(),
        rejection_reason_id: 'OTHR',
        rejection_reason_other: 'Please see your cardiologist first.',
        created_on: new Date(Date.now() - 2 * 86_400_000),
      })
      .where('id', '=', id)
      .execute();
    const second = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
    const acne = (await startQuestionnaire(t.app, { session }, 'ACNE')).json().result.patientQuestionnaireId;

    const groups = await subscriptions(session);
    const edys = groups.find((g) => g.treatmentCategory.id === 'EDYS');
    expect(edys?.subscriptions.map((s) => s.id)).toEqual([second, id]);
    expect(edys?.subscriptions[1]).toMatchObject({
      stage: 'rejected',
      rejectionReason: { name: 'Other', other: 'Please see your cardiologist first.' },
    });
    expect(groups.find((g) => g.treatmentCategory.id === 'ACNE')?.subscriptions[0]?.id).toBe(acne);

    const audits = await t.database.db
      .selectFrom('audit_event')
      .select('event_code')
      .where('user_id', '=', user.id)
      .where('entity_type', '=', 'prescription_subscription')
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(1);

    // Another patient sees none of these.
    const other = await patient();
    expect(await subscriptions(other.session)).toEqual([]);
    // Providers are not patients here.
    const provider = await createUser(t.database.db, { providerRole: 'HPRO' });
    const denied = await api(t.app, {
      method: 'GET',
      url: '/api/prescription/subscription',
      session: await sessionFor(t.database.db, provider.id),
    });
    expect(denied.statusCode).toBe(403);
  });
});
