import { describe, expect, it } from 'vitest';
import {
  isPaidMember,
  memberPlanLabel,
  type OrganizationBillingState,
  showsActiveCard,
} from './membership.ts';

const now = new Date('2026-11-26T12:00:00Z');
const periodEnd = new Date('2026-12-26T12:00:00Z');
const ended = new Date('2026-11-20T12:00:00Z');
const free: OrganizationBillingState = {
  plan: 'NONE',
  subscriptionStatus: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

describe('isPaidMember', () => {
  it('NONE and STRD without a subscription are free', () => {
    expect(isPaidMember(free, now)).toBe(false);
    expect(isPaidMember({ ...free, plan: 'STRD' }, now)).toBe(false);
    expect(memberPlanLabel(free, now)).toBe('Free');
  });

  it('LGCY is paid with or without a subscription', () => {
    expect(isPaidMember({ ...free, plan: 'LGCY' }, now)).toBe(true);
    expect(
      isPaidMember({ ...free, plan: 'LGCY', subscriptionStatus: 'canceled', currentPeriodEnd: ended }, now),
    ).toBe(true);
    expect(memberPlanLabel({ ...free, plan: 'LGCY' }, now)).toBe('Legacy');
  });

  it('an active subscription is paid, on any plan code', () => {
    const active = { ...free, subscriptionStatus: 'active' as const, currentPeriodEnd: periodEnd };
    expect(isPaidMember(active, now)).toBe(true);
    expect(isPaidMember({ ...active, plan: 'STRD' }, now)).toBe(true);
    expect(memberPlanLabel(active, now)).toBe('Carespace Membership');
  });

  it('an active subscription whose renewal has not been reported yet stays paid', () => {
    expect(isPaidMember({ ...free, subscriptionStatus: 'active', currentPeriodEnd: ended }, now)).toBe(true);
  });

  it('a past-due subscription stays paid while the provider retries the card', () => {
    expect(isPaidMember({ ...free, subscriptionStatus: 'past_due', currentPeriodEnd: periodEnd }, now)).toBe(
      true,
    );
  });

  it('an incomplete checkout is not a membership', () => {
    expect(
      isPaidMember({ ...free, subscriptionStatus: 'incomplete', currentPeriodEnd: periodEnd }, now),
    ).toBe(false);
  });

  it('set to cancel at the period end: paid until then, free after', () => {
    const canceling = {
      ...free,
      subscriptionStatus: 'active' as const,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    };
    expect(isPaidMember(canceling, now)).toBe(true);
    expect(isPaidMember(canceling, periodEnd)).toBe(false);
    expect(isPaidMember(canceling, new Date(periodEnd.getTime() + 1))).toBe(false);
  });

  it('canceled: paid until the period end, then free', () => {
    const canceled = {
      ...free,
      subscriptionStatus: 'canceled' as const,
      currentPeriodEnd: periodEnd.toISOString(),
    };
    expect(isPaidMember(canceled, now)).toBe(true);
    expect(isPaidMember(canceled, new Date(periodEnd.getTime() + 1000))).toBe(false);
    expect(memberPlanLabel(canceled, new Date(periodEnd.getTime() + 1000))).toBe('Free');
  });

  it('canceled with no known period end is free', () => {
    expect(isPaidMember({ ...free, subscriptionStatus: 'canceled' }, now)).toBe(false);
  });
});

describe('showsActiveCard', () => {
  it('standard, legacy, canceled or any subscription shows the active card; otherwise the checkout card', () => {
    expect(showsActiveCard(free)).toBe(false);
    expect(showsActiveCard({ ...free, plan: 'LGCY' })).toBe(true);
    expect(showsActiveCard({ ...free, plan: 'STRD' })).toBe(true);
    expect(showsActiveCard({ ...free, subscriptionStatus: 'canceled' })).toBe(true);
    expect(showsActiveCard({ ...free, subscriptionStatus: 'active' })).toBe(true);
  });
});
