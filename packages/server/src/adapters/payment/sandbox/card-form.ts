import { isUsState } from '@carespace/domain';
import type { ShippingAddress } from '../payment-gateway.ts';

/** The sandbox's test cards, as Stripe's test mode knows them. */
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export const CARD_DECLINED_MESSAGE = 'Your card was declined. Try a different card.';

export const CARD_FORM_MESSAGES = {
  cardNumberMissing: 'Enter your card number.',
  cardNumberInvalid: 'Your card number is incomplete or invalid.',
  notTestCard: 'This sandbox takes test cards only. Use 4242 4242 4242 4242.',
  expiryInvalid: 'Enter the expiry date as MM / YY.',
  expired: 'Your card has expired. Check the date or use a different card.',
  cvcInvalid: 'Enter the 3- or 4-digit security code from the back of your card.',
  nameMissing: 'Enter the name on the card.',
  line1Missing: 'Enter your street address.',
  cityMissing: 'Enter your city.',
  stateMissing: 'Choose your state.',
  postalCodeInvalid: 'Enter a 5-digit ZIP code.',
} as const;

export type CardFormField =
  | 'cardNumber'
  | 'expiry'
  | 'cvc'
  | 'name'
  | 'line1'
  | 'line2'
  | 'city'
  | 'state'
  | 'postalCode';

/** What the payer typed, as text (re-shown when the form comes back with messages). */
export type CardFormValues = Partial<Record<CardFormField, string>>;

export type CardFormResult =
  | { ok: true; cardNumber: string; shippingAddress: ShippingAddress | null }
  | { ok: false; errors: Partial<Record<CardFormField, string>> };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const text = (value: string | undefined, max = 200) => (value ?? '').trim().slice(0, max);

/**
 * Checks the hosted checkout form. Only the two test cards are taken: a real card number is refused before
 * anything is stored (the sandbox never keeps card numbers at all).
 */
export function readCardForm(
  values: CardFormValues,
  collectShippingAddress: boolean,
  now: Date,
): CardFormResult {
  const errors: Partial<Record<CardFormField, string>> = {};

  const cardNumber = text(values.cardNumber, 40).replace(/[\s-]/g, '');
  if (!cardNumber) errors.cardNumber = CARD_FORM_MESSAGES.cardNumberMissing;
  else if (!/^\d{13,19}$/.test(cardNumber) || !luhnValid(cardNumber))
    errors.cardNumber = CARD_FORM_MESSAGES.cardNumberInvalid;
  else if (cardNumber !== TEST_CARD_PAYS && cardNumber !== TEST_CARD_DECLINED)
    errors.cardNumber = CARD_FORM_MESSAGES.notTestCard;

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text(values.expiry, 20));
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = CARD_FORM_MESSAGES.expiryInvalid;
  else {
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    // A card is good through the last day of its expiry month.
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = CARD_FORM_MESSAGES.expired;
  }

  if (!/^\d{3,4}$/.test(text(values.cvc, 10))) errors.cvc = CARD_FORM_MESSAGES.cvcInvalid;
  if (!text(values.name)) errors.name = CARD_FORM_MESSAGES.nameMissing;

  let shippingAddress: ShippingAddress | null = null;
  if (collectShippingAddress) {
    const line1 = text(values.line1);
    const city = text(values.city, 100);
    const state = text(values.state, 2).toUpperCase();
    const postalCode = text(values.postalCode, 10);
    if (!line1) errors.line1 = CARD_FORM_MESSAGES.line1Missing;
    if (!city) errors.city = CARD_FORM_MESSAGES.cityMissing;
    if (!isUsState(state)) errors.state = CARD_FORM_MESSAGES.stateMissing;
    if (!/^\d{5}$/.test(postalCode)) errors.postalCode = CARD_FORM_MESSAGES.postalCodeInvalid;
    shippingAddress = { line1, line2: text(values.line2) || null, city, state, postal_code: postalCode };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, cardNumber, shippingAddress };
}
