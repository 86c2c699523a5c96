/** Sign-up and organization invitations (with the home chooser's pre-selection). */
import { z } from 'zod';
import { homeSignupReasonSchema, homeTreatmentCategorySchema, homeUserTypeSchema } from '../enums.ts';
import { passwordSchema } from './auth.schemas.ts';
import { acceptanceSchema, emailSchema, nameSchema, phoneSchema, requiredText } from './common.schemas.ts';

const person = {
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
};

/** POST /api/auth/signup/patient: both agreement variants are required of patients. */
export const patientSignupBodySchema = z.object({
  ...person,
  acceptTelehealthAndHipaa: acceptanceSchema,
  acceptTermsAndPrivacy: acceptanceSchema,
  treatmentCategories: z.array(homeTreatmentCategorySchema).max(7).optional(),
});
export type PatientSignupBody = z.infer<typeof patientSignupBodySchema>;

/** POST /api/auth/signup/provider: a provider also names the practice (organization) they will own. */
export const providerSignupBodySchema = z.object({
  ...person,
  organizationName: requiredText(120),
  acceptTermsAndPrivacy: acceptanceSchema,
  signupReason: homeSignupReasonSchema.optional(),
  userType: homeUserTypeSchema.optional(),
});
export type ProviderSignupBody = z.infer<typeof providerSignupBodySchema>;

/** POST /api/organization/invite: an owner invites a colleague into the organization. */
export const organizationInviteBodySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
});

/** POST /api/auth/welcome: the invited user sets a password (the key comes from the emailed link). */
export const welcomeBodySchema = z.object({
  verificationKey: z.string().min(1).max(512),
  password: passwordSchema,
  acceptTermsAndPrivacy: acceptanceSchema,
});
