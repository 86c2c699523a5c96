/** Profile and practice (organization) editing (spec 02 §3, §5, §7). */
import { z } from 'zod';
import { BIO_MAX, DEFAULT_LANGUAGE, YEAR_MIN } from '../constants.ts';
import { genderSchema } from '../enums.ts';
import { VALIDATION } from '../messages.ts';
import {
  addressSchema,
  dateOfBirthSchema,
  idSchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalText,
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

/** The provider sub-object: npi, yearsPracticed (min 0), insurance, licensedState, specialty lists. */
export const providerProfileSchema = z.object({
  npi: z
    .string()
    .trim()
    .regex(/^(?:\d{10})?$/, { error: VALIDATION.npi })
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
  gender: genderSchema.nullish(),
  genderOther: optionalText(255),
  faith: optionalText(64),
  faithOther: optionalText(255),
  language: codeList.default([DEFAULT_LANGUAGE]),
  languageOther: z.array(z.string().trim().min(1).max(255)).max(5).optional(),
  race: optionalText(64),
  pronouns: optionalText(64),
  /** Its own field (00-resolutions), not bound to gender. */
  sexualOrientation: optionalText(64),
  provider: providerProfileSchema.nullish(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /api/organization (practice edit): the practice name is required. */
export const organizationUpdateSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(255),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  website: optionalText(255),
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
/** The spec calls the organization form "Practice". */
export const practiceUpdateSchema = organizationUpdateSchema;
