import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../adapters/payment/stripe-client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { FakeStripe } from '../../test/fake-stripe.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeEdys, startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';
import { membershipCheckoutPriceId } from './checkout-prices.ts';
import { MEMBERSHIP_LOOKUP_KEY, medicationLookupKey } from './stripe-catalogue.ts';
import { syncStripePrices } from './stripe-sync.service.ts';

/**
 * With STRIPE_SECRET_KEY set, the app's checkouts go to (a fake of) Stripe with the prices stripe:sync recorded, and
 * a payment counts once Stripe's signed webhook says so.
 */

const SECRET_KEY = 'sk_test_checkout';
const WEBHOOK_SECRET = 'whsec_checkout_test';
const MEDICATION = 'rxm_tadalafil_5mg_30';

const fake = new FakeStripe();
const env: NodeJS.ProcessEnv = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
beforeAll(async () => {
  env.STRIPE_API_URL = await fake.start();
});
afterAll(() => fake.stop());

const t = useTestApp(env);

async function sync() {
  const url = new URL(env.STRIPE_API_URL!);
  const stripe = createStripeClient({
    secretKey: SECRET_KEY,
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
  await syncStripePrices(t.database.db, stripe);
}

const syncedPriceId = async (lookupKey: string) =>
  (
    await t.database.db
      .selectFrom('stripe_price')
      .select('stripe_price_id')
      .where('lookup_key', '=', lookupKey)
      .executeTakeFirstOrThrow()
  ).stripe_price_id;

/** Delivers an event as Stripe does: signed with the endpoint's secret over the raw body. */
async function deliver(type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_${type.replaceAll('.', '_')}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/card-payment/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
  expect(res.statusCode).toBe(200);
}

async function readyRequest() {
  const user = await createUser(t.database.db, { isPatient: true });
  const session = await sessionFor(t.database.db, user.id);
  const id: string = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
  await completeEdys(t.app, { session }, id);
  const chosen = await api(t.app, {
    method: 'PUT',
    url: `/api/questionnaire/${id}/medication`,
    session,
    payload: { rxMedication_id: MEDICATION },
  });
  expect(chosen.statusCode).toBe(200);
  return { session, id };
}

const checkout = (session: string, patientQuestionnaireId: string) =>
  api(t.app, {
    method: 'POST',
    url: '/api/prescription/checkout',
    session,
    payload: { patientQuestionnaireId },
  });

describe('checkouts through Stripe use the synced prices', () => {
  it('a pharmacy checkout charges the synced price, and the signed webhook marks the request paid', async () => {
    const { session, id } = await readyRequest();
    // Before the sync there is no Stripe price to charge: the checkout is refused, nothing reaches Stripe.
    const early = await checkout(session, id);
    expect(early.statusCode).toBe(500);
    expect(early.json().error.code).toBe('UNABLE_TO_CHECKOUT');
    expect(fake.sessions.size).toBe(0);

    await sync();
    const res = await checkout(session, id);
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json().result;
    expect(url).toBe(`https://checkout.fake/c/pay/${sessionId}`);
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: await syncedPriceId(medicationLookupKey(MEDICATION)), quantity: '1' }],
      metadata: { purpose: 'prescription', patientQuestionnaireId: id },
    });
    expect(fake.sessions.get(sessionId)?.amount_total).toBe(4500);

    const paid = fake.completeCheckout(sessionId, {
      line1: '200 Hudson Street',
      line2: null,
      city: 'Hoboken',
      state: 'NJ',
      postal_code: '07030',
    });
    await deliver('checkout.session.completed', paid);

    const groups = await api(t.app, { method: 'GET', url: '/api/prescription/subscription', session });
    expect(groups.json().result[0].subscriptions[0]).toMatchObject({ id, hasPaid: true, stage: 'paid' });
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .select(['status', 'payment_subscription_id', 'shipping_city'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'PAID',
      payment_subscription_id: paid.subscription,
      shipping_city: 'Hoboken',
    });
  });

  it('a catalogue price changed since the last sync is not charged until the sync runs again', async () => {
    await sync();
    const { session, id } = await readyRequest();
    await t.database.db
      .updateTable('rx_medication')
      .set({ price_cents: 4900 })
      .where('id', '=', MEDICATION)
      .execute();
    try {
      expect((await checkout(session, id)).statusCode).toBe(500);
      await sync();
      const res = await checkout(session, id);
      expect(res.statusCode).toBe(200);
      expect(fake.sessions.get(res.json().result.sessionId)?.amount_total).toBe(4900);
    } finally {
      await t.database.db
        .updateTable('rx_medication')
        .set({ price_cents: 4500 })
        .where('id', '=', MEDICATION)
        .execute();
    }
  });

  it('the membership checkout charges the synced $60 a month price and becomes active on the webhook', async () => {
    await sync();
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Harbor Physical Therapy',
    });
    const session = await sessionFor(t.database.db, host.id);
    const start = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/membership',
      session,
      payload: { organizationId: host.organizationId },
    });
    expect(start.statusCode).toBe(200);
    const { sessionId } = start.json().result;
    const created = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: await syncedPriceId(MEMBERSHIP_LOOKUP_KEY), quantity: '1' }],
      subscription_data: { metadata: { purpose: 'membership', organizationId: host.organizationId } },
    });
    expect(fake.sessions.get(sessionId)?.amount_total).toBe(6000);

    await deliver('checkout.session.completed', fake.completeCheckout(sessionId));
    const billing = await api(t.app, { method: 'GET', url: '/api/card-payment/membership', session });
    expect(billing.json().result).toMatchObject({ status: 'active', isPaid: true });
  });

  it('STRIPE_MEMBERSHIP_PRICE_ID, when set, is charged instead of the synced membership price', async () => {
    await sync();
    const ctx = (override: string | undefined) =>
      ({
        db: t.database.db,
        ports: t.app.ports,
        config: { ...t.config, stripeMembershipPriceId: override },
      }) as unknown as RequestContext;
    expect(await membershipCheckoutPriceId(ctx('price_chosen_by_operator'))).toBe('price_chosen_by_operator');
    expect(await membershipCheckoutPriceId(ctx(undefined))).toBe(await syncedPriceId(MEMBERSHIP_LOOKUP_KEY));
  });
});
