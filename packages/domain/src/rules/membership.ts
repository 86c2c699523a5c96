/**
 * Membership rules: NONE and STRD are free and shown as Free; LGCY and an active paid
 * subscription are memberships that may answer applications; a canceled subscription stays paid until its
 * period ends, then counts as free.
 */

import { MEMBERSHIP_PLAN_NAME } from '../constants.ts';
import type { Plan } from '../enums.ts';
import { MEMBERSHIP } from '../messages.ts';

export interface MembershipState {
  plan: Plan;
  subscription?: {
    /** The payment provider reports the subscription as active (or trialing / past due). */
    active: boolean;
    /** Canceled by the member; still paid until periodEnd. */
    canceled?: boolean;
    periodEnd?: Date | string | number | null;
  } | null;
}

export function isFreePlan(plan: Plan): boolean {
  return plan === 'NONE' || plan === 'STRD';
}

export function hasPaidMembership(state: MembershipState, now: Date = new Date()): boolean {
  if (state.plan === 'LGCY') return true;
  const subscription = state.subscription;
  if (!subscription) return false;
  const periodEnd =
    subscription.periodEnd === null || subscription.periodEnd === undefined
      ? null
      : new Date(subscription.periodEnd).getTime();
  if (periodEnd !== null && !Number.isNaN(periodEnd) && periodEnd <= now.getTime()) return false;
  if (subscription.canceled) return periodEnd !== null && !Number.isNaN(periodEnd);
  return subscription.active;
}

/** Only a paid member of the owning organization may approve or reject applications. */
export const canAnswerApplications = hasPaidMembership;

/** The dashboard tile: Free, or the plan's name. */
export function membershipPlanLabel(state: MembershipState, now: Date = new Date()): string {
  if (!hasPaidMembership(state, now)) return MEMBERSHIP.free;
  return state.plan === 'LGCY' ? 'Legacy' : 'Membership';
}

/** The billing tab shows the active card for a standard, canceled or subscribed account, else the checkout card. */
export function showsActiveMembershipCard(state: MembershipState): boolean {
  return state.plan === 'STRD' || Boolean(state.subscription);
}

/** A provider's subscription state as an organization's billing row records it (webhooks keep it in step). */
export type MembershipSubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface OrganizationBillingState {
  plan: Plan;
  /** Null when the organization never finished a membership checkout. */
  subscriptionStatus: MembershipSubscriptionStatus | null;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Whether an organization is a paying member now: NONE and STRD are free; LGCY is paid; an
 * active subscription is paid (past due too: the provider is still retrying the card, and cancels it when the
 * retries fail); one set to cancel, or canceled, stays paid until the end of the period already paid for.
 * The introductions feature asks this before a host may answer an application.
 */
export function isPaidMember(billing: OrganizationBillingState, now: Date = new Date()): boolean {
  if (billing.plan === 'LGCY') return true;
  const status = billing.subscriptionStatus;
  if (status === null || status === 'incomplete') return false;
  const end = billing.currentPeriodEnd === null ? Number.NaN : new Date(billing.currentPeriodEnd).getTime();
  const beforeEnd = !Number.isNaN(end) && now.getTime() < end;
  if (status === 'canceled' || billing.cancelAtPeriodEnd) return beforeEnd;
  return true;
}

/** The dashboard tile and the billing card: Free, Legacy, or the membership's name. */
export function memberPlanLabel(billing: OrganizationBillingState, now: Date = new Date()): string {
  if (!isPaidMember(billing, now)) return MEMBERSHIP.free;
  return billing.plan === 'LGCY' ? 'Legacy' : MEMBERSHIP_PLAN_NAME;
}

/**
 * The billing tab shows the active card for a standard or canceled plan, or when any subscription
 * exists; otherwise the checkout card. A legacy member sees the active card too: offering to buy what they
 * already have would mislead them.
 */
export function showsActiveCard(billing: OrganizationBillingState): boolean {
  return billing.plan === 'STRD' || billing.plan === 'LGCY' || billing.subscriptionStatus !== null;
}
