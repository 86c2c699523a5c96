import type { MailMessage } from '../../adapters/mail/mailer.ts';
import {
  type AreaPerson,
  htmlEmail,
  notificationPreferencesUrl,
  signedInAreaUrl,
} from '../../lib/email/html-email.tsx';

export interface NotificationRecipient {
  email: string;
  healco_admin: boolean;
  is_patient: boolean;
  provider_role: string | null;
}

const person = (recipient: NotificationRecipient): AreaPerson => ({
  healcoAdmin: recipient.healco_admin,
  isPatient: recipient.is_patient,
  providerRole: recipient.provider_role,
});

/**
 * A notification as email: the event's own subject and text, and the same words in the shared HTML layout. These
 * emails go out because of the person's notification settings, so the footer links to them; without the public
 * address (a caller that has no configuration) the HTML part is left out rather than sent with broken links.
 */
export function notificationEmail(
  recipient: NotificationRecipient,
  event: { subject: string; text: string },
  publicUrl: string | undefined,
): MailMessage {
  const message: MailMessage = { to: recipient.email, subject: event.subject, text: event.text };
  if (!publicUrl) return message;
  const paragraphs = event.text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return {
    ...message,
    html: htmlEmail({
      preheader: paragraphs[0] ?? event.subject,
      heading: event.subject,
      paragraphs,
      action: { label: 'Open Carespace', url: signedInAreaUrl(publicUrl, person(recipient)) },
      footerPreferences: notificationPreferencesUrl(publicUrl, person(recipient)),
    }),
  };
}
