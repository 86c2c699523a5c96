import type { HomeSignupReason, SignupReason } from '@carespace/domain';

/** Local storage key of the reason chosen at sign-up. */
export const SIGNUP_REASON_KEY = 'signupReason';

/** The reasons that have welcome steps: the provider's three and the patient's. */
export type WelcomeReason = 'FIND' | 'LIST' | 'ACQR' | 'PATIENT';
const REASONS: readonly WelcomeReason[] = ['FIND', 'LIST', 'ACQR', 'PATIENT'];

/*
 * The home chooser's values as codes (the domain's HOME_SIGNUP_REASON). Written out, not imported: the domain's
 * enum module brings zod with it, and the sign-up pages must stay within their download budget.
 */
const CODE_OF: Record<HomeSignupReason, SignupReason> = {
  find: 'FIND',
  list: 'LIST',
  acquireNewPatientsClients: 'ACQR',
};

// Local storage may be refused (private modes, sandboxed frames): the welcome is a courtesy, never an error.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Kept at sign-up so the first signed-in visit opens with steps for what the person came to do. */
export function rememberSignupReason(reason: HomeSignupReason | 'PATIENT' | undefined): void {
  if (!reason) return;
  const code = reason === 'PATIENT' ? reason : CODE_OF[reason];
  try {
    storage()?.setItem(SIGNUP_REASON_KEY, code);
  } catch {
    // A full or refused store only costs the welcome.
  }
}

export function readSignupReason(): WelcomeReason | null {
  const stored = storage()?.getItem(SIGNUP_REASON_KEY);
  return REASONS.find((reason) => reason === stored) ?? null;
}

/** Once seen, the welcome does not come back. */
export function forgetSignupReason(): void {
  storage()?.removeItem(SIGNUP_REASON_KEY);
}
