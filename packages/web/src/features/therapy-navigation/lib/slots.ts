import {
  APPOINTMENT_TIMES,
  APPOINTMENT_TIMEZONE,
  isAppointmentDayAllowed,
  newYorkSlot,
  type TherapyNavigationRequest,
  zonedParts,
} from '@carespace/domain';

/*
 * The picker asks for a New York calendar date and a New York wall-clock time (the booking rules are
 * judged in New York, and the page says "Eastern Time"), whatever the visitor's own zone.
 */

/** What the booking form holds: the date as the date input gives it, the time as a slot of APPOINTMENT_TIMES. */
export interface BookingForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD' */
  appointmentDate: string;
  /** 'HH:mm', one of APPOINTMENT_TIMES */
  appointmentTime: string;
  notes?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The instant of a New York date and time, or null while either is missing or malformed. */
export function slotInstant(date: string, time: string): Date | null {
  const day = DATE.exec(date ?? '');
  const clock = TIME.exec(time ?? '');
  if (!day || !clock) return null;
  return newYorkSlot(Number(day[1]), Number(day[2]), Number(day[3]), Number(clock[1]), Number(clock[2]));
}

/** The request the form stands for (the server's schema checks it, on the page and on the server). */
export function bookingRequest(form: Partial<BookingForm>): Partial<TherapyNavigationRequest> {
  const at = slotInstant(form.appointmentDate ?? '', form.appointmentTime ?? '');
  return {
    firstName: form.firstName?.trim(),
    lastName: form.lastName?.trim(),
    email: form.email?.trim(),
    phone: form.phone,
    notes: form.notes?.trim() || null,
    ...(at && { appointmentAt: at.toISOString() }),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last bookable New York days as 'YYYY-MM-DD' (the date input's min and max). */
export function bookableRange(now: Date = new Date()): { min: string; max: string } | null {
  const today = zonedParts(now, APPOINTMENT_TIMEZONE);
  const dayAt = (offset: number) => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const allowed = isAppointmentDayAllowed(newYorkSlot(year, month, day, 12, 0), now);
    return allowed ? `${year}-${pad(month)}-${pad(day)}` : null;
  };
  // The window is at most a month long: look for its first day from tomorrow, for its last from 40 days out.
  let min: string | null = null;
  for (let offset = 1; offset <= 40 && min === null; offset += 1) min = dayAt(offset);
  let max: string | null = null;
  for (let offset = 40; offset >= 1 && max === null; offset -= 1) max = dayAt(offset);
  return min && max ? { min, max } : null;
}

/** '13:45' → '1:45 PM' (hh:mm A, without the leading zero a screen reader would read out). */
export function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The time choices of a day: every slot of the rules, those already booked on that day marked as such. */
export function timeOptions(date: string, booked: ReadonlySet<string>) {
  return APPOINTMENT_TIMES.map((time) => {
    const at = slotInstant(date, time);
    return { value: time, label: clockLabel(time), booked: at !== null && booked.has(at.toISOString()) };
  });
}
