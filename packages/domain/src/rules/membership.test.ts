import { describe, expect, it } from 'vitest';
import {
  canAnswerApplications,
  hasPaidMembership,
  isFreePlan,
  membershipPlanLabel,
  showsActiveMembershipCard,
} from './membership.ts';

const now = new Date('2021-05-10T12:00:00Z');
const later = new Date('2021-06-10T12:00:00Z');
const earlier = new Date('2021-05-01T12:00:00Z');

describe('membership', () => {
  it('NONE and STRD are free', () => {
    expect(isFreePlan('NONE')).toBe(true);
    expect(isFreePlan('STRD')).toBe(true);
    expect(isFreePlan('LGCY')).toBe(false);
    expect(hasPaidMembership({ plan: 'STRD' }, now)).toBe(false);
    expect(membershipPlanLabel({ plan: 'NONE' }, now)).toBe('Free');
    expect(membershipPlanLabel({ plan: 'STRD' }, now)).toBe('Free');
  });

  it('LGCY and an active subscription are paid', () => {
    expect(hasPaidMembership({ plan: 'LGCY' }, now)).toBe(true);
    expect(membershipPlanLabel({ plan: 'LGCY' }, now)).toBe('Legacy');
    const subscribed = { plan: 'NONE' as const, subscription: { active: true, periodEnd: later } };
    expect(hasPaidMembership(subscribed, now)).toBe(true);
    expect(canAnswerApplications(subscribed, now)).toBe(true);
    expect(membershipPlanLabel(subscribed, now)).toBe('Membership');
    expect(hasPaidMembership({ plan: 'NONE', subscription: { active: false } }, now)).toBe(false);
  });

  it('a canceled subscription stays paid until its period ends', () => {
    const canceled = (periodEnd: Date) => ({
      plan: 'NONE' as const,
      subscription: { active: false, canceled: true, periodEnd },
    });
    expect(hasPaidMembership(canceled(later), now)).toBe(true);
    expect(hasPaidMembership(canceled(earlier), now)).toBe(false);
    expect(hasPaidMembership({ plan: 'NONE', subscription: { active: true, periodEnd: earlier } }, now)).toBe(
      false,
    );
  });

  it('billing tab card', () => {
    expect(showsActiveMembershipCard({ plan: 'STRD' })).toBe(true);
    expect(showsActiveMembershipCard({ plan: 'NONE', subscription: { active: false, canceled: true } })).toBe(
      true,
    );
    expect(showsActiveMembershipCard({ plan: 'NONE' })).toBe(false);
    expect(showsActiveMembershipCard({ plan: 'NONE', subscription: null })).toBe(false);
  });
});
