import { describe, expect, it } from 'vitest';
import { canStartNewSubscription, type SubscriptionFlags, subscriptionStatus } from './format.ts';
import { subscriptionStage, subscriptionSummary } from './prescriptions.ts';

const on = '2026-11-01T12:00:00.000Z';
const entry = (
  isActive: boolean,
  hasPaid: boolean,
  accepted: boolean,
  rejected: boolean,
): SubscriptionFlags => ({
  isActive,
  hasPaid,
  acceptedOn: accepted ? on : null,
  rejectedOn: rejected ? on : null,
});

describe('subscriptionStatus', () => {
  // isActive, hasPaid, accepted, rejected → status: every one of the 16 combinations.
  const table: Array<[boolean, boolean, boolean, boolean, string]> = [
    [false, false, false, false, 'Incomplete'],
    [false, false, false, true, 'Rejected'],
    [false, false, true, false, 'Completed'],
    [false, false, true, true, 'Completed'],
    [false, true, false, false, 'Waiting approval'],
    [false, true, false, true, 'Rejected'],
    [false, true, true, false, 'Completed'],
    [false, true, true, true, 'Completed'],
    [true, false, false, false, 'Active'],
    [true, false, false, true, 'Active'],
    [true, false, true, false, 'Active'],
    [true, false, true, true, 'Active'],
    [true, true, false, false, 'Active'],
    [true, true, false, true, 'Active'],
    [true, true, true, false, 'Active'],
    [true, true, true, true, 'Active'],
  ];
  it.each(table)('isActive=%s hasPaid=%s accepted=%s rejected=%s → %s', (a, p, acc, rej, expected) => {
    expect(subscriptionStatus(entry(a, p, acc, rej))).toBe(expected);
  });
  it('covers all 16 combinations', () => {
    expect(new Set(table.map((row) => row.slice(0, 4).join())).size).toBe(16);
  });
  it('accepts Date values too', () => {
    expect(
      subscriptionStatus({ isActive: false, hasPaid: true, acceptedOn: new Date(), rejectedOn: null }),
    ).toBe('Completed');
  });
});

describe('subscriptionSummary', () => {
  it('counts active, waiting approval and incomplete; rejected and completed are in no group', () => {
    const list = [
      entry(true, true, true, false),
      entry(false, true, false, false),
      entry(false, true, false, false),
      entry(false, false, false, false),
      entry(false, true, false, true),
      entry(false, true, true, false),
    ];
    expect(subscriptionSummary(list)).toEqual({ active: 1, waitingApproval: 2, incomplete: 1 });
    expect(subscriptionSummary([])).toEqual({ active: 0, waitingApproval: 0, incomplete: 0 });
  });
});

describe('canStartNewSubscription', () => {
  it('allows a new one once the newest is completed or rejected', () => {
    expect(canStartNewSubscription([])).toBe(true);
    expect(canStartNewSubscription([entry(false, true, true, false), entry(false, true, false, true)])).toBe(
      true,
    );
    expect(canStartNewSubscription([entry(false, true, false, true)])).toBe(true);
  });
  it('an unpaid draft is resumed rather than started again', () => {
    expect(canStartNewSubscription([entry(false, false, false, false)])).toBe(false);
  });
  it('an active or waiting one blocks', () => {
    expect(canStartNewSubscription([entry(true, true, true, false)])).toBe(false);
    expect(canStartNewSubscription([entry(false, true, false, false)])).toBe(false);
  });
});

describe('subscriptionStage', () => {
  const facts = (flags: SubscriptionFlags, inReview = false, shipped = false) => ({
    ...flags,
    inReview,
    shipped,
  });
  it('follows the order from payment to shipment', () => {
    expect(subscriptionStage(facts(entry(false, false, false, false)))).toBe('incomplete');
    expect(subscriptionStage(facts(entry(false, true, false, false)))).toBe('paid');
    expect(subscriptionStage(facts(entry(false, true, false, false), true))).toBe('in_review');
    expect(subscriptionStage(facts(entry(true, true, true, false)))).toBe('approved');
    expect(subscriptionStage(facts(entry(true, true, true, false), true, true))).toBe('shipped');
    expect(subscriptionStage(facts(entry(false, true, false, true)))).toBe('rejected');
    expect(subscriptionStage(facts(entry(false, true, true, false)))).toBe('completed');
  });
});
