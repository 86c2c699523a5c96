import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_SOCKET_CLOSE, type ChatMessageView } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSecret } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { approvedChat } from '../../test/chat-fixtures.ts';
import { holdChatSocket, holdChatStream, type LiveChat, UpgradeRefused } from '../../test/chat-live.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookieName } from '../auth/session.ts';

/*
 * The chat's live channels (WebSocket and event stream) outlive the request that authorized them: they must end
 * with their session, however it ends, within 2 seconds — and only the channels of that session.
 */

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-chat-live-session-')) });

/** How soon an open channel must close once its session has ended. */
const CLOSE_WITHIN_MS = 2_000;

let baseUrl: string;
let adminSession: string;

const cookieFor = (session: string) => `${sessionCookieName(false)}=${session}`;

/** A provider of a new practice, with an approved chat with another new practice. */
async function memberWithChat() {
  const suffix = newSecret(6);
  const member = await createUser(t.app.db, { providerRole: 'STAN', organizationName: `Hudson ${suffix}` });
  const other = await createUser(t.app.db, { providerRole: 'STAN', organizationName: `Palisade ${suffix}` });
  const chatId = await approvedChat(
    t.app.db,
    { id: member.id, organizationId: member.organizationId! },
    { id: other.id, organizationId: other.organizationId! },
  );
  return { member, other, chatId };
}

/** Both live channels of one session on one chat. */
async function holdBoth(session: string, chatId: string): Promise<LiveChat[]> {
  return [
    await holdChatSocket(baseUrl, cookieFor(session), chatId),
    await holdChatStream(baseUrl, cookieFor(session), chatId),
  ];
}

/** The close code, once the channel has closed; fails when it is still open `ms` later. */
async function closedWithin(live: LiveChat, ms = CLOSE_WITHIN_MS): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the channel was still open ${ms} ms after its session ended`)),
      ms,
    );
  });
  try {
    return await Promise.race([live.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the channel is still open a moment after the others closed. */
async function stillOpen(live: LiveChat): Promise<boolean> {
  const outcome = await Promise.race([
    live.closed.then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
  ]);
  return outcome === 'open';
}

async function send(session: string, chatId: string, body: string) {
  const response = await api(t.app, {
    method: 'POST',
    url: `/api/propertyChat/${chatId}/messages`,
    session,
    payload: { clientMessageId: `live-${newSecret(10)}`, body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as ChatMessageView;
}

beforeAll(async () => {
  const admin = await createUser(t.app.db, { healcoAdmin: true });
  adminSession = await sessionFor(t.app.db, admin.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

describe('a live chat channel, once its session ends', () => {
  it('closes within 2 seconds of signing out (GET /api/logout), the socket with 4401 and the stream with session-ended', async () => {
    const { member, chatId } = await memberWithChat();
    const session = await sessionFor(t.app.db, member.id);
    const channels = await holdBoth(session, chatId);
    const out = await api(t.app, { method: 'GET', url: '/api/logout', session });
    expect(out.statusCode).toBe(200);
    const codes = await Promise.all(channels.map((live) => closedWithin(live)));
    expect(codes).toEqual([CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SOCKET_CLOSE.sessionEnded]);
  });

  it('closes within 2 seconds of a password change made in another browser, and leaves that browser’s own open', async () => {
    const { member, other, chatId } = await memberWithChat();
    const elsewhere = await sessionFor(t.app.db, member.id);
    const here = await sessionFor(t.app.db, member.id);
    const ended = await holdBoth(elsewhere, chatId);
    const kept = await holdBoth(here, chatId);
    const changed = await api(t.app, {
      method: 'PUT',
      url: '/api/account/change-password',
      session: here,
      payload: { userId: member.id, currentPassword: member.password, password: 'Another-secret-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const codes = await Promise.all(ended.map((live) => closedWithin(live)));
    expect(codes).toEqual([CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SOCKET_CLOSE.sessionEnded]);
    // The browser that changed the password keeps its session, and its channels keep delivering.
    for (const live of kept) expect(await stillOpen(live)).toBe(true);
    await send(await sessionFor(t.app.db, other.id), chatId, 'Still here?');
    for (const live of kept) {
      await live.until(
        () => live.messages.some((m) => m.body === 'Still here?'),
        'the message after the change',
      );
      live.close();
    }
  });

  it('closes within 2 seconds of an admin deactivating the account', async () => {
    const { member, chatId } = await memberWithChat();
    const session = await sessionFor(t.app.db, member.id);
    const channels = await holdBoth(session, chatId);
    const deactivated = await api(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/status`,
      session: adminSession,
      payload: { status: 'DEAC' },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const codes = await Promise.all(channels.map((live) => closedWithin(live)));
    expect(codes).toEqual([CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SOCKET_CLOSE.sessionEnded]);
  });

  it('closes when the session times out while the channel is open, though nothing announces it', async () => {
    const { member, chatId } = await memberWithChat();
    // A session with three seconds left: the channels outlive its idle expiry unless they keep the time.
    const session = await sessionFor(t.app.db, member.id, 3_000);
    const channels = await holdBoth(session, chatId);
    const codes = await Promise.all(channels.map((live) => closedWithin(live, 3_000 + CLOSE_WITHIN_MS)));
    expect(codes).toEqual([CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SOCKET_CLOSE.sessionEnded]);
  });

  it('asks the socket to reconnect when the user’s access changes, and the reconnect is judged afresh', async () => {
    const { member, chatId } = await memberWithChat();
    const session = await sessionFor(t.app.db, member.id);
    const [socket, stream] = await holdBoth(session, chatId);
    await t.app.db.updateTable('app_user').set({ provider_role: null }).where('id', '=', member.id).execute();
    expect(await closedWithin(socket!)).toBe(CHAT_SOCKET_CLOSE.accessChanged);
    // The stream just ends (not session-ended): the browser reconnects by itself and is refused now.
    expect(await closedWithin(stream!)).toBe(1000);
    const again = await holdChatSocket(baseUrl, cookieFor(session), chatId).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(UpgradeRefused);
    expect((again as UpgradeRefused).statusCode).toBe(403);
  });
});

describe('the event stream', () => {
  it('refuses a page of another site, as the socket does, whatever X-Forwarded-Host the caller sends', async () => {
    const { member, chatId } = await memberWithChat();
    const session = await sessionFor(t.app.db, member.id);
    const refused = await holdChatStream(baseUrl, cookieFor(session), chatId, {
      origin: 'https://evil.example',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpgradeRefused);
    expect((refused as UpgradeRefused).statusCode).toBe(403);
    expect(JSON.parse((refused as UpgradeRefused).body).error.code).toBe('FORBIDDEN');

    const forged = await fetch(`${baseUrl}/api/propertyChat/${chatId}/stream`, {
      headers: {
        cookie: cookieFor(session),
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(forged.status).toBe(403);
    await forged.body?.cancel();

    const sameSite = await holdChatStream(baseUrl, cookieFor(session), chatId, { origin: baseUrl });
    sameSite.close();
  });
});
