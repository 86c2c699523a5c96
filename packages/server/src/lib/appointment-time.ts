import { APPOINTMENT_TIMEZONE } from '@carespace/domain';

/**
 * Appointments are made and shown on New York's clock, whatever the reader's own: a visit's or a call's time in
 * words, e.g. 'Monday, June 2, 2025, 9:15 AM'. Callers add how they name the zone.
 */
export const appointmentDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: APPOINTMENT_TIMEZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
