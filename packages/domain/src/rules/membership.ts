/**
 * Membership rules (00-resolutions): NONE and STRD are free and shown as Free; LGCY and an active paid
 * subscription are memberships that may answer applications; a canceled subscription stays paid until its
 * period ends, then counts as free.
 */
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

/** Only a paid member of the owning organization may approve or reject applications (spec 02 §4, §6). */
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
