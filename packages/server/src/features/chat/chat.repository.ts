import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PropertyChatTable } from '../../db/types.ts';
import { announceInTransaction } from './chat-notes.ts';

export type ChatRow = Selectable<PropertyChatTable>;

export interface MessageRow {
  id: string;
  seq: string | number;
  chat_id: string;
  sender_user_id: string;
  sender_organization_id: string | null;
  client_message_id: string;
  body: string;
  attachments: unknown;
  created_on: Date;
  sender_name: string | null;
  is_system?: boolean;
}

export async function findChat(db: Kysely<DB>, chatId: string): Promise<ChatRow | undefined> {
  return db.selectFrom('property_chat').selectAll().where('id', '=', chatId).executeTakeFirst();
}

function messages(db: Kysely<DB>) {
  return db
    .selectFrom('chat_message as m')
    .innerJoin('app_user as u', 'u.id', 'm.sender_user_id')
    .selectAll('m')
    .select(
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'sender_name',
      ),
    );
}

/** A page of history, oldest first: the `limit` messages before `before` (the newest when left out). */
export async function listMessages(
  db: Kysely<DB>,
  chatId: string,
  options: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  let query = messages(db).where('m.chat_id', '=', chatId);
  if (options.after !== undefined) {
    query = query.where(sql<boolean>`m.seq > ${options.after}`);
    return (await query.orderBy('m.seq', 'asc').limit(options.limit).execute()) as MessageRow[];
  }
  if (options.before !== undefined) query = query.where(sql<boolean>`m.seq < ${options.before}`);
  const rows = (await query.orderBy('m.seq', 'desc').limit(options.limit).execute()) as MessageRow[];
  return rows.reverse();
}

/** The sequence number of a chat's newest message (0 when it has none). */
export async function latestSeq(db: Kysely<DB>, chatId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row?.seq ? Number(row.seq) : 0;
}

/**
 * Stores a message once per (chat, sender, client message id). Answers the stored row and whether this call
 * created it: a retried send finds the first one and changes nothing.
 *
 * Writers of one chat take turns on the chat's row: a sequence number is drawn and committed before the next
 * writer of that chat draws one, so a chat's committed messages are always a gap-free run by sequence number and
 * a reader resuming "after the last one seen" never skips a message that committed late. The new message, the
 * chat's last-message time and the sender's read mark are one transaction, announced (NOTIFY) in it: every server
 * process hears of it at commit, and only if it commits.
 */
export async function insertMessage(
  db: Kysely<DB>,
  row: {
    id: string;
    chat_id: string;
    sender_user_id: string;
    sender_organization_id: string | null;
    client_message_id: string;
    body: string;
    attachments: string;
    is_system?: boolean;
  },
): Promise<{ message: MessageRow; created: boolean }> {
  const inserted = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('property_chat').select('id').where('id', '=', row.chat_id).forUpdate().execute();
    const stored = await trx
      .insertInto('chat_message')
      .values(row)
      .onConflict((oc) => oc.columns(['chat_id', 'sender_user_id', 'client_message_id']).doNothing())
      .returning(['id', 'seq', 'created_on'])
      .executeTakeFirst();
    if (stored) {
      await trx
        .updateTable('property_chat')
        .set({ last_message_on: stored.created_on })
        .where('id', '=', row.chat_id)
        .execute();
      // The sender has read their own message: the mark moves with it, so no crash leaves one without the other.
      await trx
        .insertInto('chat_read')
        .values({ chat_id: row.chat_id, user_id: row.sender_user_id, last_read_seq: stored.seq })
        .onConflict((oc) =>
          oc.columns(['chat_id', 'user_id']).doUpdateSet({
            last_read_seq: sql`greatest(chat_read.last_read_seq, excluded.last_read_seq)`,
          }),
        )
        .execute();
      await announceInTransaction(trx, { chatId: row.chat_id, seq: Number(stored.seq) });
    }
    return stored;
  });
  const message = (await messages(db)
    .where('m.chat_id', '=', row.chat_id)
    .where('m.sender_user_id', '=', row.sender_user_id)
    .where('m.client_message_id', '=', row.client_message_id)
    .executeTakeFirstOrThrow()) as MessageRow;
  return { message, created: Boolean(inserted) };
}

/**
 * Claims the right to send one CHAT notice to a side of the chat: true at most once per quiet period. The
 * conditional update decides, so two messages at once still send one notice.
 */
export async function claimNotice(
  db: Kysely<DB>,
  chatId: string,
  side: 'host' | 'guest',
  quietMinutes: number,
): Promise<boolean> {
  const column = side === 'host' ? 'host_notified_on' : 'guest_notified_on';
  const claimed = await db
    .updateTable('property_chat')
    .set({ [column]: new Date() })
    .where('id', '=', chatId)
    .where((eb) =>
      eb.or([
        eb(column, 'is', null),
        eb(column, '<', sql<Date>`now() - make_interval(mins => ${quietMinutes})`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Chats of an organization (or every chat, for an admin), most recent activity first, with unread counts. */
export async function listChats(db: Kysely<DB>, organizationId: string | null, userId: string) {
  let query = db
    .selectFrom('property_chat as c')
    .innerJoin('property as p', 'p.id', 'c.property_id')
    .leftJoin('organization as h', 'h.id', 'c.host_organization_id')
    .leftJoin('organization as g', 'g.id', 'c.guest_organization_id')
    .leftJoin('chat_read as r', (join) => join.onRef('r.chat_id', '=', 'c.id').on('r.user_id', '=', userId))
    .selectAll('c')
    .select([
      'p.title as property_title',
      'h.name as host_name',
      'g.name as guest_name',
      sql<
        string | null
      >`(select m.body from chat_message m where m.chat_id = c.id order by m.seq desc limit 1)`.as(
        'last_message',
      ),
      sql<string>`(select count(*) from chat_message m where m.chat_id = c.id and m.seq > coalesce(r.last_read_seq, 0) and m.sender_user_id <> ${userId})`.as(
        'unread_count',
      ),
    ]);
  if (organizationId) {
    query = query.where((eb) =>
      eb.or([
        eb('c.host_organization_id', '=', organizationId),
        eb('c.guest_organization_id', '=', organizationId),
      ]),
    );
  }
  return query.orderBy(sql`coalesce(c.last_message_on, c.created_on)`, 'desc').limit(200).execute();
}

export async function readMark(db: Kysely<DB>, chatId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_read')
    .select('last_read_seq')
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.last_read_seq) : 0;
}

/** Moves the read mark forward only: an older tab reporting late never marks messages unread again. */
export async function markRead(db: Kysely<DB>, chatId: string, userId: string, seq: number) {
  await db
    .insertInto('chat_read')
    .values({ chat_id: chatId, user_id: userId, last_read_seq: seq })
    .onConflict((oc) =>
      oc.columns(['chat_id', 'user_id']).doUpdateSet({
        last_read_seq: sql`greatest(chat_read.last_read_seq, excluded.last_read_seq)`,
      }),
    )
    .execute();
}

/** The sender's own uploads among the given ids (an attachment must be a file the sender uploaded). */
export async function ownFiles(db: Kysely<DB>, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stored_file')
    .select(['id', 'file_name', 'original_name', 'mime_type'])
    .where('owner_user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}
