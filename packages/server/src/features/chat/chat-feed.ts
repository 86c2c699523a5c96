import type { ChatMessageView } from '@carespace/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Listen } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { listMessages } from './chat.repository.ts';
import { toMessageView } from './chat.service.ts';
import { CHAT_CHANNEL, parseChatNote } from './chat-notes.ts';

/**
 * How the live connections of this process (WebSockets, event streams) learn of new messages, whichever
 * process stored them. A process LISTENs on one channel while it follows a chat; a note (chat id + sequence
 * number) wakes the chats this process follows, which then read what is new from the table, once per chat for all
 * its followers. A process nobody follows a chat on does not listen: PostgreSQL then hands it no note for every
 * message sent elsewhere, and it holds no listening connection.
 *
 * Reading from the table rather than trusting the note is what makes delivery exact: a follower is handed every
 * message after the last one it was given, in sequence order, exactly once — whether the note came late, out of
 * order, twice, or never (a lost listening connection: every followed chat is read again when it is back).
 * Writers of one chat take turns (chat.repository insertMessage), so the committed messages of a chat are always
 * a gap-free run by sequence number, and "after the last one given" never skips one committed late.
 */
export interface ChatFeed {
  /**
   * Follows a chat from after `afterSeq`. `ready` settles once everything stored so far has been delivered (the
   * catch-up of a reconnecting client); later messages follow as they are stored. `stop` ends it. `ready` rejects
   * when the process cannot listen for new messages (the database is out of reach): the caller ends the connection
   * and the client comes back.
   */
  follow(chatId: string, afterSeq: number, deliver: (message: ChatMessageView) => void): Following;
  close(): Promise<void>;
}

export interface Following {
  ready: Promise<void>;
  stop(): void;
}

interface Follower {
  lastSent: number;
  deliver(message: ChatMessageView): void;
}

interface FollowedChat {
  followers: Set<Follower>;
  /** Another read is wanted (a note or a new follower came while one was running). */
  wanted: boolean;
  running: Promise<void> | null;
  retry: NodeJS.Timeout | null;
}

const READ_BATCH = 200;
const RETRY_MS = 1_000;
/**
 * How long the process keeps listening after its last follower left: a page reloaded or a chat switched follows
 * again within seconds, and reopening the listening connection for each would cost more than keeping it.
 */
export const CHAT_LISTEN_LINGER_MS = 30_000;

export async function startChatFeed(
  db: Kysely<DB>,
  listen: Listen,
  log: FastifyBaseLogger,
  lingerMs = CHAT_LISTEN_LINGER_MS,
): Promise<ChatFeed> {
  const chats = new Map<string, FollowedChat>();
  let closed = false;
  /** The listening connection: opening, open, or null when this process follows no chat. */
  let listening: Promise<() => Promise<void>> | null = null;
  let linger: NodeJS.Timeout | null = null;

  async function readNew(chatId: string, chat: FollowedChat) {
    for (;;) {
      if (chat.followers.size === 0 || closed) return;
      let from = Number.POSITIVE_INFINITY;
      for (const follower of chat.followers) from = Math.min(from, follower.lastSent);
      const rows = await listMessages(db, chatId, { after: from, limit: READ_BATCH });
      for (const row of rows) {
        const message = toMessageView(row);
        for (const follower of chat.followers) {
          if (message.seq <= follower.lastSent) continue;
          follower.lastSent = message.seq;
          try {
            follower.deliver(message);
          } catch (error) {
            log.warn({ err: error, chatId }, 'chat feed: a follower failed to take a message');
          }
        }
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  /** Reads what is new for a followed chat; one read at a time per chat, and one more if asked meanwhile. */
  function want(chatId: string): Promise<void> {
    const chat = chats.get(chatId);
    if (!chat) return Promise.resolve();
    chat.wanted = true;
    if (!chat.running) {
      chat.running = (async () => {
        try {
          while (chat.wanted && !closed) {
            chat.wanted = false;
            await readNew(chatId, chat);
          }
        } catch (error) {
          log.warn({ err: error, chatId }, 'chat feed: reading new messages failed; trying again shortly');
          if (!chat.retry && !closed) {
            chat.retry = setTimeout(() => {
              chat.retry = null;
              void want(chatId);
            }, RETRY_MS);
            chat.retry.unref();
          }
        } finally {
          chat.running = null;
          forgetIfUnfollowed(chatId, chat);
        }
      })();
    }
    return chat.running;
  }

  function forgetIfUnfollowed(chatId: string, chat: FollowedChat) {
    if (chat.followers.size > 0 || chat.running || chats.get(chatId) !== chat) return;
    if (chat.retry) clearTimeout(chat.retry);
    chats.delete(chatId);
    if (chats.size === 0) stopListeningSoon();
  }

  const handlers = {
    onNotification(payload: string) {
      const note = parseChatNote(payload);
      const chat = note && chats.get(note.chatId);
      if (!note || !chat) return;
      for (const follower of chat.followers) {
        if (follower.lastSent < note.seq) {
          void want(note.chatId);
          return;
        }
      }
    },
    onReconnect() {
      log.warn('chat feed: listening again after a lost connection; reading every followed chat');
      for (const chatId of chats.keys()) void want(chatId);
    },
  };

  /** Listens (if not already); settles once notes are arriving, so a read started after it misses none. */
  async function startListening(): Promise<void> {
    if (linger) {
      clearTimeout(linger);
      linger = null;
    }
    if (!listening) {
      const opening = listen(CHAT_CHANNEL, handlers);
      listening = opening;
      // A failed start is forgotten, so the next follower tries again.
      opening.catch(() => {
        if (listening === opening) listening = null;
      });
    }
    await listening;
  }

  function stopListeningSoon() {
    if (closed || linger || !listening || listen.atStartOnly) return;
    linger = setTimeout(() => {
      linger = null;
      if (chats.size > 0 || !listening) return;
      const open = listening;
      listening = null;
      open
        .then((unlisten) => unlisten())
        .catch((error: unknown) => log.warn({ err: error }, 'chat feed: could not stop listening'));
    }, lingerMs);
    linger.unref();
  }

  // Where listening costs nothing and may not wait for the first follower (PGlite), it starts now, for good.
  if (listen.atStartOnly) await startListening();

  return {
    follow(chatId, afterSeq, deliver) {
      let chat = chats.get(chatId);
      if (!chat) {
        chat = { followers: new Set(), wanted: false, running: null, retry: null };
        chats.set(chatId, chat);
      }
      const follower: Follower = { lastSent: afterSeq, deliver };
      chat.followers.add(follower);
      const followed = chat;
      return {
        // The catch-up read starts once listening: a message stored meanwhile is either read by it or announced.
        ready: startListening().then(() => want(chatId)),
        stop() {
          followed.followers.delete(follower);
          forgetIfUnfollowed(chatId, followed);
        },
      };
    },
    async close() {
      closed = true;
      for (const chat of chats.values()) if (chat.retry) clearTimeout(chat.retry);
      chats.clear();
      if (linger) clearTimeout(linger);
      const open = listening;
      listening = null;
      // A start that failed has nothing to stop.
      await open?.then(
        (unlisten) => unlisten(),
        () => undefined,
      );
    },
  };
}
