import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, isLeapYear, isValidDateOfBirth, zonedParts } from './dates.ts';

describe('date rules', () => {
  it('judges leap years by divisibility by 4 only', () => {
    expect(isLeapYear(2020)).toBe(true);
    expect(isLeapYear(1900)).toBe(true);
    expect(isLeapYear(2021)).toBe(false);
    expect(daysInMonth(2, 1900)).toBe(29);
    expect(daysInMonth(2, 1901)).toBe(28);
    expect(daysInMonth(4, 2021)).toBe(30);
    expect(daysInMonth(13, 2021)).toBe(0);
  });

  it('validates dates of birth', () => {
    expect(isValidDateOfBirth(2, 29, 1900)).toBe(true);
    expect(isValidDateOfBirth(2, 29, 1901)).toBe(false);
    expect(isValidDateOfBirth(2, 30, 2020)).toBe(false);
    expect(isValidDateOfBirth(12, 31, 2021)).toBe(true);
    expect(isValidDateOfBirth(1, 1, 2022)).toBe(false);
    expect(isValidDateOfBirth(1, 1, 1899)).toBe(false);
  });

  it('adds months with clamping', () => {
    expect(addMonths({ year: 2021, month: 1, day: 31 }, 1)).toEqual({ year: 2021, month: 2, day: 28 });
    expect(addMonths({ year: 2021, month: 12, day: 15 }, 1)).toEqual({ year: 2022, month: 1, day: 15 });
  });

  it('reads the New York wall clock', () => {
    expect(zonedParts(new Date('2021-05-06T03:30:00Z'), 'America/New_York')).toEqual({
      year: 2021,
      month: 5,
      day: 5,
      hour: 23,
      minute: 30,
      second: 0,
      weekday: 3,
    });
  });
});
