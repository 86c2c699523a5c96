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
