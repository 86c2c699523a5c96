/** Membership checkout calls (spec 02 §4, §7). */
import { z } from 'zod';
import { MEMBERSHIP } from '../messages.ts';
import { idSchema } from './common.schemas.ts';

const organizationIdSchema = z
  .string({ error: MEMBERSHIP.missingOrganizationId })
  .trim()
  .min(1, { error: MEMBERSHIP.missingOrganizationId })
  .max(64);

/** POST card-payment membership: starts checkout; without an organization id: 'Missing Organization Id'. */
export const membershipCheckoutBodySchema = z.object({
  userId: idSchema.optional(),
  organizationId: organizationIdSchema,
});

/** POST card-payment checkout-session: confirms a finished checkout. */
export const checkoutSessionBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(255),
  organizationId: organizationIdSchema,
});
