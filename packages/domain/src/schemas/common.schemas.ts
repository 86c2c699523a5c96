/** Shared field schemas. Messages are the product's wording, from messages.ts. */
import { z } from 'zod';
import { EMAIL_MAX, MULTI_ENTRY_MAX, NAME_MAX, YEAR_MAX, YEAR_MIN } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { type Id, toList } from '../rules/choice-with-other.ts';
import { daysInMonth } from '../rules/dates.ts';
import { isWebAddress } from '../rules/web-address.ts';
import { isUsState } from '../us-states.ts';

/** A record id: generated ids are 17 characters (ENTITY_ID_LENGTH); UUIDs and seeded ids also fit. */
export const idSchema = z
  .string({ error: VALIDATION.invalid })
  .trim()
  .min(1, { error: VALIDATION.invalid, abort: true })
  .max(64, { error: VALIDATION.invalid });

/** A required text: missing or blank → 'Please fill out this field.'. Trimmed. */
export function requiredText(max = 255, message: string = VALIDATION.required) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: VALIDATION.tooLong(max) });
}

/** An optional text; blank is allowed. Trimmed. */
export function optionalText(max = 255) {
  return z
    .string({ error: VALIDATION.invalid })
    .trim()
    .max(max, { error: VALIDATION.tooLong(max) })
    .nullish();
}

/**
 * First and last names: required, letters only. Any script's letters count, and single spaces, hyphens and
 * apostrophes between letters are allowed (Mary-Jane, O'Brien, De La Cruz); digits and symbols are not.
 */
export const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
export const nameSchema = requiredText(NAME_MAX).regex(NAME_PATTERN, { error: VALIDATION.lettersOnly });

const emailFormat = z.email({ error: VALIDATION.email });
export function isEmail(value: string): boolean {
  return emailFormat.safeParse(value).success;
}

/** Required email, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailSchema = requiredText(EMAIL_MAX).toLowerCase().refine(isEmail, { error: VALIDATION.email });

/** Optional email: blank or a valid address. */
export const optionalEmailSchema = z
  .string({ error: VALIDATION.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: VALIDATION.tooLong(EMAIL_MAX) })
  .refine((value) => value === '' || isEmail(value), { error: VALIDATION.email })
  .nullish();

/** Optional website: blank, or an http(s) address (see isWebAddress). Trimmed. */
export const optionalWebsiteSchema = z
  .string({ error: VALIDATION.website })
  .trim()
  .max(255, { error: VALIDATION.tooLong(255) })
  .refine((value) => value === '' || isWebAddress(value), { error: VALIDATION.website })
  .nullish();

export const PHONE_PATTERN = /^\d{10}$/;
/** Required phone: digits only, exactly 10. */
export const phoneSchema = requiredText(32).regex(PHONE_PATTERN, { error: VALIDATION.phone });
/** Optional phone: blank or exactly 10 digits. */
export const optionalPhoneSchema = z
  .string({ error: VALIDATION.phone })
  .trim()
  .regex(/^(?:\d{10})?$/, { error: VALIDATION.phone })
  .nullish();

export const ZIPCODE_PATTERN = /^\d{5}$/;
/** Zipcode: 5 digits; 'Please enter a valid 5-digit zipcode.'. */
export const zipcodeSchema = requiredText(32).regex(ZIPCODE_PATTERN, { error: VALIDATION.zipcode });

/** A US state or territory code, matched case-insensitively and stored upper-case. */
export const usStateSchema = requiredText(32).toUpperCase().refine(isUsState, { error: VALIDATION.usState });

/**
 * A calendar day as YYYY-MM-DD that exists (no 2024-02-30, no month 13; leap years by the Gregorian rule, as the
 * database reads dates) in the years 1900–2999. A pattern alone let impossible days through to the database,
 * which refused them with a server error.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
export const calendarDaySchema = z
  .string({ error: VALIDATION.invalid })
  .trim()
  .refine(isCalendarDay, { error: VALIDATION.invalid });

/** The address form. */
export const addressSchema = z.object({
  addressLineOne: requiredText(255, VALIDATION.addressLineOneRequired),
  /** 'Suite or Apt #' */
  addressLineTwo: optionalText(255),
  city: requiredText(100, VALIDATION.cityRequired),
  usState: requiredText(32, VALIDATION.usStateRequired)
    .toUpperCase()
    .refine(isUsState, { error: VALIDATION.usState }),
  zipcode: requiredText(32, VALIDATION.zipcodeRequired).regex(ZIPCODE_PATTERN, { error: VALIDATION.zipcode }),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * Date of birth {month, day, year}: month 1..12; day within the month (February has 29 in years divisible
 * by 4 — the product's rule, so Feb 29 1900 is accepted); year 1900..2021.
 */
export const dateOfBirthSchema = z
  .object({
    month: z.number({ error: VALIDATION.required }).int({ error: VALIDATION.month }),
    day: z.number({ error: VALIDATION.required }).int({ error: VALIDATION.day }),
    year: z.number({ error: VALIDATION.required }).int({ error: VALIDATION.year }),
  })
  .superRefine(({ month, day, year }, ctx) => {
    const monthOk = month >= 1 && month <= 12;
    const yearOk = year >= YEAR_MIN && year <= YEAR_MAX;
    if (!monthOk) ctx.addIssue({ code: 'custom', path: ['month'], message: VALIDATION.month });
    if (!yearOk) ctx.addIssue({ code: 'custom', path: ['year'], message: VALIDATION.year });
    const maxDay = monthOk ? daysInMonth(month, year) : 31;
    if (day < 1 || day > maxDay) ctx.addIssue({ code: 'custom', path: ['day'], message: VALIDATION.day });
  });
export type DateOfBirth = z.infer<typeof dateOfBirthSchema>;

/** A required agreement checkbox: 'Please accept before continuing.'. */
export const acceptanceSchema = z.literal(true, { error: VALIDATION.acceptAgreement });
/** Consent to Telehealth plus HIPAA Authorization. */
export const telehealthAgreementSchema = z.object({ acceptTelehealthAndHipaa: acceptanceSchema });
/** Terms & Conditions plus Privacy Policy. */
export const termsAgreementSchema = z.object({ acceptTermsAndPrivacy: acceptanceSchema });

/**
 * A multi-entry text list: each entry trimmed; blank entries rejected when required ('Please specify or
 * delete this field.'); at most `max` entries (default 5, 'Maximum inputs reached').
 */
export function multiEntrySchema({ max = MULTI_ENTRY_MAX, required = true, maxLength = 255 } = {}) {
  const entry = required
    ? z
        .string({ error: VALIDATION.multiEntryBlank })
        .trim()
        .min(1, { error: VALIDATION.multiEntryBlank, abort: true })
        .max(maxLength, { error: VALIDATION.tooLong(maxLength) })
    : z
        .string({ error: VALIDATION.invalid })
        .trim()
        .max(maxLength, { error: VALIDATION.tooLong(maxLength) });
  const list = z.array(entry, { error: VALIDATION.invalid }).max(max, { error: VALIDATION.multiEntryMax });
  return required ? list.min(1, { error: VALIDATION.required }) : list;
}

/**
 * A choice-with-other value on the wire: ids and other texts, each one entry as a scalar or several as a list.
 * When the other id is chosen, an other text is required. Normalize with normalizeChoiceWithOther().
 */
export function choiceWithOtherSchema<T extends z.ZodType<Id>>(id: T, otherId: z.output<T>) {
  const oneOrMany = <S extends z.ZodType>(item: S) => z.union([item, z.array(item)]);
  return z
    .object({
      ids: oneOrMany(id).nullish(),
      other: oneOrMany(
        z
          .string()
          .trim()
          .max(255, { error: VALIDATION.tooLong(255) }),
      ).nullish(),
    })
    .superRefine((value, ctx) => {
      const ids = toList(value.ids as Id | Id[] | null | undefined);
      const other = toList(value.other).filter((text) => text.trim() !== '');
      if (ids.some((chosen) => String(chosen) === String(otherId)) && other.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['other'], message: VALIDATION.required });
      }
    });
}

/** A file record as returned by the uploaders. */
export const fileRecordSchema = z.object({
  id: idSchema,
  display_order: z.number().int().min(0),
  fileName: requiredText(255, VALIDATION.invalid),
  mimeType: requiredText(255, VALIDATION.invalid),
  originalName: requiredText(255, VALIDATION.invalid),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
