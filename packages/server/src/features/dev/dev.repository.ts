import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function recentMail(db: Kysely<DB>, to: string | undefined, limit: number) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attachments', 'created_on'])
    .orderBy('created_on', 'desc')
    .limit(limit);
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.execute();
}

export async function recentSms(db: Kysely<DB>, to: string | undefined, limit: number) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'to_phone', 'body', 'created_on'])
    .orderBy('created_on', 'desc')
    .limit(limit);
  if (to) query = query.where('to_phone', '=', to);
  return query.execute();
}
