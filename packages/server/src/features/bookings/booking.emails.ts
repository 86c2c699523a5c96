import { CANCELLATION_POLICIES, type CancellationPolicy, formatCents } from '@carespace/domain';
import { createEvent } from 'ics';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

export interface BookingEmailFacts {
  bookingId: string;
  propertyTitle: string;
  address: string;
  when: string;
  startsAt: Date;
  endsAt: Date;
  totalCents: number;
  hostCents: number;
  feeCents: number;
  policy: CancellationPolicy;
  guestName: string;
  hostName: string;
}

/**
 * The booking as a calendar file (.ics): one event with its own stable id, so importing a corrected one later
 * replaces it, and the times in UTC, which every calendar shows in the reader's own zone.
 */
export function bookingCalendarFile(
  facts: BookingEmailFacts,
  publicUrl: string,
  canceled = false,
): MailAttachment {
  const utc = (d: Date) =>
    [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as [
      number,
      number,
      number,
      number,
      number,
    ];
  const { error, value } = createEvent({
    uid: `booking-${facts.bookingId}@carespace`,
    productId: 'carespace/bookings',
    method: canceled ? 'CANCEL' : 'PUBLISH',
    title: `${canceled ? 'Cancelled: ' : ''}${facts.propertyTitle}`,
    description: `${facts.guestName} at ${facts.hostName}'s space, booked on Carespace. ${publicUrl}/provider/bookings`,
    location: facts.address,
    start: utc(facts.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(facts.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: canceled ? 'CANCELLED' : 'CONFIRMED',
    url: `${publicUrl}/provider/bookings`,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return { filename: 'carespace-booking.ics', contentType: 'text/calendar; charset=utf-8', content: value };
}

/** To the guest practice once paid: what, where, when, what was paid, and the policy that applies. */
export function guestBookedMessage(to: string, facts: BookingEmailFacts, publicUrl: string): MailMessage {
  const policy = CANCELLATION_POLICIES[facts.policy];
  const summary = `You've booked ${facts.propertyTitle}, hosted by ${facts.hostName}, for ${facts.when}.`;
  const paid = `You paid ${formatCents(facts.totalCents)}. ${policy.label} cancellation: ${policy.summary}`;
  const link = `${publicUrl}/provider/bookings`;
  return {
    to,
    subject: `Booked: ${facts.propertyTitle}, ${facts.when}`,
    text: `${summary}\n\nWhere: ${facts.address}\n${paid}\n\nThe calendar file is attached. Your bookings: ${link}`,
    html: htmlEmail({
      preheader: summary,
      heading: "You're booked",
      paragraphs: [
        summary,
        {
          details: [
            { label: 'When', value: facts.when },
            { label: 'Where', value: facts.address },
            { label: 'Paid', value: formatCents(facts.totalCents) },
          ],
        },
        `${policy.label} cancellation: ${policy.summary}`,
        'The calendar file is attached: open it to add the booking to your calendar.',
      ],
      action: { label: 'See your bookings', url: link },
    }),
    attachments: [bookingCalendarFile(facts, publicUrl)],
  };
}

/** To the host practice once paid: who booked which space when, and what they will be paid. */
export function hostBookedMessage(to: string, facts: BookingEmailFacts, publicUrl: string): MailMessage {
  const summary = `${facts.guestName} booked ${facts.propertyTitle} for ${facts.when}.`;
  const earnings = `They paid ${formatCents(facts.totalCents)}; after Carespace's fee of ${formatCents(facts.feeCents)} you receive ${formatCents(facts.hostCents)}.`;
  const link = `${publicUrl}/provider/bookings?tab=host`;
  return {
    to,
    subject: `New booking: ${facts.propertyTitle}, ${facts.when}`,
    text: `${summary}\n\n${earnings}\n\nThe calendar file is attached. Bookings of your spaces: ${link}`,
    html: htmlEmail({
      preheader: summary,
      heading: 'Your space is booked',
      paragraphs: [
        summary,
        {
          details: [
            { label: 'When', value: facts.when },
            { label: 'Guest', value: facts.guestName },
            { label: 'You receive', value: formatCents(facts.hostCents) },
          ],
        },
        earnings,
        'The calendar file is attached: open it to add the booking to your calendar.',
      ],
      action: { label: 'See bookings of your spaces', url: link },
    }),
    attachments: [bookingCalendarFile(facts, publicUrl)],
  };
}

/** To both practices when a booking is cancelled: who cancelled and what is refunded. */
export function bookingCanceledMessage(
  to: string,
  facts: BookingEmailFacts,
  publicUrl: string,
  details: { canceledBy: string; refundCents: number; side: 'guest' | 'host' },
): MailMessage {
  const summary = `The booking of ${facts.propertyTitle} for ${facts.when} was cancelled by ${details.canceledBy}.`;
  const refund =
    details.side === 'guest'
      ? details.refundCents > 0
        ? `${formatCents(details.refundCents)} is on its way back to your card; refunds usually appear within 5 to 10 business days.`
        : 'Under the cancellation policy, nothing is refunded for this booking.'
      : details.refundCents > 0
        ? `The guest is refunded ${formatCents(details.refundCents)}; your earnings are updated.`
        : 'The guest is not refunded under your policy, so your earnings for it stand.';
  const link = `${publicUrl}/provider/bookings${details.side === 'host' ? '?tab=host' : ''}`;
  return {
    to,
    subject: `Cancelled: ${facts.propertyTitle}, ${facts.when}`,
    text: `${summary}\n\n${refund}\n\nYour bookings: ${link}`,
    html: htmlEmail({
      preheader: summary,
      heading: 'Booking cancelled',
      paragraphs: [summary, refund],
      action: { label: 'See your bookings', url: link },
    }),
    attachments: [bookingCalendarFile(facts, publicUrl, true)],
  };
}
