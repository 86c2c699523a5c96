import { describe, expect, it } from 'vitest';
import { paymentReceiptMessage, refundMessage, renewalFailedMessage } from './receipt.emails.ts';

const receiptUrl = 'https://carespace.test/rx/receipt/ord_1';

describe('receipt emails', () => {
  it('a receipt names the order, the date, the amount with its tax and the card, and links to the receipt', () => {
    const message = paymentReceiptMessage('rita@example.test', {
      firstName: 'Rita',
      orderNumber: 'CS-2611-7KQ4MZ',
      kind: 'first',
      amountCents: 4860,
      taxCents: 360,
      card: { brand: 'mastercard', last4: '4444' },
      paidOn: new Date('2026-11-27T15:00:00Z'),
      receiptUrl,
    });
    expect(message.to).toBe('rita@example.test');
    expect(message.subject).toBe('Your Carespace receipt for order CS-2611-7KQ4MZ');
    expect(message.text).toContain('Date: November 27, 2026');
    expect(message.text).toContain('Amount paid: $48.60');
    expect(message.text).toContain('Including tax: $3.60');
    expect(message.text).toContain('Paid with: Mastercard ending in 4444');
    expect(message.text).toContain(receiptUrl);
  });

  it('a refund says how much went back to which card', () => {
    const message = refundMessage('rita@example.test', {
      firstName: 'Rita',
      orderNumber: 'CS-2611-7KQ4MZ',
      refundedCents: 1000,
      totalRefundedCents: 1000,
      amountCents: 4500,
      card: { brand: 'visa', last4: '4242' },
      receiptUrl,
    });
    expect(message.text).toContain(
      'We refunded $10.00 for order CS-2611-7KQ4MZ to your Visa ending in 4242.',
    );
    expect(message.text).not.toContain('full amount');
  });

  it('a declined renewal says when the card is tried again, or that it will not be', () => {
    const data = { firstName: 'Rita', amountCents: 4500, dashboardUrl: 'https://carespace.test/rx' };
    expect(
      renewalFailedMessage('rita@example.test', { ...data, nextAttemptAt: new Date('2026-11-30T15:00:00Z') })
        .text,
    ).toContain('We will try your card again on November 30, 2026.');
    expect(renewalFailedMessage('rita@example.test', { ...data, nextAttemptAt: null }).text).toContain(
      'We will not try your card again',
    );
  });
});
