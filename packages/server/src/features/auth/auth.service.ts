/**
 * Signing up and in, verifying an email, resetting a password and joining a practice by invitation, each in a
 * file of its own; the routes and other features take them from here.
 */
export { issueKey } from './auth-keys.ts';
export { verifyEmail, verifyUpdatedEmail } from './email-verification.service.ts';
export { acceptInvitation, inviteToOrganization } from './invitation.service.ts';
export { requestPasswordReset, resetPassword } from './password-reset.service.ts';
export {
  completeLogin,
  identityFor,
  type LoginOutcome,
  logIn,
  resendLoginCode,
  securityCheck,
  submitLoginCode,
} from './sign-in.service.ts';
export { signUpPatient, signUpProvider } from './sign-up.service.ts';
