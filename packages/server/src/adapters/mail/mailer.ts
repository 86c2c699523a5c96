import type { SendOptions } from '../outbound/send-options.ts';

/** Outgoing email. Links in these messages must work end to end, so the offline adapter keeps them readable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Small text files sent along (a booking's calendar invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}
