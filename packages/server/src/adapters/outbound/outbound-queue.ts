import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { insertMessage, type OutboundKind, type OutboundPayload } from './outbound.repository.ts';
import type { SendOptions } from './send-options.ts';

/**
 * The features' Mailer and SmsSender: `send` stores the message in the outbound queue and returns; the worker
 * (outbound-worker.ts) delivers it through the configured back end. Passing the caller's transaction as
 * `options.db` keeps the message only if the change that caused it commits.
 */
async function enqueue(
  db: Kysely<DB>,
  kind: OutboundKind,
  payload: OutboundPayload,
  options: SendOptions,
): Promise<void> {
  const id = newId();
  // Hashed: the key says "this message to this recipient" without showing the address.
  const idempotencyKey = sha256(`${kind}\n${options.key ?? id}\n${payload.to.toLowerCase()}`);
  await insertMessage(options.db ?? db, { id, kind, idempotencyKey, payload });
}

export class QueuedMailer implements Mailer {
  constructor(private readonly db: Kysely<DB>) {}

  send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    const { to, subject, text, html, attachments } = message;
    return enqueue(
      this.db,
      'mail',
      { to, subject, text, ...(html ? { html } : {}), ...(attachments?.length ? { attachments } : {}) },
      options,
    );
  }
}

export class QueuedSmsSender implements SmsSender {
  constructor(private readonly db: Kysely<DB>) {}

  send(to: string, body: string, options: SendOptions = {}): Promise<void> {
    return enqueue(this.db, 'sms', { to, body }, options);
  }
}
