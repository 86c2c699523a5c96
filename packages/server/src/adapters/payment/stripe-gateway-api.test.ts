import { describe, expect, it } from 'vitest';
import { PERIOD_END, requests, SECRET_KEY, useFakeStripeApi } from './stripe-fake-api.ts';
import type { StripeGateway } from './stripe-gateway.ts';

let gateway: StripeGateway;
useFakeStripeApi((ready) => {
  gateway = ready;
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
