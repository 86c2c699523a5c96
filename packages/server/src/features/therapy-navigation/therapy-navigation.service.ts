import { APPOINTMENT_MAX_MONTHS_AHEAD, type TherapyNavigationRequest } from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { bookingConfirmationEmail } from './therapy-navigation.emails.ts';
import { bookedSlotsBetween, deleteBooking, insertBooking } from './therapy-navigation.repository.ts';

/**
 * Books the slot, then emails the confirmation. A taken slot is refused with SLOT_TAKEN; a booking whose
 * confirmation cannot be sent is withdrawn, so nobody holds a call they were never told about.
 */
export async function bookTherapyNavigation(
  ctx: RequestContext,
  /** Already checked by the route schema, the slot against the appointment rules at request time. */
  request: TherapyNavigationRequest,
): Promise<{ id: string; appointmentAt: string }> {
  const booking = {
    id: newId(),
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    notes: request.notes?.trim() || null,
    appointmentAt: new Date(request.appointmentAt),
  };
  let inserted: boolean;
  try {
    inserted = await insertBooking(ctx.db, booking);
  } catch (cause) {
    throw new AppError('UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION', undefined, { cause });
  }
  if (!inserted) throw new AppError('SLOT_TAKEN');
  try {
    await ctx.ports.mailer.send(bookingConfirmationEmail(booking));
  } catch (cause) {
    await deleteBooking(ctx.db, booking.id).catch(() => undefined);
    throw new AppError('UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION', undefined, { cause });
  }
  return { id: booking.id, appointmentAt: booking.appointmentAt.toISOString() };
}

/** Slots already taken from now until the booking window closes (times only, nothing about who booked). */
export async function bookedSlots(ctx: RequestContext, now: Date = new Date()): Promise<string[]> {
  const until = new Date(now);
  // A few days past the window's last day, whatever the month lengths: the picker filters by its own rules.
  until.setUTCMonth(until.getUTCMonth() + APPOINTMENT_MAX_MONTHS_AHEAD);
  until.setUTCDate(until.getUTCDate() + 3);
  const slots = await bookedSlotsBetween(ctx.db, now, until);
  return slots.map((slot) => slot.toISOString());
}
