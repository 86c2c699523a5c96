import { DATE_FORMATS } from '@carespace/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFullDate, formatPattern, formatTime } from './date-format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Midnight, noon, the hours either side, the ends of months and years, a leap day, DST changes in New York.
const INSTANTS = [
  '2021-05-03T09:15:00Z',
  '2021-01-01T00:00:00Z',
  '2020-12-31T23:59:00Z',
  '2024-02-29T12:00:00Z',
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:01:00Z',
  '2026-11-01T05:30:00Z',
  '2026-11-01T06:30:00Z',
  '2026-11-28T17:05:00Z',
  '2026-07-04T04:00:00.123Z',
];

describe('dates written as Day.js wrote them, without Day.js', () => {
  it.each(Object.entries(DATE_FORMATS))('the %s format (%s), in this machine’s zone', (_name, pattern) => {
    for (const instant of INSTANTS)
      expect(formatPattern(instant, pattern)).toBe(dayjs(instant).format(pattern));
  });

  it.each(['America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'])(
    'the visit format on %s’s clock',
    (zone) => {
      const pattern = 'ddd, MMM D, h:mm A';
      for (const instant of INSTANTS)
        expect(formatPattern(instant, pattern, zone)).toBe(dayjs(instant).tz(zone).format(pattern));
    },
  );

  it('the month a person joined (MMMM YYYY), as the account page writes it', () => {
    for (const instant of INSTANTS)
      expect(formatPattern(instant, 'MMMM YYYY')).toBe(dayjs(instant).format('MMMM YYYY'));
  });

  it('reads a calendar day as that day, and a Date or a number as the instant', () => {
    expect(formatFullDate('2021-05-24')).toBe('May/24/2021');
    expect(formatDate(new Date(2021, 4, 3, 9, 15))).toBe('05/03/21');
    expect(formatTime(new Date(2021, 4, 3, 0, 5).getTime())).toBe('12:05 AM');
    expect(formatDateTime(new Date(2021, 4, 3, 12, 30))).toBe('Mon 05/03 12:30 PM');
  });

  it('shows nothing for nothing or for what is not a date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDate(value)).toBe('');
  });
});
