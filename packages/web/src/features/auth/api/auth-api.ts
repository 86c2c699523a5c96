import type { LoginBody, PatientSignupBody, ProviderSignupBody } from '@carespace/domain';
import { apiPost } from '../../../lib/api-call.ts';
import { useAuthCall } from './auth-call.ts';
import type { Identity } from './identity.ts';

/**
 * The calls of the auth pages; request and answer shapes mirror packages/server auth.routes.ts. Plain
 * calls (auth-call.ts), no TanStack Query: the entry pages' download budget.
 */

export interface MessageResult {
  message: string;
}

export type LoginResult =
  | { twoFactorRequired: false; identity: Identity }
  | { twoFactorRequired: true; userId: string; phoneNumber: string };

export type { LoginBody, PatientSignupBody, ProviderSignupBody };

/** The user who passed the password step and now owes the texted code. */
export type TwoFactorChallenge = Extract<LoginResult, { twoFactorRequired: true }>;

export type VerifyEmailMode = 'verify' | 'update';

export const VERIFY_EMAIL_PATHS: Record<VerifyEmailMode, string> = {
  verify: '/auth/verify-email',
  update: '/auth/verify-update-email',
};

/** Silent: the log in page shows a paused sign-in itself, and every other failure as the usual toast. */
export function useLogin() {
  return useAuthCall<LoginResult, LoginBody>('/auth/login', { silent: true });
}

export function useSubmitTwoFactorCode() {
  return useAuthCall<LoginResult, { userId: string; code: string }>('/auth/two-factor');
}

export function useResendTwoFactorCode() {
  return useAuthCall<MessageResult, { userId: string }>('/auth/two-factor/verify');
}

export function usePatientSignup() {
  return useAuthCall<MessageResult, PatientSignupBody>('/auth/signup/patient');
}

export function useProviderSignup() {
  return useAuthCall<MessageResult, ProviderSignupBody>('/auth/signup/provider');
}

/**
 * Verification keys work once, so this is a plain call rather than a mutation hook: the page guards it to run
 * once per key. Silent: the page shows the failure itself.
 */
export function verifyEmail(mode: VerifyEmailMode, verificationKey: string) {
  return apiPost<MessageResult>(VERIFY_EMAIL_PATHS[mode], { verificationKey }, { silent: true });
}

export function useForgotPassword() {
  return useAuthCall<MessageResult, { email: string }>('/auth/forgot-password');
}

/** Silent: a bad or used link is shown on the page, with a way to ask for a new one. */
export function useResetPassword() {
  return useAuthCall<MessageResult, { verificationKey: string; password: string }>('/auth/reset-password', {
    silent: true,
  });
}

export function useAcceptInvitation() {
  return useAuthCall<
    MessageResult,
    { verificationKey: string; password: string; acceptTermsAndPrivacy: true }
  >('/auth/welcome', { silent: true });
}
