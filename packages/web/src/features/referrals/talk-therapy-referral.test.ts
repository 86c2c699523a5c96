import { describe, expect, it } from 'vitest';
import { TALK_THERAPY_REFERRAL_FORM, talkTherapyReferralUrl } from './talk-therapy-referral.ts';

describe('talkTherapyReferralUrl', () => {
  it('pre-fills the partner form with the provider’s name, email and phone', () => {
    const url = new URL(
      talkTherapyReferralUrl({
        firstName: 'Elena',
        lastName: 'Reyes',
        email: 'elena+host@example.test',
        phone: '2015550123',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(TALK_THERAPY_REFERRAL_FORM);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Elena Reyes',
      email: 'elena+host@example.test',
      phone: '2015550123',
    });
  });

  it('leaves the phone out when the provider has none', () => {
    const url = new URL(
      talkTherapyReferralUrl({ firstName: 'Sam', lastName: 'Lee', email: 's@x.test', phone: null }),
    );
    expect(url.searchParams.has('phone')).toBe(false);
  });
});
