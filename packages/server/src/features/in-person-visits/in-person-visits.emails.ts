import { PRESCRIPTIONS, SUPPORT_EMAIL } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

/**
 * The patient's in-person visit emails. Like the prescription emails they name the treatment at most, never the
 * answers, and they say plainly that a visit is between the patient and the clinician: Carespace keeps no
 * record of the visit itself.
 */
const signature = '\n\nCarespace\nCare, and the space to give it.';
const dashboard = (publicUrl: string) => `${publicUrl}/rx`;

export interface VisitEmailPatient {
  email: string;
  firstName: string;
}

export function referredMessage(
  patient: VisitEmailPatient,
  treatment: string,
  note: string,
  publicUrl: string,
): MailMessage {
  return {
    to: patient.email,
    subject: 'Your Carespace provider recommends an in-person visit',
    text:
      `Hi ${patient.firstName},\n\nYour provider reviewed your request for ${treatment} treatment and would ` +
      `like you to be examined in person before any prescription.\n\nTheir note for you: ${note}\n\n` +
      'We are refunding your payment in full, and your subscription will not renew. On your dashboard you can ' +
      'see licensed clinicians near you who see patients Carespace refers, and ask one of them for a visit.' +
      `\n\n${dashboard(publicUrl)}\n\nIf you have questions, write to us at ${SUPPORT_EMAIL}.` +
      `\n\n${PRESCRIPTIONS.emergency}${signature}`,
    html: htmlEmail({
      preheader: 'We are refunding your payment, and can help you find a clinician nearby.',
      heading: 'Your provider recommends an in-person visit',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `Your provider reviewed your request for ${treatment} treatment and would like you to be examined in person before any prescription.`,
        { details: [{ label: 'Their note for you', value: note }] },
        'We are refunding your payment in full, and your subscription will not renew. On your dashboard you can see licensed clinicians near you who see patients Carespace refers, and ask one of them for a visit.',
        `If you have questions, write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'Find a clinician nearby', url: dashboard(publicUrl) },
      after: [{ notice: PRESCRIPTIONS.emergency }],
    }),
  };
}

export interface AcceptedVisit {
  clinicianName: string;
  practiceName: string;
  address: string;
  phone: string | null;
  /** The time as the patient reads it, e.g. 'Monday, December 7, 2026 at 10:00 AM (New York time)'. */
  when: string;
  calendarFile: string;
}

export function visitAcceptedMessage(
  patient: VisitEmailPatient,
  visit: AcceptedVisit,
  publicUrl: string,
): MailMessage {
  const phone = visit.phone ? `\nPhone: ${visit.phone}` : '';
  return {
    to: patient.email,
    subject: `Your visit with ${visit.clinicianName} is confirmed`,
    text:
      `Hi ${patient.firstName},\n\n${visit.clinicianName} accepted your request for an in-person visit.\n\n` +
      `When: ${visit.when}\nWhere: ${visit.practiceName}, ${visit.address}${phone}\n\n` +
      'The calendar file attached adds it to your calendar. If you cannot make it, please call the practice. ' +
      'The visit itself is between you and the clinician: it is not part of your Carespace record.' +
      `\n\n${dashboard(publicUrl)}${signature}`,
    html: htmlEmail({
      preheader: `${visit.when} at ${visit.practiceName}.`,
      heading: 'Your in-person visit is confirmed',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `${visit.clinicianName} accepted your request for an in-person visit.`,
        {
          details: [
            { label: 'When', value: visit.when },
            { label: 'Where', value: `${visit.practiceName}, ${visit.address}` },
            ...(visit.phone ? [{ label: 'Phone', value: visit.phone }] : []),
          ],
        },
        'The calendar file attached adds it to your calendar. If you cannot make it, please call the practice.',
        'The visit itself is between you and the clinician: it is not part of your Carespace record.',
      ],
      action: { label: 'Open your dashboard', url: dashboard(publicUrl) },
    }),
    attachments: [
      { filename: 'carespace-visit.ics', contentType: 'text/calendar', content: visit.calendarFile },
    ],
  };
}

export function visitDeclinedMessage(
  patient: VisitEmailPatient,
  clinicianName: string,
  reason: string,
  publicUrl: string,
): MailMessage {
  return {
    to: patient.email,
    subject: `${clinicianName} cannot see you this time`,
    text:
      `Hi ${patient.firstName},\n\n${clinicianName} cannot take your in-person visit request.\n\n` +
      `What they said: ${reason}\n\nYou can ask another clinician near you from your dashboard:\n` +
      `${dashboard(publicUrl)}${signature}`,
    html: htmlEmail({
      preheader: 'You can ask another clinician near you.',
      heading: 'Your visit request was declined',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `${clinicianName} cannot take your in-person visit request.`,
        { details: [{ label: 'What they said', value: reason }] },
        'You can ask another clinician near you from your dashboard.',
      ],
      action: { label: 'Ask another clinician', url: dashboard(publicUrl) },
    }),
  };
}
