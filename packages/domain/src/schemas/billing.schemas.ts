/** Membership checkout calls. */
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

/**
 * GET card-payment subscription-info: the next payment date of one of a patient's own subscriptions (by id), or
 * of an organization's membership (the caller's own organization unless an admin names another).
 */
export const subscriptionInfoQuerySchema = z.object({
  subscriptionId: z.string().trim().min(1).max(255).optional(),
  organizationId: z.string().trim().min(1).max(64).optional(),
});

/** GET card-payment membership: the organization's billing state (the caller's own when left out). */
export const membershipQuerySchema = z.object({
  organizationId: z.string().trim().min(1).max(64).optional(),
});

/** POST card-payment customer-portal/{organizationId}. */
export const organizationPathSchema = z.object({ organizationId: organizationIdSchema });

export const membershipStatusSchema = z.enum(['none', 'active', 'past_due', 'canceled', 'incomplete']);

/** An organization's membership as the billing tab and the dashboard tile show it. */
export const membershipBillingSchema = z.object({
  purpose: z.literal('membership'),
  organizationId: z.string(),
  plan: z.string(),
  /** 'none' until a membership checkout is paid. */
  status: membershipStatusSchema,
  isPaid: z.boolean(),
  /** Free, Legacy or the membership's name. */
  planLabel: z.string(),
  /** The billing tab's active card rather than the checkout card. */
  showsActiveCard: z.boolean(),
  /** ISO time the period paid for ends (the next payment, unless set to cancel). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasPaymentCustomer: z.boolean(),
});
export type MembershipBilling = z.infer<typeof membershipBillingSchema>;
