import {
  HOME_SIGNUP_REASON,
  HOME_TREATMENT_CATEGORIES,
  HOME_USER_TYPE,
  type HomeSignupReason,
  type HomeTreatmentCategory,
  type HomeUserType,
  TREATMENT_CATEGORY,
  treatmentCategoryFromSlug,
} from '@carespace/domain';

/**
 * What the home chooser ('What can we help with?') hands to the sign-up pages as router location
 * state: one of a sign-up reason, a user type, or treatment categories.
 */
export interface SignupPreselection {
  signupReason?: HomeSignupReason;
  userType?: HomeUserType;
  treatmentCategories?: HomeTreatmentCategory[];
}

/**
 * One of the keys of a domain code table (what the domain's codesOf schemas accept). The sign-up page loads this
 * module only when there is a choice to read: the code tables share their module (and so their chunk) with zod
 * schemas, which are not part of the page's first download.
 */
const isKeyOf = <T extends object>(table: T, value: unknown): value is keyof T =>
  typeof value === 'string' && Object.hasOwn(table, value);

/** Reads the chooser's state; anything unknown (an old bookmark, a hand-made history entry) is left out. */
export function readSignupPreselection(state: unknown): SignupPreselection {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  const result: SignupPreselection = {};
  if (isKeyOf(HOME_SIGNUP_REASON, raw.signupReason)) result.signupReason = raw.signupReason;
  if (isKeyOf(HOME_USER_TYPE, raw.userType)) result.userType = raw.userType;
  if (Array.isArray(raw.treatmentCategories)) {
    const categories = raw.treatmentCategories.filter((value): value is HomeTreatmentCategory =>
      (HOME_TREATMENT_CATEGORIES as readonly unknown[]).includes(value),
    );
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

/** What the visitor picked on the home page, in words, so they can see it carried over. */
export function preselectionLabels(preselection: SignupPreselection): string[] {
  return [
    ...(preselection.treatmentCategories ?? []).map((slug) => {
      const code = treatmentCategoryFromSlug(slug);
      return code ? TREATMENT_CATEGORY[code] : slug;
    }),
    ...(preselection.signupReason ? [SIGNUP_REASON_LABELS[preselection.signupReason]] : []),
    ...(preselection.userType ? [USER_TYPE_LABELS[preselection.userType]] : []),
  ];
}
