import { newId } from '../../../lib/ids.ts';
import type { RefundedCharge, RefundRequest } from '../payment-gateway.ts';
import * as repo from './sandbox.repository.ts';
import { metadataOf, type SandboxContext, sandboxChargeId } from './sandbox-context.ts';
import { emit } from './sandbox-events.ts';

/**
 * Refunds in full and reports it as Stripe would. The demo's orders were never charged through the sandbox, so
 * the refund is reported for whatever charge or invoice the order recorded.
 */
export async function refundPayment(ctx: SandboxContext, payment: RefundRequest): Promise<void> {
  const chargeId = payment.chargeId ?? (payment.invoiceId ? sandboxChargeId(payment.invoiceId) : null);
  if (!chargeId) throw new Error('The sandbox gateway has no charge to refund');
  let metadata: Record<string, string> = { ...payment.metadata };
  if (payment.invoiceId) {
    const invoice = await repo.findInvoice(ctx.db, payment.invoiceId);
    metadata = { ...metadata, ...(await invoiceMetadata(ctx, invoice)) };
  }
  const charge: RefundedCharge = {
    chargeId,
    invoiceId: payment.invoiceId,
    amountCents: payment.amountCents,
    amountRefundedCents: payment.amountCents,
    metadata,
  };
  await emit(ctx, 'charge.refunded', charge);
}

/** The sandbox moves no money: a refund of a paid session is acknowledged with an id of its own. */
export async function refundCheckout(
  ctx: SandboxContext,
  checkoutSessionId: string,
  amountCents: number,
): Promise<string> {
  const row = await repo.findSession(ctx.db, checkoutSessionId);
  if (row?.status !== 'complete') throw new Error(`No paid sandbox session ${checkoutSessionId}`);
  if (amountCents > row.amount_cents) throw new Error('A refund cannot exceed what was paid');
  return `re_sandbox_${newId()}`;
}

/**
 * Development and tests: refunds an invoice's charge in full, as a refund from Stripe's dashboard would, and
 * reports it (`charge.refunded`). False when there is no such paid invoice.
 */
export async function refundInvoice(ctx: SandboxContext, invoiceId: string): Promise<boolean> {
  const invoice = await repo.findInvoice(ctx.db, invoiceId);
  if (!invoice) return false;
  const charge: RefundedCharge = {
    chargeId: sandboxChargeId(invoice.id),
    invoiceId: invoice.id,
    amountCents: invoice.amount_paid_cents,
    amountRefundedCents: invoice.amount_paid_cents,
    metadata: await invoiceMetadata(ctx, invoice),
  };
  await emit(ctx, 'charge.refunded', charge);
  return true;
}

/**
 * Development and tests: refunds part or all of a paid one-off checkout (a booking) as a refund from Stripe's
 * dashboard would, and reports it (`charge.refunded`, carrying the total refunded so far and the checkout's
 * metadata). False when there is no such paid checkout or the total exceeds what was paid.
 */
export async function refundCheckoutFromDashboard(
  ctx: SandboxContext,
  sessionId: string,
  totalRefundedCents: number,
): Promise<boolean> {
  const row = await repo.findSession(ctx.db, sessionId);
  if (row?.status !== 'complete' || totalRefundedCents > row.amount_cents) return false;
  const charge: RefundedCharge = {
    chargeId: `ch_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`,
    invoiceId: null,
    amountCents: row.amount_cents,
    amountRefundedCents: totalRefundedCents,
    metadata: metadataOf(row.metadata),
  };
  await emit(ctx, 'charge.refunded', charge);
  return true;
}

/** An invoice's charge carries its subscription's metadata, as Stripe copies it onto the invoice. */
async function invoiceMetadata(
  ctx: SandboxContext,
  invoice: repo.InvoiceRow | undefined,
): Promise<Record<string, string>> {
  const subscription = invoice?.subscription_id
    ? await repo.findSubscription(ctx.db, invoice.subscription_id)
    : undefined;
  return metadataOf(subscription?.metadata);
}
