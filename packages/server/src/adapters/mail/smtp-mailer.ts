import nodemailer from 'nodemailer';
import type { SendOptions } from '../outbound/send-options.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Production mail through any SMTP relay (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). Delivery runs in
 * the outbound worker, never in a request; the timeouts keep one stuck relay from holding a message longer than
 * the worker's lease on it.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    } as nodemailer.TransportOptions);
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'carespace.invalid';
  }

  async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      ...message,
      // The same Message-ID on every attempt: a receiver that got the message before can drop the repeat.
      ...(options.messageId ? { messageId: `<${options.messageId}@${this.domain}>` } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
