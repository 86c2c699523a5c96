import type { PrescriptionSubscriptionGroup, Receipt } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { sandboxWebhookSecret } from '../../adapters/payment/sandbox/sandbox-webhook-secret.ts';
import { signWebhookPayload } from '../../adapters/payment/webhook-signature.ts';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeEdys, startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';

const t = useTestApp();
const gateway = () => t.app.ports.payments as SandboxGateway;

async function signedIn(options: { healcoAdmin?: boolean; providerRole?: string } = {}) {
  const user = await createUser(t.database.db, {
    isPatient: !options.healcoAdmin && !options.providerRole,
    ...options,
  });
  return { user, session: await sessionFor(t.database.db, user.id) };
}

/** A patient who answered, chose a medication and paid in the sandbox's hosted page, as the browser does. */
async function paidPatient() {
  const { user, session } = await signedIn();
  const id: string = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
  await completeEdys(t.app, { session }, id);
  await api(t.app, {
    method: 'PUT',
    url: `/api/questionnaire/${id}/medication`,
    session,
    payload: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
  });
  const checkout = await api(t.app, {
    method: 'POST',
    url: '/api/prescription/checkout',
    session,
    payload: { patientQuestionnaireId: id },
  });
  const { sessionId } = checkout.json().result;
  const form = new URLSearchParams({
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
    name: 'Rita Receipt',
    line1: '200 Hudson Street',
    city: 'Hoboken',
    state: 'NJ',
    postalCode: '07030',
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(paid.statusCode).toBe(303);
  const questionnaire = await t.database.db
    .selectFrom('patient_questionnaire')
    .select('payment_subscription_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { user, session, id, subscriptionId: questionnaire.payment_subscription_id! };
}

async function orders(session: string) {
  const res = await api(t.app, { method: 'GET', url: '/api/prescription/subscription', session });
  const [group] = res.json().result as PrescriptionSubscriptionGroup[];
  return group!.subscriptions[0]!.orderHistory;
}

const getReceipt = (session: string, orderId: string) =>
  api(t.app, { method: 'GET', url: `/api/prescription/receipt/${orderId}`, session });

async function mailTo(email: string, subjectStart: string) {
  await t.app.outbound.settled();
  const rows = await t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();
  return rows.filter((row) => row.subject.startsWith(subjectStart));
}

function postWebhook(type: string, object: unknown, id = `evt_test_${newId()}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: 0, data: { object } });
  return t.app.inject({
    method: 'POST',
    url: '/api/card-payment/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(
        sandboxWebhookSecret(t.config.dataDir),
        payload,
        Math.floor(Date.now() / 1000),
      ),
    },
    payload,
  });
}

describe('receipts', () => {
  it('a sandbox payment shows its amount and card in the order history and on a receipt only its patient and admins read', async () => {
    const { user, session } = await paidPatient();
    const [order] = await orders(session);
    const price = await t.database.db
      .selectFrom('rx_medication')
      .select(['price_cents', 'name', 'dosage'])
      .where('id', '=', 'rxm_tadalafil_5mg_30')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      amountCents: price.price_cents,
      card: { brand: 'visa', last4: '4242' },
      refundedCents: 0,
    });

    const res = await getReceipt(session, order!.id);
    expect(res.statusCode).toBe(200);
    const receipt = res.json().result as Receipt;
    expect(receipt).toMatchObject({
      orderId: order!.id,
      orderNumber: order!.orderNumber,
      amountCents: price.price_cents,
      subtotalCents: price.price_cents,
      taxCents: 0,
      card: { brand: 'visa', last4: '4242' },
      medication: { name: price.name, dosage: price.dosage },
      treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
      patient: { email: user.email },
      pharmacy: { name: 'Carespace Pharmacy' },
    });

    const audits = await t.database.db
      .selectFrom('audit_event')
      .select(['event_code', 'user_id'])
      .where('entity_type', '=', 'order_history')
      .where('entity_id', '=', order!.id)
      .execute();
    expect(audits).toEqual([{ event_code: 'RCVW', user_id: user.id }]);

    // The receipt email, once, with the card and a link to this receipt.
    const receipts = await mailTo(user.email, 'Your Carespace receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toContain('Visa ending in 4242');
    expect(receipts[0]!.text_body).toContain(`/rx/receipt/${order!.id}`);
    expect(receipts[0]!.text_body).not.toContain(price.name);

    const other = await signedIn();
    const denied = await getReceipt(other.session, order!.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.body).not.toContain(order!.orderNumber);
    expect((await getReceipt(other.session, 'no-such-order')).statusCode).toBe(404);
    expect((await getReceipt((await signedIn({ providerRole: 'PHAR' })).session, order!.id)).statusCode).toBe(
      403,
    );
    const admin = await signedIn({ healcoAdmin: true });
    expect((await getReceipt(admin.session, order!.id)).json().result.orderNumber).toBe(order!.orderNumber);
  });

  it('each refill is emailed its own receipt; a refund is recorded and emailed once, however often it is reported', async () => {
    const { user, session, subscriptionId } = await paidPatient();
    await gateway().advanceClock(subscriptionId);
    const history = await orders(session);
    expect(history).toHaveLength(2);
    const receipts = await mailTo(user.email, 'Your Carespace receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts.filter((m) => m.text_body.includes('Your monthly refill was paid.'))).toHaveLength(1);

    const refill = history[0]!;
    const { invoice_id } = await t.database.db
      .selectFrom('order_history')
      .select('invoice_id')
      .where('id', '=', refill.id)
      .executeTakeFirstOrThrow();
    expect(await gateway().refundInvoice(invoice_id!)).toBe(true);
    // The provider reports the same refund again under another event id: nothing more happens.
    const again = await postWebhook('charge.refunded', {
      chargeId: invoice_id!.replace(/^in_/, 'ch_'),
      invoiceId: invoice_id,
      amountCents: refill.amountCents,
      amountRefundedCents: refill.amountCents,
      metadata: { purpose: 'prescription' },
    });
    expect(again.statusCode).toBe(200);

    const refunds = await mailTo(user.email, 'Your Carespace refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text_body).toContain(refill.orderNumber);
    expect(refunds[0]!.text_body).toContain('(the full amount)');
    const receipt = (await getReceipt(session, refill.id)).json().result as Receipt;
    expect(receipt.refundedCents).toBe(refill.amountCents);
    expect(receipt.refundedOn).not.toBeNull();
    expect((await orders(session))[1]!.refundedCents).toBe(0);
  });

  it('a declined renewal emails the patient once per failed attempt, and a replayed event is not acted on', async () => {
    const { user, subscriptionId } = await paidPatient();
    const failed = await gateway().declineRenewal(subscriptionId);
    expect(failed).not.toBeNull();
    const mails = await mailTo(user.email, 'We could not renew');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('We will try your card again on');

    const replayId = `evt_test_${newId()}`;
    const object = { ...failed!, nextAttemptAt: null };
    expect((await postWebhook('invoice.payment_failed', object, replayId)).json().result.duplicate).toBe(
      false,
    );
    expect((await postWebhook('invoice.payment_failed', object, replayId)).json().result.duplicate).toBe(
      true,
    );
    expect(await mailTo(user.email, 'We could not renew')).toHaveLength(2);

    // A first payment that fails happens on the checkout page, in front of the patient: no email.
    await postWebhook('invoice.payment_failed', { ...object, billingReason: 'subscription_create' });
    expect(await mailTo(user.email, 'We could not renew')).toHaveLength(2);
  });
});
