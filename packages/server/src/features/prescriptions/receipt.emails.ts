import { cardLabel, formatReceiptAmount, SUPPORT_EMAIL, SUPPORT_PHONE } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { type EmailBlock, htmlEmail } from '../../lib/email/html-email.tsx';

/**
 * The patient's payment emails: a receipt for each payment, a refund notice and a failed renewal, each with its
 * HTML part in the shared layout.
 * Like the other prescription emails they name the order, the amount and the card, never the medication or the
 * answers: the receipt page behind the sign-in shows those, and prints.
 */
const signature = `\n\nQuestions about a charge? Write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.\n\nCarespace\nCare, and the space to give it.`;

/** The help lines every payment email ends with, in the HTML part. */
const chargeQuestions: EmailBlock = `Questions about a charge? Write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.`;

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'long' });

export interface PaymentReceiptData {
  firstName: string;
  orderNumber: string;
  /** 'first' for the first month of a treatment, 'refill' for each renewal. */
  kind: 'first' | 'refill';
  amountCents: number;
  taxCents: number;
  card: { brand: string; last4: string } | null;
  paidOn: Date;
  receiptUrl: string;
}

export function paymentReceiptMessage(to: string, data: PaymentReceiptData): MailMessage {
  const what =
    data.kind === 'refill'
      ? 'Your monthly refill was paid.'
      : 'Thank you: your first month of treatment is paid.';
  const tax = data.taxCents > 0 ? `\nIncluding tax: ${formatReceiptAmount(data.taxCents)}` : '';
  return {
    to,
    subject: `Your Carespace receipt for order ${data.orderNumber}`,
    text:
      `Hi ${data.firstName},\n\n${what} Here is your receipt.\n\n` +
      `Order: ${data.orderNumber}\nDate: ${day(data.paidOn)}\nAmount paid: ${formatReceiptAmount(data.amountCents)}` +
      `${tax}\nPaid with: ${cardLabel(data.card)}\n\n` +
      `View or print the full receipt:\n${data.receiptUrl}${signature}`,
    html: htmlEmail({
      preheader: `${formatReceiptAmount(data.amountCents)} paid for order ${data.orderNumber}.`,
      heading: 'Your receipt',
      paragraphs: [
        `Hi ${data.firstName},`,
        `${what} Here is your receipt.`,
        {
          details: [
            { label: 'Order', value: data.orderNumber },
            { label: 'Date', value: day(data.paidOn) },
            { label: 'Amount paid', value: formatReceiptAmount(data.amountCents) },
            ...(data.taxCents > 0
              ? [{ label: 'Including tax', value: formatReceiptAmount(data.taxCents) }]
              : []),
            { label: 'Paid with', value: cardLabel(data.card) },
          ],
        },
      ],
      action: { label: 'View or print the receipt', url: data.receiptUrl },
      after: [chargeQuestions],
    }),
  };
}

export interface RefundData {
  firstName: string;
  orderNumber: string;
  /** What this refund gave back (the total refunded so far minus what was refunded before). */
  refundedCents: number;
  /** The total refunded on the order so far. */
  totalRefundedCents: number;
  amountCents: number | null;
  card: { brand: string; last4: string } | null;
  receiptUrl: string;
}

export function refundMessage(to: string, data: RefundData): MailMessage {
  const whole = data.amountCents !== null && data.totalRefundedCents >= data.amountCents;
  return {
    to,
    subject: `Your Carespace refund for order ${data.orderNumber}`,
    text:
      `Hi ${data.firstName},\n\nWe refunded ${formatReceiptAmount(data.refundedCents)} for order ` +
      `${data.orderNumber}${whole ? ' (the full amount)' : ''} to your ${cardLabel(data.card)}. ` +
      'Refunds usually reach your account within 5 to 10 business days, depending on your bank.\n\n' +
      `Your receipt shows the refund:\n${data.receiptUrl}${signature}`,
    html: htmlEmail({
      preheader: `${formatReceiptAmount(data.refundedCents)} refunded for order ${data.orderNumber}.`,
      heading: 'Your refund is on its way',
      paragraphs: [
        `Hi ${data.firstName},`,
        `We refunded ${formatReceiptAmount(data.refundedCents)} for order ${data.orderNumber}` +
          `${whole ? ' (the full amount)' : ''} to your ${cardLabel(data.card)}.`,
        'Refunds usually reach your account within 5 to 10 business days, depending on your bank.',
      ],
      action: { label: 'See the receipt', url: data.receiptUrl },
      after: [chargeQuestions],
    }),
  };
}

export interface RenewalFailedData {
  firstName: string;
  amountCents: number;
  /** When the card will be tried again; null when it will not. */
  nextAttemptAt: Date | null;
  /** The patient's dashboard, where the treatment and its next refill show. */
  dashboardUrl: string;
}

export function renewalFailedMessage(to: string, data: RenewalFailedData): MailMessage {
  const retry = data.nextAttemptAt
    ? `We will try your card again on ${day(data.nextAttemptAt)}.`
    : 'We will not try your card again, so your treatment will pause until you update it.';
  return {
    to,
    subject: 'We could not renew your Carespace treatment',
    text:
      `Hi ${data.firstName},\n\nYour card was declined for this month's refill of ${formatReceiptAmount(data.amountCents)}, ` +
      `so we have not charged you and your next order will wait. ${retry}\n\n` +
      'To keep your treatment on time, contact us and we will help you update your card. Your treatment and ' +
      `its next refill:\n${data.dashboardUrl}${signature}`,
    html: htmlEmail({
      preheader: 'Your card was declined for this month’s refill.',
      heading: 'We could not renew your treatment',
      paragraphs: [
        `Hi ${data.firstName},`,
        `Your card was declined for this month's refill of ${formatReceiptAmount(data.amountCents)}, so we have ` +
          `not charged you and your next order will wait. ${retry}`,
        'To keep your treatment on time, contact us and we will help you update your card.',
      ],
      action: { label: 'See your treatment', url: data.dashboardUrl },
      after: [chargeQuestions],
    }),
  };
}
