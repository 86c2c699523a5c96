import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxWebhookSecret } from '../../adapters/payment/sandbox/sandbox-webhook-secret.ts';
import { signWebhookPayload } from '../../adapters/payment/webhook-signature.ts';
import { loadConfig } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/test-app.ts';
import { WEBHOOK_BODY_INVALID, WEBHOOK_SIGNATURE_REFUSED } from './billing.service.ts';
import { handleMembershipPayment } from './membership.service.ts';
import { type HandledPaymentEvent, registerPaymentEventHandler } from './payment-events.ts';

const t = useTestApp();

// The webhook route's own behaviour is watched through a recording handler put in the membership's place once the
// app has registered the real one (membership.test.ts covers what memberships do with their events).
const received: HandledPaymentEvent[] = [];
let failNext = false;
beforeEach(() => {
  registerPaymentEventHandler('membership', async (_ctx, event) => {
    if (failNext) {
      failNext = false;
      throw new Error('the handler failed');
    }
    received.push(event);
  });
  received.length = 0;
});
afterAll(() => registerPaymentEventHandler('membership', handleMembershipPayment));

const now = () => Math.floor(Date.now() / 1000);

function checkoutCompleted(purpose: string, id = `evt_test_${newId()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: now(),
    data: {
      object: {
        id: `cs_test_${newId()}`,
        url: '',
        status: 'complete',
        paymentStatus: 'paid',
        customerId: 'cus_test_1',
        subscriptionId: 'sub_test_1',
        shippingAddress: null,
        amountTotalCents: 6000,
        metadata: { purpose, organizationId: 'org-1' },
      },
    },
  });
}

function post(payload: string, signature?: string) {
  // No CSRF header and no session: the provider calls this route, not a browser.
  return t.app.inject({
    method: 'POST',
    url: '/api/card-payment/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const secret = () => sandboxWebhookSecret(t.config.dataDir);

async function eventRow(id: string) {
  return t.database.db.selectFrom('payment_event').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST /api/card-payment/webhook', () => {
  it('acts once on a correctly signed event, and a replay of the same event id changes nothing', async () => {
    const payload = checkoutCompleted('membership');
    const { id } = JSON.parse(payload);
    const first = await post(payload, signWebhookPayload(secret(), payload, now()));
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ eventId: id, duplicate: false });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id,
      type: 'checkout.completed',
      session: { metadata: { purpose: 'membership' } },
    });
    expect(await eventRow(id)).toMatchObject({
      type: 'checkout.completed',
      purpose: 'membership',
      result: 'processed',
    });

    const replay = await post(payload, signWebhookPayload(secret(), payload, now()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result).toEqual({ eventId: id, duplicate: true });
    expect(received).toHaveLength(1);
  });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const payload = checkoutCompleted('membership');
    const res = await post(payload, signWebhookPayload('whsec_someone_else', payload, now()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(WEBHOOK_SIGNATURE_REFUSED);
    expect(received).toHaveLength(0);
    expect(await eventRow(JSON.parse(payload).id)).toBeUndefined();
  });

  it('refuses a body changed after signing, and an old signature', async () => {
    const payload = checkoutCompleted('membership');
    const signature = signWebhookPayload(secret(), payload, now());
    const tampered = payload.replace('"amountTotalCents":6000', '"amountTotalCents":1');
    expect((await post(tampered, signature)).statusCode).toBe(400);
    const stale = signWebhookPayload(secret(), payload, now() - 3600);
    expect((await post(payload, stale)).statusCode).toBe(400);
    expect(received).toHaveLength(0);
  });

  it('refuses a missing signature with 400', async () => {
    const payload = checkoutCompleted('membership');
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(WEBHOOK_SIGNATURE_REFUSED);
    expect(await eventRow(JSON.parse(payload).id)).toBeUndefined();
  });

  it('refuses a correctly signed body that is not an event with 400, and records nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('payment_event')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const payload of [
      'not json at all',
      '',
      JSON.stringify({ type: 'checkout.session.completed', data: { object: {} } }),
      JSON.stringify({ id: '', type: 'invoice.paid', data: { object: {} } }),
      JSON.stringify({ id: `evt_test_${newId()}`, data: { object: {} } }),
      JSON.stringify({ id: `evt_test_${newId()}`, type: 'checkout.session.completed' }),
      JSON.stringify({ id: `evt_test_${newId()}`, type: 'checkout.session.completed', data: { object: {} } }),
      JSON.stringify([1, 2, 3]),
    ]) {
      const res = await post(payload, signWebhookPayload(secret(), payload, now()));
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.message).toBe(WEBHOOK_BODY_INVALID);
    }
    expect(received).toHaveLength(0);
    expect(await count()).toBe(before);
  });

  it('accepts a header made by the Stripe SDK itself (the sandbox signs exactly as Stripe does)', async () => {
    const payload = checkoutCompleted('membership');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
    expect((await post(payload, header)).statusCode).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('records and ignores an event whose purpose no feature handles, and event types nobody needs', async () => {
    const payload = checkoutCompleted('unknown-purpose');
    const res = await post(payload, signWebhookPayload(secret(), payload, now()));
    expect(res.statusCode).toBe(200);
    expect(await eventRow(JSON.parse(payload).id)).toMatchObject({
      purpose: 'unknown-purpose',
      result: 'ignored',
    });

    const other = JSON.stringify({
      id: `evt_test_${newId()}`,
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await post(other, signWebhookPayload(secret(), other, now()))).statusCode).toBe(200);
    expect(await eventRow(JSON.parse(other).id)).toMatchObject({
      type: 'customer.created',
      result: 'ignored',
    });
    expect(received).toHaveLength(0);
  });

  it('lets the provider retry an event whose handler failed', async () => {
    const payload = checkoutCompleted('membership');
    failNext = true;
    const failed = await post(payload, signWebhookPayload(secret(), payload, now()));
    expect(failed.statusCode).toBe(500);
    expect(await eventRow(JSON.parse(payload).id)).toBeUndefined();
    const retry = await post(payload, signWebhookPayload(secret(), payload, now()));
    expect(retry.statusCode).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/card-payment/webhook'].post).toBeDefined();
  });
});

describe('payment configuration', () => {
  it('uses the sandbox gateway unless STRIPE_SECRET_KEY is set, and then needs the webhook secret', () => {
    expect(t.app.ports.payments.kind).toBe('sandbox');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.stripeSecretKey).toBe('sk_test_x');
  });
});
