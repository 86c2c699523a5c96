/**
 * Reference enumerations. Codes are the contract; labels are Carespace's wording where the
 * contract gives only the code (see docs/decisions.md). Each enumeration has a zod schema accepting its codes
 * and a type of its codes.
 */
import { z } from 'zod';
import {
  ACCOUNT_STATUS,
  DOWN_PAYMENT_TYPE,
  FILE_BUCKET,
  type GENDER,
  GENDER_CODES,
  HOME_SIGNUP_REASON,
  HOME_USER_TYPE,
  INTRODUCTION_REJECTION_REASON,
  LEASE_STATUS,
  LICENSE_STATUS,
  MATCH_DISLIKE_REASON,
  NOTIFICATION_CATEGORY,
  NOTIFICATION_METHOD,
  NOTIFICATION_TYPE,
  PLAN,
  PROPERTY_STATUS,
  PROVIDER_ROLE,
  QUESTION_TYPE,
  RATE_PERIOD,
  RATING,
  SIGNUP_REASON,
  USER_ROLE,
} from './codes.ts';
import { HOME_TREATMENT_CATEGORIES, TREATMENT_CATEGORY } from './treatment-categories.ts';
import { USER_TYPE } from './user-types.ts';

export {
  ACCOUNT_STATUS,
  DOWN_PAYMENT_TYPE,
  FILE_BUCKET,
  GENDER,
  GENDER_CODES,
  GENDER_OTHER,
  HOME_SIGNUP_REASON,
  HOME_USER_TYPE,
  INTRODUCTION_REJECTION_REASON,
  LEASE_STATUS,
  LICENSE_STATUS,
  MATCH_DISLIKE_REASON,
  NOTIFICATION_CATEGORY,
  NOTIFICATION_METHOD,
  NOTIFICATION_TYPE,
  OTHER_CODE,
  PLAN,
  PROPERTY_STATUS,
  PROVIDER_ROLE,
  QUESTION_TYPE,
  RATE_PERIOD,
  RATING,
  SIGNUP_REASON,
  USER_ROLE,
} from './codes.ts';

export {
  HOME_TREATMENT_CATEGORIES,
  type HomeTreatmentCategory,
  TREATMENT_CATEGORY,
  TREATMENT_CATEGORY_CODES,
  type TreatmentCategory,
  treatmentCategoryFromSlug,
  treatmentCategorySlug,
} from './treatment-categories.ts';

type CodeTable = Readonly<Record<string, string>>;

/**
 * A zod enum of the codes (keys) of a code → label table. Marked free of side effects, like the literal schemas
 * below: a web page that needs only a table (a label, a list of codes) then leaves zod out of its download.
 */
/* @__NO_SIDE_EFFECTS__ */
function codesOf<T extends CodeTable>(table: T) {
  return z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]);
}

export const accountStatusSchema = codesOf(ACCOUNT_STATUS);
export type AccountStatus = keyof typeof ACCOUNT_STATUS;

export const propertyStatusSchema = codesOf(PROPERTY_STATUS);
export type PropertyStatus = keyof typeof PROPERTY_STATUS;

export const leaseStatusSchema = codesOf(LEASE_STATUS);
export type LeaseStatus = keyof typeof LEASE_STATUS;

export const planSchema = codesOf(PLAN);
export type Plan = keyof typeof PLAN;

export const providerRoleSchema = codesOf(PROVIDER_ROLE);
export type ProviderRole = keyof typeof PROVIDER_ROLE;

export const userRoleSchema = codesOf(USER_ROLE);
export type UserRole = keyof typeof USER_ROLE;

export const signupReasonSchema = codesOf(SIGNUP_REASON);
export type SignupReason = keyof typeof SIGNUP_REASON;

export const notificationMethodSchema = codesOf(NOTIFICATION_METHOD);
export type NotificationMethod = keyof typeof NOTIFICATION_METHOD;

export const notificationCategorySchema = codesOf(NOTIFICATION_CATEGORY);
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORY;

export const notificationTypeSchema = codesOf(NOTIFICATION_TYPE);
export type NotificationType = keyof typeof NOTIFICATION_TYPE;

export const ratePeriodSchema = codesOf(RATE_PERIOD);
export type RatePeriod = keyof typeof RATE_PERIOD;

export const introductionRejectionReasonSchema = codesOf(INTRODUCTION_REJECTION_REASON);
export type IntroductionRejectionReason = keyof typeof INTRODUCTION_REJECTION_REASON;

export const matchDislikeReasonSchema = codesOf(MATCH_DISLIKE_REASON);
export type MatchDislikeReason = keyof typeof MATCH_DISLIKE_REASON;

export const downPaymentTypeSchema = codesOf(DOWN_PAYMENT_TYPE);
export type DownPaymentType = keyof typeof DOWN_PAYMENT_TYPE;

export const licenseStatusSchema = codesOf(LICENSE_STATUS);
export type LicenseStatus = keyof typeof LICENSE_STATUS;

export const questionTypeSchema = codesOf(QUESTION_TYPE);
export type QuestionType = keyof typeof QUESTION_TYPE;

export const fileBucketSchema = codesOf(FILE_BUCKET);
export type FileBucket = keyof typeof FILE_BUCKET;

export const treatmentCategorySchema = codesOf(TREATMENT_CATEGORY);

export type Gender = keyof typeof GENDER;
export const genderSchema = /* @__PURE__ */ z.literal(GENDER_CODES);

// In a module of its own, free of zod: the contact page lists it before its form is first used.
export { USER_TYPE, type UserType } from './user-types.ts';
export const userTypeSchema = codesOf(USER_TYPE);

export const ratingSchema = codesOf(RATING);
export type Rating = keyof typeof RATING;

// ---- Home chooser ('What can we help with?'): the values the cards pre-select. ----

export type HomeSignupReason = keyof typeof HOME_SIGNUP_REASON;
export const homeSignupReasonSchema = codesOf(HOME_SIGNUP_REASON);

export type HomeUserType = keyof typeof HOME_USER_TYPE;
export const homeUserTypeSchema = codesOf(HOME_USER_TYPE);

export const homeTreatmentCategorySchema = /* @__PURE__ */ z.enum(HOME_TREATMENT_CATEGORIES);
