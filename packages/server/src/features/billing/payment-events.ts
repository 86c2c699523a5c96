import type { PaymentEvent, PaymentPurpose } from '../../adapters/payment/payment-gateway.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/** An event a feature acts on (the webhook route has already verified and de-duplicated it). */
export type HandledPaymentEvent = Exclude<PaymentEvent, { type: 'ignored' }>;
export type PaymentEventHandler = (ctx: RequestContext, event: HandledPaymentEvent) => Promise<void>;

/**
 * Which feature acts on the events of each payment purpose. Features register at start-up (their routes plugin
 * calls registerPaymentEventHandler), so billing does not import them.
 */
const handlers = new Map<PaymentPurpose, PaymentEventHandler>();

export function registerPaymentEventHandler(purpose: PaymentPurpose, handler: PaymentEventHandler): void {
  handlers.set(purpose, handler);
}

export function paymentEventHandler(purpose: string | undefined): PaymentEventHandler | undefined {
  return purpose ? handlers.get(purpose as PaymentPurpose) : undefined;
}

/** The purpose recorded in an event's metadata (session, invoice or subscription). */
export function purposeOf(event: HandledPaymentEvent): string | undefined {
  switch (event.type) {
    case 'checkout.completed':
      return event.session.metadata.purpose;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return event.invoice.metadata.purpose;
    case 'charge.refunded':
      return event.charge.metadata.purpose;
    default:
      return event.subscription.metadata.purpose;
  }
}
