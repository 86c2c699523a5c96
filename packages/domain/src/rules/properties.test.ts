import { describe, expect, it } from 'vitest';
import { applicationCardState, propertyBadge, specialtyTags } from './properties.ts';

const DAY = 86_400_000;
const now = new Date('2021-05-10T12:00:00Z');

describe('propertyBadge', () => {
  it('New until viewed; Not Viewed after more than 4 days matched', () => {
    expect(propertyBadge({ viewedOn: null, matchedOn: null }, now)).toBe('New');
    expect(propertyBadge({ matchedOn: new Date(now.getTime() - 4 * DAY) }, now)).toBe('New');
    expect(propertyBadge({ matchedOn: new Date(now.getTime() - 4 * DAY - 1) }, now)).toBe('Not Viewed');
    expect(propertyBadge({ viewedOn: '2021-05-01', matchedOn: '2021-04-01' }, now)).toBeNull();
  });
});

describe('specialtyTags', () => {
  it('shows at most 5 then +N More', () => {
    expect(specialtyTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(specialtyTags(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: null,
    });
    expect(specialtyTags(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: '+2 More',
    });
  });
});

describe('applicationCardState', () => {
  it('follows the application', () => {
    expect(applicationCardState({})).toBeNull();
    expect(applicationCardState({ sentIntroductionOn: '2021-05-01' })).toBe('Contacting Host');
    expect(applicationCardState({ sentIntroductionOn: '2021-05-01', propertyChat_id: 'c1' })).toBe(
      'Approved Application',
    );
    expect(applicationCardState({ sentIntroductionOn: '2021-05-01', propertyRejection_id: 'r1' })).toBe(
      'Declined Application',
    );
  });

  it('shows the owner none, whatever others have sent', () => {
    expect(
      applicationCardState({ isOwner: true, sentIntroductionOn: '2021-05-01', propertyChat_id: 'c1' }),
    ).toBeNull();
  });
});
