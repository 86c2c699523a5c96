import { describe, expect, it } from 'vitest';
import {
  canStartNewSubscription,
  formatCents,
  formatMoney,
  formatPhone,
  groupSubscriptions,
  ONLINE_STATUS_LABELS,
  onlineStatus,
  propertyStatusDisplay,
  subscriptionStatus,
  waitPhrase,
} from './format.ts';

describe('waitPhrase', () => {
  it('rounds up to whole seconds under a minute and to whole minutes above', () => {
    expect(waitPhrase(0)).toBe('1 second');
    expect(waitPhrase(1)).toBe('1 second');
    expect(waitPhrase(1000)).toBe('1 second');
    expect(waitPhrase(1001)).toBe('2 seconds');
    expect(waitPhrase(59_000)).toBe('59 seconds');
    expect(waitPhrase(60_000)).toBe('1 minute');
    expect(waitPhrase(60_001)).toBe('2 minutes');
    expect(waitPhrase(15 * 60_000)).toBe('15 minutes');
  });
});

describe('formatMoney', () => {
  it('shows at most 2 decimals with a dollar prefix', () => {
    expect(formatMoney(12.5)).toBe('$12.5');
    expect(formatMoney(12)).toBe('$12');
    expect(formatMoney(12.345)).toBe('$12.35');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1200)).toBe('$1,200');
    expect(formatMoney('60')).toBe('$60');
    expect(formatMoney(-5)).toBe('-$5');
  });

  it('shows a dash when empty', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });

  it('converts cents', () => {
    expect(formatCents(6000)).toBe('$60');
    expect(formatCents(1250)).toBe('$12.5');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatMoney(1999, 'cents')).toBe('$19.99');
    expect(formatCents(null)).toBe('-');
  });
});

describe('formatPhone', () => {
  it('displays (xxx) xxx-xxxx', () => {
    expect(formatPhone('2015550142')).toBe('(201) 555-0142');
    expect(formatPhone('201-555-0142')).toBe('(201) 555-0142');
    expect(formatPhone('+1 201 555 0142')).toBe('(201) 555-0142');
  });

  it('leaves anything else alone', () => {
    expect(formatPhone('55501')).toBe('55501');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('onlineStatus', () => {
  const now = new Date('2021-05-05T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('judges by last login', () => {
    expect(onlineStatus(null, now)).toBe('never');
    expect(onlineStatus(undefined, now)).toBe('never');
    expect(onlineStatus(ago(0), now)).toBe('online');
    expect(onlineStatus(ago(2 * 60_000), now)).toBe('online');
    expect(onlineStatus(ago(2 * 60_000 + 1), now)).toBe('recent');
    expect(onlineStatus(ago(24 * 3_600_000), now)).toBe('recent');
    expect(onlineStatus(ago(24 * 3_600_000 + 1), now)).toBe('offline');
    expect(onlineStatus(ago(60_000).toISOString(), now)).toBe('online');
  });

  it('has labels', () => {
    expect(ONLINE_STATUS_LABELS).toEqual({
      never: 'Never',
      online: 'Online',
      recent: 'Within 24 hours',
      offline: 'Offline',
    });
  });
});

describe('subscription status', () => {
  const base = { isActive: false, hasPaid: true, acceptedOn: null, rejectedOn: null };

  it('derives the patient-facing label', () => {
    expect(subscriptionStatus({ ...base, isActive: true, acceptedOn: '2021-05-01' })).toBe('Active');
    expect(subscriptionStatus({ ...base, acceptedOn: '2021-05-01' })).toBe('Completed');
    expect(subscriptionStatus({ ...base, rejectedOn: '2021-05-01' })).toBe('Rejected');
    expect(subscriptionStatus({ ...base, hasPaid: false })).toBe('Incomplete');
    expect(subscriptionStatus(base)).toBe('Waiting approval');
  });

  it('groups the summary', () => {
    const active = { ...base, isActive: true };
    const waiting = { ...base };
    const incomplete = { ...base, hasPaid: false };
    const rejected = { ...base, rejectedOn: new Date() };
    expect(groupSubscriptions([active, waiting, incomplete, rejected])).toEqual({
      active: [active],
      waitingApproval: [waiting],
      incomplete: [incomplete],
    });
  });

  it('allows a new subscription once the newest is completed or rejected', () => {
    expect(canStartNewSubscription([])).toBe(true);
    expect(canStartNewSubscription([{ ...base, acceptedOn: '2021-05-01' }])).toBe(true);
    expect(canStartNewSubscription([{ ...base, rejectedOn: '2021-05-01' }])).toBe(true);
    expect(canStartNewSubscription([{ ...base, isActive: true }])).toBe(false);
    expect(canStartNewSubscription([base])).toBe(false);
    expect(canStartNewSubscription([{ ...base, hasPaid: false }])).toBe(false);
  });
});

describe('propertyStatusDisplay', () => {
  it('listed = Completed, drafted = Draft, else Hidden', () => {
    expect(propertyStatusDisplay('LIST')).toBe('Completed');
    expect(propertyStatusDisplay('listed')).toBe('Completed');
    expect(propertyStatusDisplay('DRFT')).toBe('Draft');
    expect(propertyStatusDisplay('drafted')).toBe('Draft');
    expect(propertyStatusDisplay('UNLT')).toBe('Hidden');
    expect(propertyStatusDisplay('DLTD')).toBe('Hidden');
    expect(propertyStatusDisplay(null)).toBe('Hidden');
  });
});
