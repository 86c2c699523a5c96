import {
  formatPhone,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  THERAPY_NAVIGATION_CALL_MINUTES,
} from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { appointmentDateTime } from '../../lib/appointment-time.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

/** 'Monday, June 2, 2025 at 9:15 AM Eastern Time' */
export function appointmentLabel(at: Date): string {
  return `${appointmentDateTime.format(at).replace(/, (\d{1,2}:\d{2})/, ' at $1')} Eastern Time`;
}

export function bookingConfirmationEmail(booking: {
  firstName: string;
  email: string;
  phone: string;
  appointmentAt: Date;
  id: string;
}): MailMessage {
  const when = appointmentLabel(booking.appointmentAt);
  return {
    to: booking.email,
    subject: `Your therapy navigation call is booked: ${when}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `Your free ${THERAPY_NAVIGATION_CALL_MINUTES}-minute therapy navigation call is booked for ${when}.`,
      `A ${PRODUCT_NAME} care navigator will call you at ${formatPhone(booking.phone)}.`,
      '',
      'On the call we will listen to what you are looking for and help you find a therapist who fits: their',
      'approach, availability, language, insurance or cost. It is not therapy or a medical visit, and there is',
      'nothing to prepare.',
      '',
      `Need to change the time? Reply to this email or call ${SUPPORT_PHONE} (${SUPPORT_EMAIL}) and quote`,
      `booking reference ${booking.id}.`,
      '',
      'If you are in crisis or thinking about harming yourself, call or text 988 (Suicide & Crisis Lifeline).',
      'In an emergency, call 911.',
    ].join('\n'),
    html: htmlEmail({
      preheader: `A care navigator will call you ${when}.`,
      heading: 'Your call is booked',
      paragraphs: [
        `Hi ${booking.firstName},`,
        `Your free ${THERAPY_NAVIGATION_CALL_MINUTES}-minute therapy navigation call is booked. A ${PRODUCT_NAME} care navigator will call you.`,
        {
          details: [
            { label: 'When', value: when },
            { label: 'We will call', value: formatPhone(booking.phone) },
            { label: 'Booking reference', value: booking.id },
          ],
        },
        'On the call we will listen to what you are looking for and help you find a therapist who fits: their approach, availability, language, insurance or cost. It is not therapy or a medical visit, and there is nothing to prepare.',
        `Need to change the time? Reply to this email or call ${SUPPORT_PHONE} (${SUPPORT_EMAIL}) and quote booking reference ${booking.id}.`,
        {
          notice:
            'If you are in crisis or thinking about harming yourself, call or text 988 (Suicide & Crisis Lifeline). In an emergency, call 911.',
        },
      ],
    }),
  };
}
