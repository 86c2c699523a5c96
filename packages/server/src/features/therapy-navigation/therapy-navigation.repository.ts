import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface NewBooking {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string | null;
  appointmentAt: Date;
}

const UNIQUE_VIOLATION = '23505';

/** Inserts the booking; false when the slot is already taken (the slot is a unique key). */
export async function insertBooking(db: Kysely<DB>, booking: NewBooking): Promise<boolean> {
  try {
    await db
      .insertInto('therapy_navigation_booking')
      .values({
        id: booking.id,
        first_name: booking.firstName,
        last_name: booking.lastName,
        email: booking.email,
        phone: booking.phone,
        notes: booking.notes,
        appointment_at: booking.appointmentAt,
      })
      .execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

export async function deleteBooking(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('therapy_navigation_booking').where('id', '=', id).execute();
}

/** Start times already booked in [from, to), oldest first. */
export async function bookedSlotsBetween(db: Kysely<DB>, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('therapy_navigation_booking')
    .select('appointment_at')
    .where('appointment_at', '>=', from)
    .where('appointment_at', '<', to)
    .orderBy('appointment_at')
    .execute();
  return rows.map((row) => new Date(row.appointment_at));
}
