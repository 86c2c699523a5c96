import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeGateway } from './stripe-gateway.ts';
import { MalformedWebhookError } from './webhook-event.ts';

/**
 * The real Stripe SDK pointed (host/port/protocol) at a small local fake of the few endpoints the adapter
 * uses, so the adapter's requests and its reading of Stripe's answers are tested without the internet.
 */

const SECRET_KEY = 'sk_test_local_fake';
const WEBHOOK_SECRET = 'whsec_local_fake_secret';
const PERIOD_START = 1_795_680_000; // 2026-11-26
const PERIOD_END = 1_798_358_400; // 2026-12-26

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

const requests: Recorded[] = [];

function subscription(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_fake_1',
    status: 'active',
    cancel_at_period_end: false,
    created: PERIOD_START,
    metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_start: PERIOD_START,
          current_period_end: PERIOD_END,
        },
      ],
    },
    ...overrides,
  };
}

function session(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    customer: null,
    subscription: null,
    amount_total: 3200,
    metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
    collected_information: null,
    ...overrides,
  };
}

/** A card charge as Stripe reports it: only the brand and last four of its card are read. */
const CHARGE = {
  id: 'ch_1',
  object: 'charge',
  amount: 3200,
  amount_refunded: 0,
  payment_intent: 'pi_1',
  metadata: {},
  payment_method_details: {
    type: 'card',
    card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034, fingerprint: 'fp_1' },
  },
};

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

const missing = (res: http.ServerResponse, what: string) =>
  send(res, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/checkout/sessions')
      return send(res, 200, session('cs_test_new'));
    if (req.method === 'GET' && path === '/v1/checkout/sessions/cs_test_paid') {
      return send(
        res,
        200,
        session('cs_test_paid', {
          status: 'complete',
          payment_status: 'paid',
          customer: 'cus_fake_1',
          subscription: subscription('sub_fake_1'),
          collected_information: {
            shipping_details: {
              name: 'Jordan Rivera',
              address: {
                line1: '12 Hudson St',
                line2: null,
                city: 'Hoboken',
                state: 'NJ',
                postal_code: '07030',
                country: 'US',
              },
            },
          },
        }),
      );
    }
    if (req.method === 'GET' && path.startsWith('/v1/checkout/sessions/'))
      return missing(res, 'checkout.session');
    if (req.method === 'GET' && path === '/v1/subscriptions/sub_fake_1')
      return send(res, 200, subscription('sub_fake_1'));
    if (req.method === 'GET' && path === '/v1/subscriptions/sub_fake_ending') {
      return send(res, 200, subscription('sub_fake_ending', { cancel_at_period_end: true }));
    }
    if (req.method === 'GET' && path.startsWith('/v1/subscriptions/')) return missing(res, 'subscription');
    if (req.method === 'DELETE' && path === '/v1/subscriptions/sub_fake_1') {
      return send(res, 200, subscription('sub_fake_1', { status: 'canceled' }));
    }
    if (
      req.method === 'POST' &&
      path === '/v1/billing_portal/sessions' &&
      form.get('customer') === 'cus_gone'
    ) {
      // What Stripe answers for a customer it does not know (a create names it as a missing parameter).
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'customer',
          message: "No such customer: 'cus_gone'",
        },
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(res, 200, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session/bps_1',
      });
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      return send(res, 200, {
        id: 'tr_1',
        object: 'transfer',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        destination: form.get('destination'),
      });
    }
    if (req.method === 'POST' && path === '/v1/invoices/create_preview') {
      return send(res, 200, {
        id: 'upcoming_in_1',
        object: 'invoice',
        next_payment_attempt: PERIOD_END,
        period_end: PERIOD_START,
      });
    }
    // Invoices name their charge through their payments: in_1 was paid by pi_1, whose latest charge is ch_1.
    if (req.method === 'GET' && path === '/v1/invoice_payments') {
      const intent = form.get('payment[payment_intent]');
      const invoice = form.get('invoice') ?? (intent === 'pi_1' ? 'in_1' : null);
      const expanded = form.get('expand[0]') === 'data.payment.payment_intent.latest_charge';
      const data =
        invoice === 'in_1'
          ? [
              {
                id: 'inpay_1',
                object: 'invoice_payment',
                invoice: 'in_1',
                status: 'paid',
                payment: {
                  type: 'payment_intent',
                  payment_intent: expanded
                    ? { id: 'pi_1', object: 'payment_intent', latest_charge: CHARGE }
                    : 'pi_1',
                },
              },
            ]
          : [];
      return send(res, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    }
    // A booking's one-off payment: its purpose is on the payment intent the checkout made.
    if (req.method === 'GET' && path === '/v1/payment_intents/pi_booking') {
      return send(res, 200, {
        id: 'pi_booking',
        object: 'payment_intent',
        metadata: { purpose: 'booking', bookingId: 'bk_1' },
      });
    }
    if (req.method === 'GET' && path === '/v1/invoices/in_1') {
      return send(res, 200, {
        id: 'in_1',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_fake_1', metadata: { purpose: 'prescription' } },
        },
      });
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });
});

let gateway: StripeGateway;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  gateway = new StripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
});

describe('the Stripe adapter against a local fake of the API', () => {
  it('creates a subscription checkout that collects a US shipping address and copies the metadata', async () => {
    const created = await gateway.createCheckoutSession({
      customerEmail: 'patient@example.test',
      priceId: 'price_123',
      mode: 'subscription',
      successUrl: 'https://carespace.test/rx?checkoutSessionId={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://carespace.test/get-started?patientQuestionnaireId=pq_1',
      collectShippingAddress: true,
      metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
    });
    expect(created).toMatchObject({
      id: 'cs_test_new',
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: 3200,
    });
    expect(created.url).toBe('https://checkout.stripe.test/c/pay/cs_test_new');

    const [call] = requests;
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'subscription',
      customer_email: 'patient@example.test',
      'line_items[0][price]': 'price_123',
      'line_items[0][quantity]': '1',
      success_url: 'https://carespace.test/rx?checkoutSessionId={CHECKOUT_SESSION_ID}',
      'shipping_address_collection[allowed_countries][0]': 'US',
      'metadata[purpose]': 'prescription',
      'subscription_data[metadata][purpose]': 'prescription',
      'subscription_data[metadata][patientQuestionnaireId]': 'pq_1',
    });
  });

  it('retrieves a paid session with its subscription expanded and the shipping address', async () => {
    const paid = await gateway.retrieveCheckoutSession('cs_test_paid');
    expect(paid).toEqual({
      id: 'cs_test_paid',
      url: 'https://checkout.stripe.test/c/pay/cs_test_paid',
      status: 'complete',
      paymentStatus: 'paid',
      customerId: 'cus_fake_1',
      subscriptionId: 'sub_fake_1',
      shippingAddress: {
        line1: '12 Hudson St',
        line2: null,
        city: 'Hoboken',
        state: 'NJ',
        postal_code: '07030',
      },
      amountTotalCents: 3200,
      metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
    });
    expect(requests[0]?.form.get('expand[0]')).toBe('subscription');
    expect(await gateway.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
  });

  it('reads a subscription, its next payment date, the portal URL, and cancels', async () => {
    expect(await gateway.retrieveSubscription('sub_fake_1')).toEqual({
      id: 'sub_fake_1',
      customerId: 'cus_fake_1',
      status: 'active',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: false,
      metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
    });
    expect(await gateway.retrieveSubscription('sub_unknown')).toBeNull();
    expect(await gateway.nextPaymentDate('sub_fake_1')).toEqual(new Date(PERIOD_END * 1000));
    expect(requests.find((r) => r.path === '/v1/invoices/create_preview')?.form.get('subscription')).toBe(
      'sub_fake_1',
    );
    expect(await gateway.nextPaymentDate('sub_fake_ending')).toBeNull();

    expect(await gateway.createCustomerPortalUrl('cus_fake_1', 'https://carespace.test/rx')).toBe(
      'https://billing.stripe.test/p/session/bps_1',
    );
    const portal = requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.form.get('customer')).toBe('cus_fake_1');
    expect(portal?.form.get('return_url')).toBe('https://carespace.test/rx');

    expect(await gateway.createCustomerPortalUrl('cus_gone', 'https://carespace.test/rx')).toBeNull();

    await gateway.cancelSubscription('sub_fake_1');
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_fake_1' });
  });

  it("sends a host's payout to their connected account once, keyed by the payout", async () => {
    expect(await gateway.transferToPayoutAccount('acct_host_1', 22500, 'po_abc')).toBe('tr_1');
    const transfer = requests.find((r) => r.path === '/v1/transfers')!;
    expect(Object.fromEntries(transfer.form)).toMatchObject({
      amount: '22500',
      currency: 'usd',
      destination: 'acct_host_1',
      'metadata[payoutId]': 'po_abc',
    });
    // Stripe answers a repeated key with the first transfer: a payout settled twice moves the money once.
    expect(transfer.idempotencyKey).toBe('carespace-payout-po_abc');
  });
});

describe('Stripe webhook verification and translation', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const event = (type: string, object: unknown) =>
    JSON.stringify({
      id: `evt_${type.replaceAll('.', '_')}`,
      object: 'event',
      type,
      created: PERIOD_START,
      data: { object },
    });

  it('refuses a wrong or missing signature, and a body changed after signing', async () => {
    const payload = event('checkout.session.completed', session('cs_test_paid'));
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload, 'whsec_wrong'))).toBeNull();
    expect(await gateway.parseWebhook(Buffer.from(payload), undefined)).toBeNull();
    expect(await gateway.parseWebhook(Buffer.from(`${payload} `), sign(payload))).toBeNull();
  });

  it('throws MalformedWebhookError for a correctly signed body that is not an event', async () => {
    for (const payload of [
      'not json',
      JSON.stringify({ type: 'invoice.paid', data: { object: {} } }),
      '{"id":"evt_1"}',
    ]) {
      await expect(gateway.parseWebhook(Buffer.from(payload), sign(payload))).rejects.toBeInstanceOf(
        MalformedWebhookError,
      );
    }
  });

  it('translates checkout.session.completed', async () => {
    const payload = event(
      'checkout.session.completed',
      session('cs_test_paid', {
        status: 'complete',
        payment_status: 'paid',
        customer: 'cus_fake_1',
        subscription: 'sub_fake_1',
        collected_information: {
          shipping_details: {
            name: 'Jordan Rivera',
            address: {
              line1: '1 Main St',
              line2: 'Unit 2',
              city: 'Austin',
              state: 'TX',
              postal_code: '73301',
              country: 'US',
            },
          },
        },
      }),
    );
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      id: 'evt_checkout_session_completed',
      type: 'checkout.completed',
      session: {
        id: 'cs_test_paid',
        paymentStatus: 'paid',
        subscriptionId: 'sub_fake_1',
        shippingAddress: {
          line1: '1 Main St',
          line2: 'Unit 2',
          city: 'Austin',
          state: 'TX',
          postal_code: '73301',
        },
        metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
      },
    });
  });

  it('translates invoice.paid: the period from its subscription line, the reason and the subscription metadata', async () => {
    const payload = event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_fake_1',
      amount_paid: 3200,
      currency: 'usd',
      total_taxes: [{ amount: 240, tax_behavior: 'exclusive', tax_rate_details: null }],
      billing_reason: 'subscription_cycle',
      period_start: PERIOD_START - 86_400,
      period_end: PERIOD_START,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: 'sub_fake_1',
          metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
        },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_1',
            object: 'line_item',
            period: { start: PERIOD_START, end: PERIOD_END },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { subscription: 'sub_fake_1' },
            },
          },
        ],
      },
    });
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_invoice_paid',
      type: 'invoice.paid',
      invoice: {
        id: 'in_1',
        subscriptionId: 'sub_fake_1',
        customerId: 'cus_fake_1',
        amountPaidCents: 3200,
        periodStart: new Date(PERIOD_START * 1000),
        periodEnd: new Date(PERIOD_END * 1000),
        billingReason: 'subscription_cycle',
        metadata: { purpose: 'prescription', patientQuestionnaireId: 'pq_1' },
        taxCents: 240,
        currency: 'usd',
        card: { brand: 'mastercard', last4: '4444' },
        chargeId: 'ch_1',
      },
    });
  });

  it('translates charge.refunded, finding the purpose through the invoice the charge paid', async () => {
    const payload = event('charge.refunded', { ...CHARGE, amount_refunded: 1200, refunded: false });
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_charge_refunded',
      type: 'charge.refunded',
      charge: {
        chargeId: 'ch_1',
        invoiceId: 'in_1',
        amountCents: 3200,
        amountRefundedCents: 1200,
        metadata: { purpose: 'prescription' },
      },
    });
  });

  it("translates a booking's charge.refunded, finding the purpose on its payment intent", async () => {
    const payload = event('charge.refunded', {
      ...CHARGE,
      id: 'ch_booking',
      amount: 25000,
      amount_refunded: 25000,
      refunded: true,
      payment_intent: 'pi_booking',
    });
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_charge_refunded',
      type: 'charge.refunded',
      charge: {
        chargeId: 'ch_booking',
        invoiceId: null,
        amountCents: 25000,
        amountRefundedCents: 25000,
        metadata: { purpose: 'booking', bookingId: 'bk_1' },
      },
    });
  });

  it('translates invoice.payment_failed with the attempt and when Stripe tries again', async () => {
    const payload = event('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      customer: 'cus_fake_1',
      amount_due: 3200,
      attempt_count: 2,
      next_payment_attempt: PERIOD_END,
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_fake_1', metadata: { purpose: 'prescription' } },
      },
      lines: { object: 'list', data: [] },
    });
    expect(await gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_invoice_payment_failed',
      type: 'invoice.payment_failed',
      invoice: {
        id: 'in_failed',
        subscriptionId: 'sub_fake_1',
        customerId: 'cus_fake_1',
        amountDueCents: 3200,
        billingReason: 'subscription_cycle',
        attemptCount: 2,
        nextAttemptAt: new Date(PERIOD_END * 1000),
        metadata: { purpose: 'prescription' },
      },
    });
  });

  it('asks the subscription for the metadata when an older invoice carries none', async () => {
    const payload = event('invoice.paid', {
      id: 'in_old',
      object: 'invoice',
      customer: 'cus_fake_1',
      amount_paid: 3200,
      billing_reason: 'subscription_create',
      period_start: PERIOD_START,
      period_end: PERIOD_START,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_fake_1', metadata: null },
      },
      lines: { object: 'list', data: [] },
    });
    const parsed = await gateway.parseWebhook(Buffer.from(payload), sign(payload));
    expect(parsed).toMatchObject({
      type: 'invoice.paid',
      invoice: { metadata: { purpose: 'prescription' } },
    });
  });

  it('translates subscription updates and deletions, and ignores everything else', async () => {
    const updated = event(
      'customer.subscription.updated',
      subscription('sub_fake_1', { cancel_at_period_end: true }),
    );
    expect(await gateway.parseWebhook(Buffer.from(updated), sign(updated))).toMatchObject({
      type: 'subscription.updated',
      subscription: {
        id: 'sub_fake_1',
        cancelAtPeriodEnd: true,
        status: 'active',
        currentPeriodEnd: new Date(PERIOD_END * 1000),
      },
    });
    const deleted = event(
      'customer.subscription.deleted',
      subscription('sub_fake_1', { status: 'canceled' }),
    );
    expect(await gateway.parseWebhook(Buffer.from(deleted), sign(deleted))).toMatchObject({
      type: 'subscription.canceled',
      subscription: { status: 'canceled', metadata: { purpose: 'prescription' } },
    });
    const other = event('charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect(await gateway.parseWebhook(Buffer.from(other), sign(other))).toEqual({
      id: 'evt_charge_succeeded',
      type: 'ignored',
      providerType: 'charge.succeeded',
    });
  });
});
