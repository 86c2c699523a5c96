import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  CHARGE,
  PERIOD_END,
  PERIOD_START,
  session,
  subscription,
  useFakeStripeApi,
  WEBHOOK_SECRET,
} from './stripe-fake-api.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import { MalformedWebhookError } from './webhook-event.ts';

let gateway: StripeGateway;
useFakeStripeApi((ready) => {
  gateway = ready;
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
