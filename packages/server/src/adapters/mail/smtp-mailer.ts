import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Production mail through any SMTP relay (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
