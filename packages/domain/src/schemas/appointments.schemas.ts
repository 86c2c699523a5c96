/** Therapy-navigation appointment slot. */
import { z } from 'zod';
import { THERAPY_NAVIGATION_NOTES_MAX } from '../constants.ts';
import { APPOINTMENTS } from '../messages.ts';
import { appointmentSlotError } from '../rules/appointments.ts';
import { emailSchema, nameSchema, optionalText, phoneSchema } from './common.schemas.ts';

/**
 * An appointment start as an ISO 8601 date-time with offset ('2021-05-06T13:00:00Z'; send
 * `date.toISOString()`), passing appointmentSlotError. A string keeps the schema representable in the
 * OpenAPI document. `now` is injectable for tests; it is read at validation time.
 */
export function appointmentSlotSchema(now: () => Date = () => new Date()) {
  return z.iso.datetime({ offset: true, error: APPOINTMENTS.invalidDate }).superRefine((value, ctx) => {
    const error = appointmentSlotError(new Date(value), now());
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
}

/** The complimentary therapy-navigation call request (the fields are Carespace's own). */
export function therapyNavigationRequestSchema(now: () => Date = () => new Date()) {
  return z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    appointmentAt: appointmentSlotSchema(now),
    notes: optionalText(THERAPY_NAVIGATION_NOTES_MAX),
  });
}
export type TherapyNavigationRequest = z.infer<ReturnType<typeof therapyNavigationRequestSchema>>;
