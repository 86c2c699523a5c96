import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import type { SendOptions } from '../outbound/send-options.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The offline default: mail lands in a table, readable at /dev/mailbox in development and by tests. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<DB>) {}

  async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    // The message's id is the row's: a delivery repeated after a crash finds it already there.
    await this.db
      .insertInto('mail_outbox')
      .values({
        id: options.messageId ?? newId(),
        to_address: message.to.toLowerCase(),
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
