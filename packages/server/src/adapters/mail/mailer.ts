import type { SendOptions } from '../outbound/send-options.ts';

/** Outgoing email. Links in these messages must work end to end, so the offline adapter keeps them readable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a calendar invitation): small text files only, kept whole in the queue. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}
