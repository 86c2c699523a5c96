import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import type { SendOptions } from '../outbound/send-options.ts';
import type { SmsSender } from './sms-sender.ts';

/** The offline default: texts land in a table, readable at /dev/mailbox in development and by tests. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Kysely<DB>) {}

  async send(to: string, body: string, options: SendOptions = {}): Promise<void> {
    // The message's id is the row's: a delivery repeated after a crash finds it already there.
    await this.db
      .insertInto('sms_outbox')
      .values({ id: options.messageId ?? newId(), to_phone: to, body })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
