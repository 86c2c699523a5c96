/** Profile and practice (organization) editing. */
import { z } from 'zod';
import { BIO_MAX, DEFAULT_LANGUAGE, YEAR_MIN } from '../constants.ts';
import {
  genderSchema,
  NOTIFICATION_TYPE,
  type NotificationCategory,
  type NotificationMethod,
  type NotificationType,
  notificationMethodSchema,
  notificationTypeSchema,
} from '../enums.ts';
import { VALIDATION } from '../messages.ts';
import {
  addressSchema,
  dateOfBirthSchema,
  idSchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalText,
  optionalWebsiteSchema,
  requiredText,
  usStateSchema,
} from './common.schemas.ts';

const codeList = z.array(z.string().trim().min(1).max(64)).max(200);

export const educationSchema = z.object({
  institute: requiredText(255),
  degree: requiredText(255),
  yearGraduated: z
    .number({ error: VALIDATION.year })
    .int({ error: VALIDATION.year })
    .min(YEAR_MIN, { error: VALIDATION.year })
    .max(new Date().getUTCFullYear() + 10, { error: VALIDATION.year })
    .nullish(),
});

/**
 * An NPI is 10 digits whose last is a Luhn check digit computed over the prefix 80840 and the first nine
 * (CMS, "Requirements for the NPI check digit"), so a mistyped digit is caught as it is typed.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`.split('').map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    let digit = digits[i]!;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The provider sub-object: npi, yearsPracticed (min 0), insurance, licensedState, specialty lists. */
export const providerProfileSchema = z.object({
  npi: z
    .string()
    .trim()
    .regex(/^(?:\d{10})?$/, { error: VALIDATION.npi, abort: true })
    .refine((value) => value === '' || isValidNpi(value), { error: VALIDATION.npiCheckDigit })
    .nullish(),
  yearsPracticed: z
    .number({ error: VALIDATION.invalid })
    .int({ error: VALIDATION.invalid })
    .min(0, { error: VALIDATION.yearsPracticed })
    .max(100, { error: VALIDATION.invalid })
    .nullish(),
  insurance: codeList.default([]),
  licensedState: z.array(usStateSchema).max(60).default([]),
  specialty: codeList.default([]),
  specialtyOther: z.array(z.string().trim().min(1).max(255)).max(5).default([]),
  education: z.array(educationSchema).max(20).optional(),
});

/**
 * PUT /api/profile: the profile without createdOn, organization, billing, isEmailVerified, isPhoneVerified
 * (unknown keys are stripped). Email is changed only through the change-email flow, so it is not read here.
 */
export const profileUpdateSchema = z.object({
  id: idSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  phone: optionalPhoneSchema,
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, { error: VALIDATION.tooLong(BIO_MAX) })
    .nullish(),
  profilePic: optionalText(64),
  dateOfBirth: dateOfBirthSchema.nullish(),
  /**
   * A gender code 1..7, or a text: a value that is not a known code is stored as other (7) with the text kept
   * in genderOther. A reference id arrives as a string ('2') from the pickers.
   */
  gender: z
    .union([
      genderSchema,
      z
        .string()
        .trim()
        .max(255, { error: VALIDATION.tooLong(255) }),
    ])
    .nullish(),
  genderOther: optionalText(255),
  /** A faith reference id, or a text that is stored as other with the text kept in faithOther. */
  faith: optionalText(255),
  faithOther: optionalText(255),
  language: codeList.default([DEFAULT_LANGUAGE]),
  languageOther: z.array(z.string().trim().min(1).max(255)).max(5).optional(),
  race: optionalText(64),
  pronouns: optionalText(64),
  /** Its own field, not bound to gender. */
  sexualOrientation: optionalText(64),
  provider: providerProfileSchema.nullish(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** What a client sends (before the schema's defaults and normalizing). */
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /api/organization (practice edit): the practice name is required. */
export const organizationUpdateSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(255),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  website: optionalWebsiteSchema,
  fax: z
    .string()
    .trim()
    .regex(/^(?:\d{10})?$/, { error: VALIDATION.fax })
    .nullish(),
  ein: z
    .string()
    .trim()
    .regex(/^(?:\d{2}-?\d{7})?$/, { error: VALIDATION.ein })
    .nullish(),
  address: addressSchema.nullish(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
/** The screens call the organization form "Practice". */
export const practiceUpdateSchema = organizationUpdateSchema;

// ---- Account page calls ----

/** GET /api/profile?userId: admins may name another user; everyone else reads their own profile. */
export const profileQuerySchema = z.object({ userId: idSchema.optional() });

/** The picture and avatar paths: /{organizationId}/{userId}/{organization|user}. */
export const PICTURE_TARGETS = ['organization', 'user'] as const;
export type PictureTarget = (typeof PICTURE_TARGETS)[number];
export const pictureParamsSchema = z.object({
  organizationId: idSchema,
  userId: idSchema,
  type: z.enum(PICTURE_TARGETS, { error: VALIDATION.invalid }),
});
export type PictureParams = z.infer<typeof pictureParamsSchema>;

/**
 * Avatar choices of a person: initials, male avatar, female avatar, building, or an uploaded profile
 * picture (its file id). Organizations have no avatar choices: their picture is the uploaded practice logo.
 */
export const AVATAR_CHOICES = {
  initials: 'Initials',
  maleAvatar: 'Male avatar',
  femaleAvatar: 'Female avatar',
  building: 'Building',
} as const;
export type AvatarChoice = keyof typeof AVATAR_CHOICES;
export const isAvatarChoice = (value: string | null | undefined): value is AvatarChoice =>
  value !== null && value !== undefined && Object.hasOwn(AVATAR_CHOICES, value);

/** PUT /api/profile/avatar/…: body imageId (an avatar choice or a picture's file id). */
export const avatarUpdateSchema = z.object({ imageId: idSchema });
export type AvatarUpdate = z.infer<typeof avatarUpdateSchema>;

/** Which group each notification type belongs to, and what it means to the person receiving it. */
export const NOTIFICATION_QUESTIONS: Record<
  NotificationType,
  { category: NotificationCategory; description: string }
> = {
  CHAT: { category: 'PCHT', description: 'Someone sent you a message in a property chat.' },
  NPIN: { category: 'LIST', description: 'A provider asked to be introduced to one of your listings.' },
  INTA: { category: 'PMTH', description: 'A host approved your introduction request.' },
  INTD: { category: 'PMTH', description: 'A host declined your introduction request.' },
  NPMH: { category: 'PMTH', description: 'A new property matches what you are looking for.' },
  MPUP: { category: 'PMTH', description: 'A property you matched with was updated.' },
  UDRT: { category: 'PMTH', description: 'The rate of a property you matched with changed.' },
  IPVR: {
    category: 'INPV',
    description: 'A patient Carespace referred to be seen in person asked you for a visit.',
  },
};
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE) as NotificationType[];

/** New accounts hear about everything by email and nothing by text until they choose it (and verify a phone). */
export const DEFAULT_NOTIFICATION_METHODS: readonly NotificationMethod[] = ['EMAL'];

export const notificationSettingSchema = z.object({
  type: notificationTypeSchema,
  method: z
    .array(notificationMethodSchema)
    .max(2)
    .transform((methods) => [...new Set(methods)]),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** PUT /api/notification/{organizationId}: body settings (one entry per type; types left out keep their value). */
export const notificationSettingsUpdateSchema = z.object({
  settings: z
    .array(notificationSettingSchema)
    .max(NOTIFICATION_TYPES.length * 2)
    .refine((list) => new Set(list.map((item) => item.type)).size === list.length, {
      error: 'Each notification type may appear only once.',
    }),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** GET /api/notification/{organizationId}: the question and notificationSettings per type. */
export const notificationSettingViewSchema = z.object({
  question: z.object({ id: z.string(), name: z.string(), category: z.string(), description: z.string() }),
  notificationSettings: z.object({ type: z.string(), method: z.array(z.string()) }),
});
export type NotificationSettingView = z.infer<typeof notificationSettingViewSchema>;

// ---- What the account page reads ----

const addressView = z.object({
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  usState: z.string().nullable(),
  zipcode: z.string().nullable(),
});

export const organizationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  fax: z.string().nullable(),
  ein: z.string().nullable(),
  createdOn: z.string(),
  /** The practice logo's file id (logos folder) and stored name, if one was uploaded. */
  profilePic: z.string().nullable(),
  profilePicFileName: z.string().nullable(),
  address: addressView,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ownerUserId: z.string().nullable(),
});
export type OrganizationView = z.infer<typeof organizationViewSchema>;

export const providerViewSchema = z.object({
  providerRole: z.string(),
  npi: z.string().nullable(),
  yearsPracticed: z.number().nullable(),
  insurance: z.array(z.string()),
  licensedState: z.array(z.string()),
  specialty: z.array(z.string()),
  specialtyOther: z.array(z.string()),
});
export type ProviderView = z.infer<typeof providerViewSchema>;

export const profileViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  createdOn: z.string(),
  /** The chosen avatar: an avatar choice, or the file id of the uploaded picture. */
  profilePic: z.string().nullable(),
  /** The uploaded profile picture (logos folder), whether or not it is the chosen avatar. */
  picture: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  gender: z.number().nullable(),
  genderOther: z.string().nullable(),
  faith: z.string().nullable(),
  faithOther: z.string().nullable(),
  sexualOrientation: z.string().nullable(),
  race: z.string().nullable(),
  pronouns: z.string().nullable(),
  language: z.array(z.string()),
  languageOther: z.array(z.string()),
  dateOfBirth: z.object({ month: z.number(), day: z.number(), year: z.number() }).nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  isPatient: z.boolean(),
  healcoAdmin: z.boolean(),
  /** Whether the viewer owns this profile's organization or is an admin (Billing and Settings tabs). */
  isOwner: z.boolean(),
  organization: organizationViewSchema.nullable(),
  /** Owners and admins only; the payment customer id for admins only. */
  billing: z.object({ healcoPlan: z.string(), paymentCustomerId: z.string().nullable() }).nullable(),
  provider: providerViewSchema.nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
