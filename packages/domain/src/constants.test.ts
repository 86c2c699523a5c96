import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('business constants', () => {
  it('session, field sizes and timings', () => {
    expect(C.IDENTITY_REFRESH_MS).toBe(600000);
    expect(C.IDENTITY_RETRY_MS).toBe(1000);
    expect(C.IDENTITY_RETRIES).toBe(3);
    expect(C.TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect(C.PHONE_LENGTH).toBe(10);
    expect(C.ZIPCODE_LENGTH).toBe(5);
    expect(C.PASSWORD_MIN_EXCLUSIVE).toBe(8);
    expect(C.PASSWORD_MAX).toBe(128);
    expect(C.VERIFICATION_KEY_LENGTH).toBe(64);
    expect(C.ENTITY_ID_LENGTH).toBe(17);
    expect(C.VERIFY_REDIRECT_MS).toBe(5000);
    expect(C.IDLE_TIMEOUT_S).toBe(480);
    expect(C.IDLE_WARNING_S).toBe(30);
    expect(C.IDLE_TICK_MS).toBe(1000);
    expect(C.UPLOAD_BATCH_LIMIT_BYTES).toBe(10385760);
    expect(C.UPLOAD_BATCH_LIMIT_LABEL).toBe('10 MB');
    expect(C.MULTI_ENTRY_MAX).toBe(5);
    expect(C.PREVIEW_IMAGE_PX).toBe(132);
    expect(C.TOAST_MS).toBe(5000);
    expect(C.LOADING_DELAY_MS).toBe(100);
    expect(C.RELOAD_GUARD_MS).toBe(30000);
    expect(C.IP_LOCATION_CACHE_MS).toBe(60000);
    expect(C.CAROUSEL_AUTOPLAY_MS).toBe(8000);
    expect(C.CAROUSEL_FADE_MS).toBe(3000);
    expect(C.BIO_MAX).toBe(1000);
    expect(C.NOTE_MAX).toBe(255);
  });

  it('appointments', () => {
    expect(C.APPOINTMENT_FIRST_HOUR).toBe(8);
    expect(C.APPOINTMENT_END_HOUR).toBe(17);
    expect(C.APPOINTMENT_STEP_MINUTES).toBe(15);
    expect(C.APPOINTMENT_MAX_MONTHS_AHEAD).toBe(1);
    expect(C.APPOINTMENT_TIMEZONE).toBe('America/New_York');
  });

  it('browsers and layout', () => {
    expect(C.BROWSER_FLOORS).toEqual({ chrome: 77, edge: 80, safari: 13, firefox: 85, opera: 64 });
    expect(C.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
  });

  it('membership and dashboard', () => {
    expect(C.MEMBERSHIP_PRICE_CENTS).toBe(6000);
    expect(C.MEMBERSHIP_DURATION).toBe(1);
    expect(C.MEMBERSHIP_INTERVAL).toBe('month');
    expect(C.MEMBERSHIP_BENEFITS.listers).toEqual([
      'Access to the virtual network of specialists',
      'A personalized marketing kit',
      'Unlimited introductions with interested providers',
    ]);
    expect(C.MEMBERSHIP_BENEFITS.seekers).toEqual(['Full search', 'Built-in chat', 'Free introductions']);
    expect(C.DASHBOARD_RECENT_MATCHES).toBe(4);
    expect(C.DASHBOARD_NEARBY_PROPERTIES).toBe(4);
    expect(C.NEARBY_RADIUS_MILES).toBe(5);
    expect(C.NOT_VIEWED_DAYS).toBe(4);
    expect(C.ONLINE_WINDOW_MS).toBe(120000);
    expect(C.RECENT_WINDOW_MS).toBe(86400000);
    expect(C.ORDER_HISTORY_PAGE_SIZE).toBe(3);
    expect(C.TABLE_SCROLL).toEqual({ y: 1000, x: 800 });
  });

  it('heat map, dates, colours, storage, support', () => {
    expect(C.HEAT_MAP).toEqual({
      zoom: 5,
      maxZoomInteractive: 12,
      maxZoomStatic: 5,
      radius: 30,
      opacity: 0.6,
      center: { lat: 38.21, lng: -98.56 },
      rangeMonths: 3,
      defaultState: 'NJ',
    });
    expect(C.DATE_FORMATS).toEqual({
      date: 'MM/DD/YY',
      fullDate: 'MMM/DD/YYYY',
      time: 'h:mm A',
      dateTime: 'ddd MM/DD h:mm A',
      appointment: 'MM-DD-YYYY hh:mm A',
    });
    expect(C.DOB_TIMEZONE).toBe('America/New_York');
    expect(C.CATEGORY_TAG_COLORS).toEqual({ ACNE: 'orange', EDYS: 'green', PREP: 'yellow', SCCM: 'blue' });
    expect(C.DEFAULT_LANGUAGE).toBe('ENGL');
    expect(C.STORAGE_KEYS).toEqual({ signupReason: 'signupReason', version: 'version' });
    expect(C.SUPPORT_EMAIL).toBe('support@carespace.health');
    expect(C.SUPPORT_PHONE).toBe('(888) 555-0142');
  });

  it('year and month lists', () => {
    expect(C.YEARS[0]).toBe(2021);
    expect(C.YEARS.at(-1)).toBe(1900);
    expect(C.YEARS).toHaveLength(122);
    expect(C.MONTHS).toHaveLength(12);
    expect(C.MONTHS[1]).toEqual({ value: 2, name: 'February', days: 28 });
    expect(C.MONTHS.map((month) => month.days)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});
