import { describe, expect, it } from 'vitest';
import { THERAPY_NAVIGATION_NOTES_MAX } from '../constants.ts';
import { newYorkSlot } from '../rules/appointments.ts';
import { appointmentSlotSchema, therapyNavigationRequestSchema } from './appointments.schemas.ts';
import { firstMessage, messagesOf } from './test-support.ts';

const now = () => newYorkSlot(2021, 5, 5, 10, 0); // Wednesday

describe('appointmentSlotSchema', () => {
  const schema = appointmentSlotSchema(now);

  it('accepts a valid slot as an ISO string', () => {
    expect(schema.safeParse(newYorkSlot(2021, 5, 6, 16, 45).toISOString()).success).toBe(true);
    expect(schema.parse('2021-05-06T16:45:00-04:00')).toBe('2021-05-06T16:45:00-04:00');
    expect(schema.parse('2021-05-06T20:45:00.000Z')).toBe('2021-05-06T20:45:00.000Z');
  });

  it('reports why a slot is refused', () => {
    expect(firstMessage(schema.safeParse(newYorkSlot(2021, 5, 6, 17, 0).toISOString()))).toBe(
      'Please choose a time from 8:00 AM to before 5:00 PM Eastern Time.',
    );
    expect(firstMessage(schema.safeParse(newYorkSlot(2021, 5, 8, 10, 0).toISOString()))).toBe(
      'Appointments are available on weekdays only.',
    );
    expect(firstMessage(schema.safeParse(newYorkSlot(2021, 5, 5, 15, 0).toISOString()))).toBe(
      'Please choose a date from tomorrow up to one month ahead.',
    );
    expect(firstMessage(schema.safeParse('not a date'))).toBe('Please choose a valid date and time.');
    expect(firstMessage(schema.safeParse('2021-05-06 09:00'))).toBe('Please choose a valid date and time.');
  });
});

describe('therapyNavigationRequestSchema', () => {
  it('validates the request', () => {
    const schema = therapyNavigationRequestSchema(now);
    expect(
      schema.safeParse({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        phone: '2015550142',
        appointmentAt: '2021-05-06T13:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        schema.safeParse({
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          phone: '2015550142',
          appointmentAt: '2021-05-06T13:10:00Z',
        }),
      ),
    ).toEqual({
      appointmentAt: ['Please choose a time on a 15-minute step (for example 9:00, 9:15, 9:30 or 9:45).'],
    });
  });

  it('takes optional notes of at most THERAPY_NAVIGATION_NOTES_MAX characters', () => {
    const schema = therapyNavigationRequestSchema(now);
    const request = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '2015550142',
      appointmentAt: '2021-05-06T13:00:00Z',
    };
    expect(schema.safeParse({ ...request, notes: 'x'.repeat(THERAPY_NAVIGATION_NOTES_MAX) }).success).toBe(
      true,
    );
    expect(
      schema.safeParse({ ...request, notes: 'x'.repeat(THERAPY_NAVIGATION_NOTES_MAX + 1) }).success,
    ).toBe(false);
  });
});
