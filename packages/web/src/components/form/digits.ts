/** A US country code in front of a pasted number: '+1 201…', '1-201…', '1 (201)…'. */
const COUNTRY_CODE = /^\s*(?:\+\s*1|1[\s.(-])/;

/**
 * Keeps the digits of typed or pasted text, at most `max` of them. A pasted phone number written with its US
 * country code ('+1 201 555 0142') loses the leading 1 rather than its last digit.
 */
export function keepDigits(text: string, max: number): string {
  let digits = text.replace(/\D/g, '');
  if (max === 10 && digits.length === 11 && COUNTRY_CODE.test(text)) digits = digits.slice(1);
  return digits.slice(0, max);
}
