import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The PostgreSQL NOTIFY channel every server process listens on for new chat messages. */
export const CHAT_CHANNEL = 'carespace_chat';

/**
 * What a process announces about a stored message: only ids. A receiver reads the message itself from the
 * database for the streams it has authorized, so nothing of the conversation travels through the channel.
 */
export interface ChatNote {
  chatId: string;
  seq: number;
}

/**
 * Announces a message inside the transaction that stores it: PostgreSQL delivers the notification at commit,
 * and only if it commits, to every listening process (this one included).
 */
export async function announceInTransaction(trx: Transaction<DB>, note: ChatNote): Promise<void> {
  await sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(note)})`.execute(trx);
}

export function parseChatNote(payload: string): ChatNote | null {
  try {
    const note = JSON.parse(payload) as Partial<ChatNote>;
    if (typeof note.chatId === 'string' && typeof note.seq === 'number')
      return { chatId: note.chatId, seq: note.seq };
  } catch {
    // not ours
  }
  return null;
}
