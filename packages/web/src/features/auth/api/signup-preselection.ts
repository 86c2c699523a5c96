import {
  type HomeSignupReason,
  type HomeTreatmentCategory,
  type HomeUserType,
  homeSignupReasonSchema,
  homeTreatmentCategorySchema,
  homeUserTypeSchema,
} from '@carespace/domain';

/**
 * What the home chooser ('What can we help with?', spec 01 §2) hands to the sign-up pages as router location
 * state: one of a sign-up reason, a user type, or treatment categories.
 */
export interface SignupPreselection {
  signupReason?: HomeSignupReason;
  userType?: HomeUserType;
  treatmentCategories?: HomeTreatmentCategory[];
}

/** Reads the chooser's state; anything unknown (an old bookmark, a hand-made history entry) is left out. */
export function readSignupPreselection(state: unknown): SignupPreselection {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  const result: SignupPreselection = {};
  const reason = homeSignupReasonSchema.safeParse(raw.signupReason);
  if (reason.success) result.signupReason = reason.data;
  const userType = homeUserTypeSchema.safeParse(raw.userType);
  if (userType.success) result.userType = userType.data;
  if (Array.isArray(raw.treatmentCategories)) {
    const categories = raw.treatmentCategories.flatMap((value) => {
      const parsed = homeTreatmentCategorySchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    if (categories.length > 0) result.treatmentCategories = [...new Set(categories)];
  }
  return result;
}

export const SIGNUP_REASON_LABELS: Record<HomeSignupReason, string> = {
  find: 'Find medical office space',
  list: 'List my medical office space',
  acquireNewPatientsClients: 'Acquire new patients and clients',
};

export const USER_TYPE_LABELS: Record<HomeUserType, string> = {
  independentProvider: 'Independent provider',
  broker: 'Medical real-estate broker',
  employer: 'Employer',
};
