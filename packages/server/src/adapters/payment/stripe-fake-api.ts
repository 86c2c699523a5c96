import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { StripeGateway } from './stripe-gateway.ts';

/**
 * The real Stripe SDK pointed (host/port/protocol) at a small local fake of the few endpoints the adapter
 * uses, so the adapter's requests and its reading of Stripe's answers are tested without the internet.
 */

export const SECRET_KEY = 'sk_test_local_fake';
export const WEBHOOK_SECRET = 'whsec_local_fake_secret';
export const PERIOD_START = 1_795_680_000; // 2026-11-26
export const PERIOD_END = 1_798_358_400; // 2026-12-26

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export const requests: Recorded[] = [];

export function subscription(id: string, overrides: Record<string, unknown> = {}) {
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

export function session(id: string, overrides: Record<string, unknown> = {}) {
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
export const CHARGE = {
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

/** Starts the fake for a test file's tests and hands over a gateway pointed at it; each test starts with no requests. */
export function useFakeStripeApi(onReady: (gateway: StripeGateway) => void): void {
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    onReady(
      new StripeGateway({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port,
        protocol: 'http',
      }),
    );
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
  });
}
