/** How receipts name money and cards, the same on the page, in the email and in print. */

const exactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as a receipt prints them, always with cents: 4500 → '$45.00'; null → '-'. */
export function formatReceiptAmount(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '-' : exactDollars.format(cents / 100);
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending in 4242'; an unknown brand is shown as the provider names it, capitalised. */
export function cardLabel(card: { brand: string; last4: string } | null | undefined): string {
  if (!card) return 'Card';
  const brand =
    BRAND_NAMES[card.brand.toLowerCase()] ??
    (card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card');
  return `${brand} ending in ${card.last4}`;
}
