import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { NO_PAYMENTS_YET, PAYMENT_CUSTOMER_UNKNOWN } from './billing.service.ts';

const t = useTestApp();

/** A patient whose paid request recorded the provider's customer and subscription (as a paid checkout does). */
async function payingPatient() {
  const user = await createUser(t.database.db, { isPatient: true });
  const gateway = t.app.ports.payments as SandboxGateway;
  const session = await gateway.createCheckoutSession({
    customerEmail: user.email,
    priceId: 'price_sandbox_sildenafil_50mg_8',
    mode: 'subscription',
    successUrl: 'http://localhost:3000/rx?checkoutSessionId={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/get-started',
    collectShippingAddress: false,
    // No feature acts on this purpose here: the test writes the request's payment ids itself.
    metadata: { purpose: 'membership' },
  });
  await gateway.pay(session.id, {
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    name: 'Pat Ient',
  });
  const paid = (await gateway.retrieveCheckoutSession(session.id))!;
  const questionnaire = await t.database.db
    .selectFrom('questionnaire')
    .select('id')
    .where('treatment_category', '=', 'EDYS')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('patient_questionnaire')
    .values({
      id: newId(),
      questionnaire_id: questionnaire.id,
      treatment_category: 'EDYS',
      owner_user_id: user.id,
      zipcode: '07030',
      us_state: 'NJ',
      status: 'PAID',
      paid_on: new Date(),
      payment_customer_id: paid.customerId,
      payment_subscription_id: paid.subscriptionId,
    })
    .execute();
  return { user, session: await sessionFor(t.database.db, user.id), subscriptionId: paid.subscriptionId! };
}

describe('GET /api/card-payment/customer-portal', () => {
  it("answers a link to the patient's own customer portal, which lists their subscription", async () => {
    const patient = await payingPatient();
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/customer-portal',
      session: patient.session,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().result as string;
    expect(url.startsWith(`${t.config.publicUrl}/sandbox-pay/portal/`)).toBe(true);
    const portal = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(portal.body).toContain('Sildenafil 50 mg tablet');
    expect(portal.body).toContain(patient.user.email);
    expect(portal.body).toContain('href="http://localhost:3000/rx"');
  });

  it('tells a patient with no payments that there is nothing to manage yet', async () => {
    const user = await createUser(t.database.db, { isPatient: true });
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/customer-portal',
      session: await sessionFor(t.database.db, user.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NO_PAYMENTS_YET);
  });

  it('answers a clear 400 when the payment provider has no record of the stored customer, and writes nothing', async () => {
    const user = await createUser(t.database.db, { isPatient: true });
    const questionnaire = await t.database.db
      .selectFrom('questionnaire')
      .select('id')
      .where('treatment_category', '=', 'EDYS')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('patient_questionnaire')
      .values({
        id: newId(),
        questionnaire_id: questionnaire.id,
        treatment_category: 'EDYS',
        owner_user_id: user.id,
        zipcode: '07030',
        us_state: 'NJ',
        status: 'PAID',
        paid_on: new Date(),
        payment_customer_id: 'cus_from_another_account',
      })
      .execute();
    const portals = () =>
      t.database.db
        .selectFrom('sandbox_portal_session')
        .select('id')
        .execute()
        .then((rows) => rows.length);
    const before = await portals();
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/customer-portal',
      session: await sessionFor(t.database.db, user.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: PAYMENT_CUSTOMER_UNKNOWN });
    expect(await portals()).toBe(before);
  });

  it('is for signed-in patients only', async () => {
    expect((await api(t.app, { method: 'GET', url: '/api/card-payment/customer-portal' })).statusCode).toBe(
      401,
    );
    const provider = await createUser(t.database.db, { providerRole: 'HPRO' });
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/customer-portal',
      session: await sessionFor(t.database.db, provider.id),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/card-payment/subscription-info', () => {
  it("answers the next payment of the patient's own subscription in unix seconds", async () => {
    const patient = await payingPatient();
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/card-payment/subscription-info?subscriptionId=${patient.subscriptionId}`,
      session: patient.session,
    });
    expect(res.statusCode).toBe(200);
    const subscription = await t.app.ports.payments.retrieveSubscription(patient.subscriptionId);
    expect(res.json().result).toBe(Math.floor(subscription!.currentPeriodEnd.getTime() / 1000));
  });

  it("answers 404 for another patient's subscription, and 400 without a subscription id", async () => {
    const owner = await payingPatient();
    const other = await createUser(t.database.db, { isPatient: true });
    const otherSession = await sessionFor(t.database.db, other.id);
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/card-payment/subscription-info?subscriptionId=${owner.subscriptionId}`,
      session: otherSession,
    });
    expect(res.statusCode).toBe(404);
    const missing = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/subscription-info',
      session: otherSession,
    });
    expect(missing.statusCode).toBe(400);
  });
});
