import type { PrescriptionSubscriptionGroup } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '../../adapters/payment/payment-gateway.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { paymentEventHandler } from '../billing/payment-events.ts';
import {
  completeEdys,
  EDYS_ANSWERS,
  saveStep,
  startQuestionnaire,
} from '../questionnaires/questionnaire-test-support.ts';

const t = useTestApp();

async function patient() {
  const user = await createUser(t.database.db, { isPatient: true });
  return { user, session: await sessionFor(t.database.db, user.id) };
}

/** A patient's EDYS questionnaire: answered (or not), with a medication (or not). */
async function request(options: { complete?: boolean; medication?: boolean } = {}) {
  const { user, session } = await patient();
  const id: string = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
  if (options.complete !== false) await completeEdys(t.app, { session }, id);
  if (options.medication !== false) {
    await api(t.app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/medication`,
      session,
      payload: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
    });
  }
  return { user, session, id };
}

const checkout = (session: string | undefined, patientQuestionnaireId: string) =>
  api(t.app, {
    method: 'POST',
    url: '/api/prescription/checkout',
    session,
    payload: { patientQuestionnaireId },
  });

const subscriptions = async (session: string) => {
  const res = await api(t.app, { method: 'GET', url: '/api/prescription/subscription', session });
  expect(res.statusCode).toBe(200);
  return res.json().result as PrescriptionSubscriptionGroup[];
};

/** Pays in the sandbox's hosted checkout page, as the browser would. */
function pay(sessionId: string, cardNumber = '4242 4242 4242 4242') {
  const form = new URLSearchParams({
    cardNumber,
    expiry: '12 / 34',
    cvc: '123',
    name: 'Test Patient',
    line1: '200 Hudson Street',
    line2: 'Apt 4B',
    city: 'Hoboken',
    state: 'NJ',
    postalCode: '07030',
  });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

async function row(id: string) {
  return t.database.db
    .selectFrom('patient_questionnaire')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function mailTo(email: string) {
  // Webhook handlers called directly queue their mail outside a request: wait for its delivery to the outbox.
  await t.app.outbound.settled();
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();
}

describe('POST /api/prescription/checkout', () => {
  it('refuses until the questionnaire is complete, eligible and has a medication; then answers the payment page', async () => {
    const unanswered = await request({ complete: false });
    const incomplete = await checkout(unanswered.session, unanswered.id);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.code).toBe('QUESTIONNAIRE_INCOMPLETE');

    const noMedication = await request({ medication: false });
    expect((await checkout(noMedication.session, noMedication.id)).json().error.code).toBe(
      'MEDICATION_REQUIRED',
    );

    const { session, id } = await request();
    await saveStep(t.app, { session }, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_nitrates: 'yes',
    });
    expect((await checkout(session, id)).json().error.code).toBe('QUESTIONNAIRE_INELIGIBLE');
    await saveStep(t.app, { session }, id, 'edys_heart', EDYS_ANSWERS.edys_heart);

    const other = await patient();
    expect((await checkout(other.session, id)).statusCode).toBe(404);
    expect((await checkout(undefined, id)).statusCode).toBe(401);

    const ok = await checkout(session, id);
    expect(ok.statusCode).toBe(200);
    const { sessionId, url } = ok.json().result;
    expect(url).toContain(`/sandbox-pay/checkout/${sessionId}`);
    expect((await row(id)).checkout_session_id).toBe(sessionId);
  });

  it('answers a retried checkout with the payment page already open, never a second one to pay', async () => {
    const { session, id } = await request();
    const first = (await checkout(session, id)).json().result;
    const again = await checkout(session, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first);
    const sessions = await t.database.db
      .selectFrom('sandbox_checkout_session')
      .select('id')
      .where('metadata', 'like', `%${id}%`)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([first.sessionId]);

    // Another medication is another price: that needs a page of its own.
    const other = await t.database.db
      .selectFrom('rx_medication')
      .select('id')
      .where('treatment_category', '=', 'EDYS')
      .where('is_active', '=', true)
      .where('id', '<>', 'rxm_tadalafil_5mg_30')
      .executeTakeFirstOrThrow();
    const chosen = await api(t.app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/medication`,
      session,
      payload: { rxMedication_id: other.id },
    });
    expect(chosen.statusCode).toBe(200);
    const changed = (await checkout(session, id)).json().result;
    expect(changed.sessionId).not.toBe(first.sessionId);
    expect((await row(id)).checkout_session_id).toBe(changed.sessionId);
  });
});

describe('paying in the sandbox, and the return page', () => {
  it('a paid checkout is Waiting approval with its first order; confirming it again changes nothing', async () => {
    const { user, session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;

    const declined = await pay(sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect((await subscriptions(session))[0]?.subscriptions[0]).toMatchObject({
      hasPaid: false,
      stage: 'incomplete',
    });

    const paid = await pay(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/rx?checkoutSessionId=${sessionId}`);

    const confirm = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session,
      payload: { sessionId },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().result).toEqual({
      purpose: 'prescription',
      patientQuestionnaireId: id,
      status: 'Waiting approval',
    });

    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'PAID',
      shipping_line1: '200 Hudson Street',
      shipping_city: 'Hoboken',
      shipping_postal_code: '07030',
    });
    expect(stored.payment_subscription_id).toMatch(/^sub_/);

    const [group] = await subscriptions(session);
    expect(group?.treatmentCategory).toEqual({ id: 'EDYS', name: 'Erectile Dysfunction' });
    expect(group?.subscriptions[0]).toMatchObject({
      id,
      patientQuestionnaireId: id,
      isActive: false,
      hasPaid: true,
      acceptedOn: null,
      rejectedOn: null,
      stage: 'paid',
      medication: {
        id: 'rxm_tadalafil_5mg_30',
        name: 'Tadalafil',
        dosage: '5 mg tablet, once daily',
        daySupply: 30,
      },
    });
    expect(group?.subscriptions[0]?.orderHistory).toHaveLength(1);
    expect(group?.subscriptions[0]?.orderHistory[0]).toMatchObject({
      orderNumber: expect.stringMatching(/^CS-\d{4}-[A-Z2-9]{6}$/),
      shippedOn: null,
      approvedOn: null,
      trackingNumber: null,
    });
    const received = (await mailTo(user.email)).filter(
      (m) => m.subject === 'We received your Carespace treatment request',
    );
    expect(received).toHaveLength(1);

    // Confirmed twice (the webhook already did it once): still one email, still paid once.
    await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session,
      payload: { sessionId },
    });
    expect((await mailTo(user.email)).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
    expect((await row(id)).paid_on).toEqual(stored.paid_on);

    // A paid request cannot be checked out again, nor its answers changed.
    expect((await checkout(session, id)).json().error.code).toBe('ALREADY_PAID');
  });

  it("answers an unknown, unpaid or another patient's session with a 400 'session not found' and writes nothing", async () => {
    const { session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;
    const confirm = (who: string, sid: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/card-payment/checkout-session',
        session: who,
        payload: { sessionId: sid },
      });
    const notFound = {
      code: 'UNABLE_TO_FIND_SESSION',
      message:
        'We were unable to find your checkout session. Please try again later, or contact support if this problem persists.',
      isInformation: false,
    };

    for (const res of [await confirm(session, sessionId), await confirm(session, 'cs_sandbox_unknown')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(notFound);
    }

    await pay(sessionId);
    // As if the payment's webhook had not arrived yet: only the owner's return may mark the request paid.
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ paid_on: null })
      .where('id', '=', id)
      .execute();
    const before = await row(id);
    const other = await patient();
    const foreign = await confirm(other.session, sessionId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toEqual(notFound);
    expect(await row(id)).toEqual(before);

    const own = await confirm(session, sessionId);
    expect(own.statusCode).toBe(200);
    expect((await row(id)).paid_on).not.toBeNull();
  });
});

describe('renewals through the sandbox clock', () => {
  it('each paid month adds one order; once approved, a renewal is approved on payment', async () => {
    const { session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;
    await pay(sessionId);
    const subscriptionId = (await row(id)).payment_subscription_id!;
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ is_active: true, accepted_on: new Date() })
      .where('id', '=', id)
      .execute();
    const advance = await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId },
    });
    expect(advance.statusCode).toBe(200);
    const entry = (await subscriptions(session))[0]?.subscriptions[0];
    expect(entry?.orderHistory).toHaveLength(2);
    expect(entry?.orderHistory[0]?.approvedOn).not.toBeNull();
    expect(entry?.orderHistory[0]?.orderNumber).not.toBe(entry?.orderHistory[1]?.orderNumber);
    expect(entry?.nextRefillOn).toBe(advance.json().result.currentPeriodEnd);
  });
});

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
      writeAudit(t.database.db, {
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
