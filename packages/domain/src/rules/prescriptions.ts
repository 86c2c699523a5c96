/**
 * The patient's subscription summary counts and the finer stage the patient portal shows. The status
 * rule (Active, Completed, Rejected, Incomplete, Waiting approval, first match wins) is `subscriptionStatus`.
 */
import type { SubscriptionStage } from '../schemas/prescriptions.schemas.ts';
import { groupSubscriptions, type SubscriptionFlags, subscriptionStatus } from './format.ts';

/**
 * The summary counts, by status so an entry is never in two groups (a rejected one is in none).
 * The status itself, its precedence and `canStartNewSubscription` live in rules/format.ts.
 */
export function subscriptionSummary(list: readonly SubscriptionFlags[]): SubscriptionSummary {
  const groups = groupSubscriptions(list);
  return {
    active: groups.active.length,
    waitingApproval: groups.waitingApproval.length,
    incomplete: groups.incomplete.length,
  };
}

export interface SubscriptionSummary {
  active: number;
  waitingApproval: number;
  incomplete: number;
}

export interface StageFacts extends SubscriptionFlags {
  /** A reviewing provider has opened the request. */
  inReview: boolean;
  /** The newest order has shipped. */
  shipped: boolean;
}

/** Carespace: the order's stage in the portal: paid → in review → approved → shipped (or rejected/completed). */
export function subscriptionStage(s: StageFacts): SubscriptionStage {
  switch (subscriptionStatus(s)) {
    case 'Completed':
      return 'completed';
    case 'Rejected':
      return 'rejected';
    case 'Referred':
      return 'referred';
    case 'Incomplete':
      return 'incomplete';
    case 'Active':
      return s.shipped ? 'shipped' : 'approved';
    default:
      return s.inReview ? 'in_review' : 'paid';
  }
}
