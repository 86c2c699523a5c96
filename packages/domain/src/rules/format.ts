/** Display rules shared by server (emails, exports) and web. */
import { ONLINE_WINDOW_MS, RECENT_WINDOW_MS } from '../constants.ts';

type Instant = Date | string | number;

function toTime(value: Instant | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

// ---- Waits ----

/**
 * A wait as people say it, rounded up so it is never shorter than the real one: 1 second, 40 seconds, 1 minute,
 * 15 minutes. Used for "try again in …".
 */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// ---- Money ----

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * Dollar prefix, at most 2 decimals, trailing zeros dropped, thousands grouped: 12.5 → '$12.5', 1200 → '$1,200',
 * 12.345 → '$12.35'. Empty (null, undefined, '', not a number) → '-'. `unit: 'cents'` divides by 100 first.
 */
export function formatMoney(
  value: number | string | null | undefined,
  unit: 'dollars' | 'cents' = 'dollars',
): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '-';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '-';
  return dollars.format(unit === 'cents' ? amount / 100 : amount);
}

export function formatCents(cents: number | null | undefined): string {
  return formatMoney(cents, 'cents');
}

// ---- Phone ----

/** '2015550142' → '(201) 555-0142'; a leading US country code 1 is dropped; anything else is returned trimmed. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return value.trim();
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// ---- Online indicator by last login ----

export type OnlineStatus = 'never' | 'online' | 'recent' | 'offline';
export const ONLINE_STATUS_LABELS: Record<OnlineStatus, string> = {
  never: 'Never',
  online: 'Online',
  recent: 'Within 24 hours',
  offline: 'Offline',
};

/** never logged in; online within 2 minutes; recent within 24 hours; offline otherwise. */
export function onlineStatus(lastLogin: Instant | null | undefined, now: Date = new Date()): OnlineStatus {
  const time = toTime(lastLogin);
  if (time === null) return 'never';
  const elapsed = now.getTime() - time;
  if (elapsed <= ONLINE_WINDOW_MS) return 'online';
  if (elapsed <= RECENT_WINDOW_MS) return 'recent';
  return 'offline';
}

// ---- Patient-facing prescription subscription status ----

export const SUBSCRIPTION_STATUS = {
  active: 'Active',
  completed: 'Completed',
  rejected: 'Rejected',
  /** Carespace: the reviewer asked for an in-person visit instead of deciding online (refunded). */
  referred: 'Referred',
  incomplete: 'Incomplete',
  waitingApproval: 'Waiting approval',
} as const;
export type SubscriptionStatusLabel = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

export interface SubscriptionFlags {
  isActive: boolean;
  hasPaid: boolean;
  acceptedOn?: Instant | null;
  rejectedOn?: Instant | null;
  referredOn?: Instant | null;
}

/** Active; Completed (accepted, no longer active); Rejected; Incomplete (not paid); otherwise Waiting approval. */
export function subscriptionStatus(subscription: SubscriptionFlags): SubscriptionStatusLabel {
  if (subscription.isActive) return SUBSCRIPTION_STATUS.active;
  if (toTime(subscription.acceptedOn) !== null) return SUBSCRIPTION_STATUS.completed;
  if (toTime(subscription.rejectedOn) !== null) return SUBSCRIPTION_STATUS.rejected;
  if (toTime(subscription.referredOn) !== null) return SUBSCRIPTION_STATUS.referred;
  if (!subscription.hasPaid) return SUBSCRIPTION_STATUS.incomplete;
  return SUBSCRIPTION_STATUS.waitingApproval;
}

/**
 * Summary groups: active; waiting approval (not active, paid, not accepted — and not rejected, which
 * goes without saying); incomplete (not paid, not rejected).
 */
export function groupSubscriptions<T extends SubscriptionFlags>(
  subscriptions: readonly T[],
): { active: T[]; waitingApproval: T[]; incomplete: T[] } {
  const groups = { active: [] as T[], waitingApproval: [] as T[], incomplete: [] as T[] };
  for (const subscription of subscriptions) {
    const status = subscriptionStatus(subscription);
    if (status === SUBSCRIPTION_STATUS.active) groups.active.push(subscription);
    else if (status === SUBSCRIPTION_STATUS.waitingApproval) groups.waitingApproval.push(subscription);
    else if (status === SUBSCRIPTION_STATUS.incomplete) groups.incomplete.push(subscription);
  }
  return groups;
}

/** A new subscription of a category can start once its newest entry is completed or rejected (or none exists). */
export function canStartNewSubscription(newestFirst: readonly SubscriptionFlags[]): boolean {
  const newest = newestFirst[0];
  if (!newest) return true;
  const status = subscriptionStatus(newest);
  return (
    status === SUBSCRIPTION_STATUS.completed ||
    status === SUBSCRIPTION_STATUS.rejected ||
    status === SUBSCRIPTION_STATUS.referred
  );
}

// ---- Property status display ----

export const PROPERTY_STATUS_DISPLAY = { listed: 'Completed', drafted: 'Draft', hidden: 'Hidden' } as const;
export type PropertyStatusDisplay = (typeof PROPERTY_STATUS_DISPLAY)[keyof typeof PROPERTY_STATUS_DISPLAY];

/** listed (LIST) = Completed, drafted (DRFT) = Draft, anything else = Hidden. Accepts the code or the word. */
export function propertyStatusDisplay(status: string | null | undefined): PropertyStatusDisplay {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'list' || value === 'listed') return PROPERTY_STATUS_DISPLAY.listed;
  if (value === 'drft' || value === 'drafted') return PROPERTY_STATUS_DISPLAY.drafted;
  return PROPERTY_STATUS_DISPLAY.hidden;
}
