import { type ContactMessage, PRODUCT_NAME, USER_TYPE } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** A header must stay one line whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The message a visitor sent through /contact-us, as support receives it. */
export function contactSupportEmail(supportEmail: string, message: ContactMessage, id: string): MailMessage {
  const iAm = message.userType ? USER_TYPE[message.userType] : 'Not given';
  return {
    to: supportEmail,
    subject: oneLine(`[${PRODUCT_NAME} contact] ${message.subject}`),
    text: [
      `New message from the ${PRODUCT_NAME} contact form (reference ${id}).`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `I am a: ${iAm}`,
      `Subject: ${message.subject}`,
      '',
      message.content,
      '',
      `Reply to ${message.email} to answer.`,
    ].join('\n'),
  };
}
