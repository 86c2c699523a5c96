import { describe, expect, it } from 'vitest';
import { cardLabel, formatReceiptAmount } from './receipts.ts';

describe('receipt formatting', () => {
  it('prints amounts with cents', () => {
    expect(formatReceiptAmount(4500)).toBe('$45.00');
    expect(formatReceiptAmount(123456)).toBe('$1,234.56');
    expect(formatReceiptAmount(0)).toBe('$0.00');
    expect(formatReceiptAmount(null)).toBe('-');
  });

  it('names the card by brand and last four only', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(cardLabel({ brand: 'cartes_bancaires', last4: '1001' })).toBe('Cartes_bancaires ending in 1001');
    expect(cardLabel(null)).toBe('Card');
  });
});
