/**
 * The domain schemas the auth forms are checked with, gathered in one module that the pages load on a form's
 * first use (zodResolver with a loader): zod stays out of the entry pages' first download.
 */
export {
  forgotPasswordSchema,
  loginSchema,
  passwordWithConfirmSchema,
  patientSignupBodySchema,
  providerSignupBodySchema,
} from '@carespace/domain';
