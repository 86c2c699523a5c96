import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessageView } from '@carespace/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listen, ListenHandlers } from '../../db/database.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { approvedChat } from '../../test/chat-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startChatFeed } from './chat-feed.ts';
import { CHAT_CHANNEL } from './chat-notes.ts';

/*
 * The chat feed listens for new messages only while this process follows a chat: a process nobody has a chat open
 * on is handed no note for each message sent elsewhere. The listening connection here is a stand-in that counts
 * what is open, so the test can tell when the feed listens and hand it notes itself.
 */

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-chat-feed-test-')) });
const LINGER_MS = 50;

let chatId: string;
let guestSession: string;

beforeAll(async () => {
  const host = await createUser(t.app.db, { providerRole: 'STAN', organizationName: 'Harbor Lane Clinic' });
  const guest = await createUser(t.app.db, { providerRole: 'STAN', organizationName: 'Juniper Therapy' });
  chatId = await approvedChat(
    t.app.db,
    { id: host.id, organizationId: host.organizationId! },
    { id: guest.id, organizationId: guest.organizationId! },
  );
  guestSession = await sessionFor(t.app.db, guest.id);
});

function standInListen() {
  const state = { open: 0, opened: 0, failing: false, handlers: null as ListenHandlers | null };
  const listen: Listen = async (channel, handlers) => {
    expect(channel).toBe(CHAT_CHANNEL);
    if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    state.open += 1;
    state.opened += 1;
    state.handlers = handlers;
    return async () => {
      state.open -= 1;
    };
  };
  return { state, listen };
}

async function send(clientMessageId: string, body: string): Promise<ChatMessageView> {
  const response = await api(t.app, {
    method: 'POST',
    url: `/api/propertyChat/${chatId}/messages`,
    session: guestSession,
    payload: { clientMessageId, body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as ChatMessageView;
}

describe('the chat feed listens only while a chat is followed', () => {
  it('opens one listening connection for its followers, keeps it a moment after the last leaves, then closes it', async () => {
    const { state, listen } = standInListen();
    const feed = await startChatFeed(t.app.db, listen, t.app.log, LINGER_MS);
    try {
      expect(state.open).toBe(0);
      const before = await send('feed-0000001', 'Stored before anyone followed');

      const got: string[] = [];
      const first = feed.follow(chatId, before.seq - 1, (message) => got.push(message.body));
      const second = feed.follow(chatId, before.seq, (message) => got.push(`second: ${message.body}`));
      await Promise.all([first.ready, second.ready]);
      // Both followers share one connection; the first was caught up on what was stored before it listened.
      expect(state.open).toBe(1);
      expect(got).toEqual(['Stored before anyone followed']);

      const live = await send('feed-0000002', 'Sent while followed');
      state.handlers?.onNotification(JSON.stringify({ chatId, seq: live.seq }));
      await vi.waitFor(() =>
        expect(got.slice(1).sort()).toEqual(['Sent while followed', 'second: Sent while followed']),
      );

      first.stop();
      second.stop();
      // Followed again within the moment: the same connection serves.
      const again = feed.follow(chatId, live.seq, () => undefined);
      await again.ready;
      expect(state.opened).toBe(1);
      again.stop();
      await vi.waitFor(() => expect(state.open).toBe(0));

      // Followed after it closed: it listens again before it reads, so nothing stored meanwhile is missed.
      const missed = await send('feed-0000003', 'Sent while nobody followed');
      const later: string[] = [];
      const third = feed.follow(chatId, live.seq, (message) => later.push(message.body));
      await third.ready;
      expect(state.opened).toBe(2);
      expect(later).toEqual([missed.body]);
      third.stop();
    } finally {
      await feed.close();
    }
    expect(state.open).toBe(0);
  });

  it('refuses a follower while it cannot listen, and the next follower tries again', async () => {
    const { state, listen } = standInListen();
    const feed = await startChatFeed(t.app.db, listen, t.app.log, LINGER_MS);
    try {
      state.failing = true;
      const refused = feed.follow(chatId, 0, () => undefined);
      await expect(refused.ready).rejects.toThrow(/ECONNREFUSED/);
      refused.stop();

      state.failing = false;
      const got: string[] = [];
      const next = feed.follow(chatId, 0, (message) => got.push(message.body));
      await next.ready;
      expect(state.open).toBe(1);
      expect(got.length).toBeGreaterThan(0);
      next.stop();
    } finally {
      await feed.close();
    }
    expect(state.open).toBe(0);
  });
});
