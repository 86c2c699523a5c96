import { type ContactMessage, PRODUCT_NAME, USER_TYPE } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

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
    html: htmlEmail({
      preheader: `${message.name} wrote through the contact form: ${message.subject}`,
      heading: 'New message from the contact form',
      paragraphs: [
        `Reference ${id}.`,
        {
          details: [
            { label: 'Name', value: message.name },
            { label: 'Email', value: message.email },
            { label: 'I am a', value: iAm },
            { label: 'Subject', value: message.subject },
          ],
        },
        { rule: true },
        message.content,
        { rule: true },
        `Reply to ${message.email} to answer.`,
      ],
    }),
  };
}
