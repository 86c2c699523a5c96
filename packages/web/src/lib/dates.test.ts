import { describe, expect, it } from 'vitest';
import {
  dateOfBirthInstant,
  dateOfBirthParts,
  formatAppointment,
  formatDate,
  formatDateOfBirth,
  formatDateTime,
  formatFullDate,
  formatTime,
} from './dates.ts';

describe('dates', () => {
  const local = new Date(2021, 4, 3, 9, 5); // Monday 3 May 2021, 09:05 on this machine's clock

  it('formats date, full date, time and date-time', () => {
    expect(formatDate(local)).toBe('05/03/21');
    expect(formatFullDate(local)).toBe('May/03/2021');
    expect(formatTime(local)).toBe('9:05 AM');
    expect(formatDateTime(local)).toBe('Mon 05/03 9:05 AM');
    expect(formatAppointment(local)).toBe('05-03-2021 09:05 AM');
  });

  it('shows empty or unreadable values as nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a date of birth in New York time, whatever the viewer', () => {
    // Midnight in New York is still the previous evening in Los Angeles and already morning in UTC.
    expect(formatDateOfBirth('1990-01-05T05:00:00Z')).toBe('Jan/05/1990');
    expect(formatDateOfBirth('1990-01-05T04:59:00Z')).toBe('Jan/04/1990');
    expect(formatDateOfBirth({ month: 2, day: 29, year: 1900 })).toBe('Mar/01/1900'); // no such day: dayjs rolls over
    expect(formatDateOfBirth({ month: 7, day: 4, year: 1976 }, 'MM/DD/YYYY')).toBe('07/04/1976');
  });

  it('stores a date of birth as midnight New York and reads it back', () => {
    const instant = dateOfBirthInstant({ month: 7, day: 4, year: 1976 });
    expect(instant.toISOString()).toBe('1976-07-04T04:00:00.000Z');
    expect(dateOfBirthParts(instant)).toEqual({ month: 7, day: 4, year: 1976 });
    expect(dateOfBirthParts(null)).toBeNull();
  });
});
