import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookieName } from '../auth/session.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-chat-test-')) });

type Signed = SignedProvider;

const provider = (name: string, plan?: string) => signedProvider(t.app, name, plan);

let host: Signed;
let guest: Signed;
let stranger: Signed;
let admin: Signed;
let chatId: string;
let baseUrl: string;

async function openChat(): Promise<string> {
  const propertyId = await listConsultRoom(
    t.app,
    host,
    `Consult room ${Math.random().toString(36).slice(2, 7)}`,
  );
  const applied = await api(t.app, {
    method: 'POST',
    url: '/api/propertyIntroduction',
    session: guest.session,
    payload: {
      propertyId,
      messageToHost: 'Two mornings a week, please.',
      howSoon: 'NOWX',
    },
  });
  const approved = await api(t.app, {
    method: 'POST',
    url: `/api/propertyIntroduction/true/${applied.json().result.id}`,
    session: host.session,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().result;
}

const send = (who: Signed, chat: string, clientMessageId: string, body: string) =>
  api(t.app, {
    method: 'POST',
    url: `/api/propertyChat/${chat}/messages`,
    session: who.session,
    payload: { clientMessageId, body },
  });

const historyOf = (who: Signed, chat: string, query = '') =>
  api(t.app, { method: 'GET', url: `/api/propertyChat/${chat}/messages${query}`, session: who.session });

/** Reads a live stream until `count` message events arrived (or the time runs out), then drops the connection. */
async function readStream(
  who: Signed,
  chat: string,
  options: { lastEventId?: number; count: number; whileOpen?: () => Promise<void> },
) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/propertyChat/${chat}/stream`, {
    headers: {
      cookie: `${sessionCookieName(false)}=${who.session}`,
      ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: number; body: string }> = [];
  let buffer = '';
  let ready = false;
  const deadline = Date.now() + 10_000;
  while (events.length < options.count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const id = /^id: (\d+)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (/^event: ready$/m.test(frame)) {
        ready = true;
        if (options.whileOpen) await options.whileOpen();
      } else if (id && data) {
        events.push({ id: Number(id), body: JSON.parse(data).body });
      }
    }
  }
  controller.abort();
  return { events, ready };
}

beforeAll(async () => {
  host = await provider('Hudson Family Practice', 'LGCY');
  guest = await provider('Palisade Pediatrics');
  stranger = await provider('Elsewhere Clinic');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  admin = { ...adminUser, organizationId: '', session: await sessionFor(t.app.db, adminUser.id) };
  chatId = await openChat();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  // useTestApp closes the app; nothing else to do.
});

describe('who may read a chat', () => {
  it('lets both organizations and admins in, and answers anyone else as not found', async () => {
    expect((await historyOf(host, chatId)).statusCode).toBe(200);
    expect((await historyOf(guest, chatId)).statusCode).toBe(200);
    expect((await historyOf(admin, chatId)).statusCode).toBe(200);
    const outsider = await historyOf(stranger, chatId);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.message).toBe('Page or object not found');
    expect((await send(stranger, chatId, 'stranger-0001', 'Hello?')).statusCode).toBe(404);
    const stream = await fetch(`${baseUrl}/api/propertyChat/${chatId}/stream`, {
      headers: { cookie: `${sessionCookieName(false)}=${stranger.session}` },
    });
    expect(stream.status).toBe(404);
    const list = await api(t.app, { method: 'GET', url: '/api/propertyChat', session: stranger.session });
    expect(list.json().result).toEqual([]);
  });
});

describe('sending messages', () => {
  it('stores one message for the same client message id, and notices the other side once per quiet period', async () => {
    const chat = await openChat();
    const mailBefore = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', host.email)
      .execute();
    const first = await send(guest, chat, 'client-aaaa-0001', 'Hello! Is Tuesday morning free?');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await send(guest, chat, 'client-aaaa-0001', 'Hello! Is Tuesday morning free?');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.id).toBe(first.json().result.id);
    await send(guest, chat, 'client-aaaa-0002', 'Also Thursday, if possible.');
    await send(guest, chat, 'client-aaaa-0003', 'Thank you!');
    const page = (await historyOf(host, chat)).json().result;
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello! Is Tuesday morning free?',
      'Also Thursday, if possible.',
      'Thank you!',
    ]);
    const mailAfter = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', host.email)
      .execute();
    const chatNotices = mailAfter.length - mailBefore.length;
    expect(chatNotices).toBe(1);

    const blank = await send(guest, chat, 'client-aaaa-0004', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please write a message.');
  });

  it('pages history backwards and counts unread messages from the other side', async () => {
    const chat = await openChat();
    for (let i = 1; i <= 5; i += 1) await send(host, chat, `paging-000${i}`, `Message ${i}`);
    const newest = (await historyOf(guest, chat, '?limit=2')).json().result;
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['Message 4', 'Message 5']);
    expect(newest.hasMore).toBe(true);
    const older = (await historyOf(guest, chat, `?limit=2&before=${newest.messages[0].seq}`)).json().result;
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3']);

    const unread = async (who: Signed) =>
      (await api(t.app, { method: 'GET', url: '/api/propertyChat', session: who.session }))
        .json()
        .result.find((c: { id: string }) => c.id === chat).unreadCount;
    expect(await unread(guest)).toBe(5);
    expect(await unread(host)).toBe(0);
    await api(t.app, {
      method: 'POST',
      url: `/api/propertyChat/${chat}/read`,
      session: guest.session,
      payload: { seq: newest.messages[1].seq },
    });
    expect(await unread(guest)).toBe(0);
  });

  it('moves the read mark only to a message the chat has: a positive integer up to the newest, else 400', async () => {
    const chat = await openChat();
    for (let i = 1; i <= 3; i += 1) await send(host, chat, `marker-000${i}`, `Message ${i}`);
    const newest = (await historyOf(guest, chat)).json().result.messages.at(-1).seq as number;
    const mark = (seq: unknown) =>
      api(t.app, {
        method: 'POST',
        url: `/api/propertyChat/${chat}/read`,
        session: guest.session,
        payload: { seq },
      });
    const stored = () =>
      t.database.db
        .selectFrom('chat_read')
        .select('last_read_seq')
        .where('chat_id', '=', chat)
        .where('user_id', '=', guest.id)
        .executeTakeFirst();

    for (const seq of [999_999_999, newest + 1, true, '2', 0, -1, 1.5, null]) {
      const res = await mark(seq);
      expect(res.statusCode, String(seq)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await mark(newest + 1)).json().error.message).toBe(
      'This conversation has no message with that sequence number yet.',
    );
    expect((await mark(true)).json().error.message).toBe(
      'Please send the sequence number of a message in this conversation.',
    );
    expect(await stored()).toBeUndefined();

    const ok = await mark(newest);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toEqual({ lastReadSeq: newest });
    expect(Number((await stored())?.last_read_seq)).toBe(newest);
  });
});

describe('the live stream', () => {
  it('delivers a message sent while connected', async () => {
    const chat = await openChat();
    const result = await readStream(host, chat, {
      count: 1,
      whileOpen: async () => {
        await send(guest, chat, 'live-00000001', 'Are you there?');
      },
    });
    expect(result.events.map((e) => e.body)).toEqual(['Are you there?']);
  });

  it('resumes after a drop with exactly the messages missed, once each', async () => {
    const chat = await openChat();
    await send(guest, chat, 'resume-0000001', 'First');
    const seen = (await historyOf(host, chat)).json().result.messages.at(-1).seq as number;
    // The host's connection dropped here; these arrive meanwhile (one of them retried by the guest).
    await send(guest, chat, 'resume-0000002', 'Second');
    await send(guest, chat, 'resume-0000002', 'Second');
    await send(host, chat, 'resume-0000003', 'Third');
    const resumed = await readStream(host, chat, {
      lastEventId: seen,
      count: 3,
      whileOpen: async () => {
        await send(guest, chat, 'resume-0000004', 'Fourth');
      },
    });
    expect(resumed.events.map((e) => e.body)).toEqual(['Second', 'Third', 'Fourth']);
    const ids = resumed.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > seen)).toBe(true);
  });
});
