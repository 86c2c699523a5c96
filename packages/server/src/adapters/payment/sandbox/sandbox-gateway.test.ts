import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handleMembershipPayment } from '../../../features/billing/membership.service.ts';
import {
  type HandledPaymentEvent,
  registerPaymentEventHandler,
} from '../../../features/billing/payment-events.ts';
import { newId } from '../../../lib/ids.ts';
import { api } from '../../../test/api.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { CheckoutRequest } from '../payment-gateway.ts';
import { CARD_DECLINED_MESSAGE, CARD_FORM_MESSAGES } from './card-form.ts';
import { addOneMonth, type SandboxGateway } from './sandbox-gateway.ts';

const t = useTestApp();

// The events the sandbox delivers are watched through a recording handler put in the membership's place once the
// app has registered the real one (membership.test.ts covers what memberships do with them).
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

const gateway = () => t.app.ports.payments as SandboxGateway;

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    customerEmail: `payer.${newId(6).toLowerCase()}@example.test`,
    priceId: 'price_sandbox_sildenafil_50mg_8',
    mode: 'subscription',
    successUrl: 'http://localhost:3000/rx?checkoutSessionId={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/get-started?patientQuestionnaireId=pq1',
    collectShippingAddress: true,
    metadata: { purpose: 'membership', reference: 'r-1' },
    ...overrides,
  };
}

const goodForm = {
  line1: '12 Hudson Street',
  line2: 'Apt 4',
  city: 'Hoboken',
  state: 'NJ',
  postalCode: '07030',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Jordan Rivera',
};

function submit(sessionId: string, form: Record<string, string>) {
  // A plain HTML form post: no CSRF header, no session cookie.
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('sandbox checkout', () => {
  it('creates a session priced from the medication catalogue when the request names only the price', async () => {
    const session = await gateway().createCheckoutSession(request());
    expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountTotalCents: 3200 });
    expect(session.url).toBe(`${t.config.publicUrl}/sandbox-pay/checkout/${session.id}`);
    expect(session.id.length).toBeGreaterThan(40);
    await expect(
      gateway().createCheckoutSession(request({ priceId: 'price_nobody_knows' })),
    ).rejects.toThrow();
  });

  it('renders the hosted page: what is bought, the price, the card and address fields and the way back', async () => {
    const session = await gateway().createCheckoutSession(
      request({ lineItemName: 'Tadalafil 5 mg tablet, once daily', amountCents: 4500 }),
    );
    const res = await t.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${session.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(res.body).toContain('Tadalafil 5 mg tablet, once daily');
    expect(res.body).toContain('$45.00');
    for (const label of [
      'Card number',
      'Expiry (MM / YY)',
      'Security code (CVC)',
      'Name on card',
      'Street address',
      'ZIP code',
    ]) {
      expect(res.body).toContain(label);
    }
    expect(res.body).toContain(
      '<a href="http://localhost:3000/get-started?patientQuestionnaireId=pq1">← Back to Carespace</a>',
    );
    expect(res.body).toContain(`action="/sandbox-pay/checkout/${session.id}"`);
  });

  it('answers an unknown session with a kind not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-pay/checkout/cs_sandbox_unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("We couldn't find this page");
  });

  it('shows a message by each wrong field, keeps what was typed, and charges nothing', async () => {
    const session = await gateway().createCheckoutSession(request());
    const res = await submit(session.id, {
      ...goodForm,
      cardNumber: '4242 4242 4242 4241',
      expiry: '01 / 20',
      cvc: '1',
      state: '',
      postalCode: '0703',
      city: 'Hoboken & Jersey <City>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CARD_FORM_MESSAGES.cardNumberInvalid);
    expect(res.body).toContain(CARD_FORM_MESSAGES.expired);
    expect(res.body).toContain(CARD_FORM_MESSAGES.cvcInvalid);
    expect(res.body).toContain(CARD_FORM_MESSAGES.stateMissing);
    expect(res.body).toContain(CARD_FORM_MESSAGES.postalCodeInvalid);
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="Hoboken &amp; Jersey &lt;City&gt;"');
    expect((await gateway().retrieveCheckoutSession(session.id))?.status).toBe('open');
  });

  it('refuses a real card number: the sandbox takes test cards only', async () => {
    const session = await gateway().createCheckoutSession(request());
    const res = await submit(session.id, { ...goodForm, cardNumber: '5555 5555 5555 4444' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CARD_FORM_MESSAGES.notTestCard);
  });

  it('declines 4000 0000 0000 0002 with a clear message and leaves the session open', async () => {
    const session = await gateway().createCheckoutSession(request());
    const res = await submit(session.id, { ...goodForm, cardNumber: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain(CARD_DECLINED_MESSAGE);
    expect(res.body).toContain('role="alert"');
    expect(await gateway().retrieveCheckoutSession(session.id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
    });
    expect(received).toHaveLength(0);
  });

  it('pays with 4242…: completes the session, delivers the signed events to the webhook and goes to the success page', async () => {
    const session = await gateway().createCheckoutSession(request());
    const res = await submit(session.id, goodForm);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/rx?checkoutSessionId=${session.id}`);

    const paid = await gateway().retrieveCheckoutSession(session.id);
    expect(paid).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      shippingAddress: {
        line1: '12 Hudson Street',
        line2: 'Apt 4',
        city: 'Hoboken',
        state: 'NJ',
        postal_code: '07030',
      },
      metadata: { purpose: 'membership', reference: 'r-1' },
    });
    expect(paid?.customerId).toMatch(/^cus_sandbox_/);
    expect(paid?.subscriptionId).toMatch(/^sub_sandbox_/);

    // The real webhook route received them, in Stripe's order, and recorded each event id.
    expect(received.map((e) => e.type)).toEqual(['checkout.completed', 'invoice.paid']);
    const invoice = received[1]!.type === 'invoice.paid' ? received[1]!.invoice : null;
    expect(invoice).toMatchObject({
      subscriptionId: paid?.subscriptionId,
      amountPaidCents: 3200,
      billingReason: 'subscription_create',
      metadata: { purpose: 'membership', reference: 'r-1' },
    });
    expect(invoice!.periodEnd.getTime()).toBe(addOneMonth(invoice!.periodStart).getTime());
    const recorded = await t.database.db
      .selectFrom('payment_event')
      .select(['id', 'result'])
      .where(
        'id',
        'in',
        received.map((e) => e.id),
      )
      .execute();
    expect(recorded.map((r) => r.result)).toEqual(['processed', 'processed']);

    const subscription = await gateway().retrieveSubscription(paid!.subscriptionId!);
    expect(subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      customerId: paid?.customerId,
    });
    expect(await gateway().nextPaymentDate(paid!.subscriptionId!)).toEqual(subscription?.currentPeriodEnd);

    // Pay pressed twice: straight on to the success page, nothing charged or sent again.
    const again = await submit(session.id, goodForm);
    expect(again.statusCode).toBe(303);
    expect(received).toHaveLength(2);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${session.id}` });
    expect(page.body).toContain('Payment received');
  });

  it('offers an event the app refused again, before the next one, as the provider retries', async () => {
    const session = await gateway().createCheckoutSession(request());
    failNext = true;
    expect((await submit(session.id, goodForm)).statusCode).toBe(303);
    // checkout.session.completed failed once; it went again just before invoice.paid.
    expect(received.map((e) => e.type)).toEqual(['checkout.completed', 'invoice.paid']);
    const statuses = await t.database.db
      .selectFrom('sandbox_event')
      .select('delivery_status')
      .where('payload', 'like', `%${session.id}%`)
      .execute();
    expect(statuses.map((s) => s.delivery_status)).toEqual([200]);
  });

  it('advances the clock: a renewal is a new paid invoice and an invoice.paid event (development only)', async () => {
    const session = await gateway().createCheckoutSession(request());
    await submit(session.id, goodForm);
    const subscriptionId = (await gateway().retrieveCheckoutSession(session.id))!.subscriptionId!;
    const before = (await gateway().retrieveSubscription(subscriptionId))!.currentPeriodEnd;
    received.length = 0;

    const res = await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      subscriptionId,
      status: 'active',
      currentPeriodEnd: addOneMonth(before).toISOString(),
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'invoice.paid',
      invoice: { billingReason: 'subscription_cycle', periodStart: before },
    });

    const unknown = await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId: 'sub_x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the customer portal, cancels at period end with a confirmation, and ends the subscription when the period is over', async () => {
    const session = await gateway().createCheckoutSession(
      request({ lineItemName: 'Sumatriptan 50 mg', amountCents: 2500 }),
    );
    await submit(session.id, goodForm);
    const paid = (await gateway().retrieveCheckoutSession(session.id))!;
    const portalUrl = await gateway().createCustomerPortalUrl(paid.customerId!, 'http://localhost:3000/rx');
    const path = new URL(portalUrl!).pathname;
    const portal = await t.app.inject({ method: 'GET', url: path });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('Sumatriptan 50 mg');
    expect(portal.body).toContain('Active');
    expect(portal.body).toContain('$25.00 per month');

    const confirm = await t.app.inject({ method: 'GET', url: `${path}?confirm=${paid.subscriptionId}` });
    expect(confirm.body).toContain('Cancel Sumatriptan 50 mg?');
    received.length = 0;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `subscriptionId=${paid.subscriptionId}`,
    });
    expect(cancel.statusCode).toBe(303);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'subscription.updated',
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect(await gateway().nextPaymentDate(paid.subscriptionId!)).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: cancel.headers.location as string });
    expect(after.body).toContain('Sumatriptan 50 mg is canceled.');

    await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId: paid.subscriptionId },
    });
    expect(received[1]).toMatchObject({
      type: 'subscription.canceled',
      subscription: { status: 'canceled' },
    });

    const stranger = await t.app.inject({ method: 'GET', url: '/sandbox-pay/portal/bps_sandbox_guess' });
    expect(stranger.statusCode).toBe(404);
  });

  it('cancels at once through the port, as Stripe does', async () => {
    const session = await gateway().createCheckoutSession(request());
    await submit(session.id, goodForm);
    const subscriptionId = (await gateway().retrieveCheckoutSession(session.id))!.subscriptionId!;
    received.length = 0;
    await gateway().cancelSubscription(subscriptionId);
    expect(received).toMatchObject([
      { type: 'subscription.canceled', subscription: { id: subscriptionId, status: 'canceled' } },
    ]);
  });
});

describe('addOneMonth', () => {
  it('keeps the day of the month, or the month’s last day when it is shorter', () => {
    expect(addOneMonth(new Date('2026-11-26T09:00:00Z')).toISOString()).toBe('2026-12-26T09:00:00.000Z');
    expect(addOneMonth(new Date('2027-01-31T09:00:00Z')).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
