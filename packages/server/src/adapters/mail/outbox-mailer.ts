import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The offline default: mail lands in a table, readable at /dev/mailbox in development and by tests. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<DB>) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({
        id: newId(),
        to_address: message.to.toLowerCase(),
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
      })
      .execute();
  }
}
