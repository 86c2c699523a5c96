import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessageView } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { approvedChat } from '../../test/chat-fixtures.ts';
import { holdChatSocket, UpgradeRefused } from '../../test/chat-live.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookieName } from '../auth/session.ts';

/* The chat's WebSocket (GET /api/propertyChat/{chatId}/socket) on a listening server. */

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-chat-socket-test-')) });

interface Person {
  id: string;
  organizationId: string;
  cookie: string;
  session: string;
}

async function provider(name: string): Promise<Person> {
  const user = await createUser(t.app.db, { providerRole: 'STAN', organizationName: name });
  const session = await sessionFor(t.app.db, user.id);
  return {
    id: user.id,
    organizationId: user.organizationId!,
    session,
    cookie: `${sessionCookieName(false)}=${session}`,
  };
}

let host: Person;
let guest: Person;
let stranger: Person;
let admin: Person;
let baseUrl: string;

const send = async (who: Person, chatId: string, clientMessageId: string, body: string) => {
  const response = await api(t.app, {
    method: 'POST',
    url: `/api/propertyChat/${chatId}/messages`,
    session: who.session,
    payload: { clientMessageId, body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as ChatMessageView;
};

const stored = async (chatId: string) =>
  (
    await api(t.app, {
      method: 'GET',
      url: `/api/propertyChat/${chatId}/messages?limit=100`,
      session: host.session,
    })
  ).json().result.messages as ChatMessageView[];

async function refusal(promise: Promise<unknown>): Promise<UpgradeRefused> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UpgradeRefused);
  return outcome as UpgradeRefused;
}

beforeAll(async () => {
  host = await provider('Hudson Family Practice');
  guest = await provider('Palisade Pediatrics');
  stranger = await provider('Elsewhere Clinic');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  const adminSession = await sessionFor(t.app.db, adminUser.id);
  admin = {
    id: adminUser.id,
    organizationId: '',
    session: adminSession,
    cookie: `${sessionCookieName(false)}=${adminSession}`,
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

describe('who may open a chat socket', () => {
  it('opens for both organizations and admins, and is refused on the upgrade for anyone else', async () => {
    const chatId = await approvedChat(t.app.db, host, guest);
    for (const member of [host, guest, admin]) {
      const live = await holdChatSocket(baseUrl, member.cookie, chatId);
      live.close();
    }

    const outsider = await refusal(holdChatSocket(baseUrl, stranger.cookie, chatId));
    expect(outsider.statusCode).toBe(404);
    expect(JSON.parse(outsider.body).error.message).toBe('Page or object not found');
    // Nor can the third organization read it over HTTP.
    const history = await api(t.app, {
      method: 'GET',
      url: `/api/propertyChat/${chatId}/messages`,
      session: stranger.session,
    });
    expect(history.statusCode).toBe(404);

    const signedOut = await refusal(holdChatSocket(baseUrl, '', chatId));
    expect(signedOut.statusCode).toBe(401);
    expect(JSON.parse(signedOut.body).error.message).toBe('Please sign in to continue.');

    // A page on another site cannot open a socket with the visitor's cookie.
    const elsewhere = await refusal(
      holdChatSocket(baseUrl, host.cookie, chatId, { origin: 'https://evil.example' }),
    );
    expect(elsewhere.statusCode).toBe(403);
    const sameSite = await holdChatSocket(baseUrl, host.cookie, chatId, { origin: baseUrl });
    sameSite.close();

    const unknown = await refusal(holdChatSocket(baseUrl, host.cookie, 'NoSuchChat0000000'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('live messages', () => {
  it('hands a message to every socket on the chat as it is stored, once', async () => {
    const chatId = await approvedChat(t.app.db, host, guest);
    const hostSocket = await holdChatSocket(baseUrl, host.cookie, chatId);
    const guestSocket = await holdChatSocket(baseUrl, guest.cookie, chatId);
    await send(guest, chatId, 'live-socket-0001', 'Is the room free on Tuesday?');
    // A retry of the same send stores and announces nothing new.
    await send(guest, chatId, 'live-socket-0001', 'Is the room free on Tuesday?');
    await send(host, chatId, 'live-socket-0002', 'It is, from 9 to 1.');
    for (const live of [hostSocket, guestSocket]) {
      await live.until(() => live.messages.length >= 2, 'both messages');
      expect(live.messages.map((m) => m.body)).toEqual([
        'Is the room free on Tuesday?',
        'It is, from 9 to 1.',
      ]);
    }
    // Another chat's messages never reach these sockets.
    const otherChat = await approvedChat(t.app.db, host, stranger);
    await send(stranger, otherChat, 'other-chat-0001', 'Hello from elsewhere');
    await send(guest, chatId, 'live-socket-0003', 'Wonderful, see you then.');
    await hostSocket.until(() => hostSocket.messages.length >= 3, 'the third message');
    expect(hostSocket.messages.map((m) => m.body)).toEqual([
      'Is the room free on Tuesday?',
      'It is, from 9 to 1.',
      'Wonderful, see you then.',
    ]);
    hostSocket.close();
    guestSocket.close();
  });

  it('gives a client that drops and reconnects with its last seen id every missed message exactly once', async () => {
    const chatId = await approvedChat(t.app.db, host, guest);
    const first = await holdChatSocket(baseUrl, host.cookie, chatId);
    await send(guest, chatId, 'resume-sock-0001', 'Before the drop');
    await first.until(() => first.messages.length === 1, 'the first message');
    const lastSeen = first.messages.at(-1)!.seq;
    // The connection drops; the conversation goes on meanwhile (one send retried, one from the host's other tab).
    first.close();
    await first.closed;
    await send(guest, chatId, 'resume-sock-0002', 'Missed one');
    await send(guest, chatId, 'resume-sock-0002', 'Missed one');
    await send(host, chatId, 'resume-sock-0003', 'Missed two (from my other tab)');

    // The client reconnects while messages keep arriving: the catch-up and the live ones must join seamlessly.
    const during = Array.from({ length: 12 }, (_, i) =>
      send(i % 2 ? host : guest, chatId, `resume-sock-1${String(i).padStart(3, '0')}`, `During ${i + 1}`),
    );
    const again = await holdChatSocket(baseUrl, host.cookie, chatId, { after: lastSeen });
    await Promise.all(during);
    await send(guest, chatId, 'resume-sock-0004', 'After the reconnect');

    const expected = (await stored(chatId)).filter((m) => m.seq > lastSeen);
    expect(expected).toHaveLength(15);
    await again.until(() => again.messages.length >= expected.length, 'every missed and new message');
    // Exactly the stored messages after the last one seen: none twice, none skipped, in order.
    expect(again.messages.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(again.messages.map((m) => m.body)).toContain('Missed one');
    expect(again.messages.map((m) => m.body).at(-1)).toBe('After the reconnect');
    again.close();
  });
});
