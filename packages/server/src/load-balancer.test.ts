import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_SOCKET_CLOSE } from '@carespace/domain';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openPostgres } from './db/database.ts';
import { sessionCookieName } from './features/auth/session.ts';
import { newId } from './lib/ids.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './plugins/csrf.ts';
import { createUser, type TestUser } from './test/api.ts';
import { approvedChat } from './test/chat-fixtures.ts';
import { holdChatSocket, holdChatStream, type LiveChat } from './test/chat-live.ts';
import { urlForDatabase, withAdminClient } from './test/databases.ts';
import { type Nginx, startNginx } from './test/nginx.ts';
import { useS3Fake } from './test/s3-fake.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/*
 * Two server processes on one PostgreSQL database behind deploy/nginx.conf, as several machines behind a load
 * balancer run: whatever one process learns (a session, its end, a throttled sign-in, a chat message, a file) the
 * other acts on, and killing one in the middle of a load of writes loses no answered write while nginx keeps
 * serving. PostgreSQL only: PGlite is one process's database.
 */

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const cookieName = sessionCookieName(true);
// A valid 1×1 PNG: the upload route checks that a photo is one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let databaseName: string;
let database: Database;
let dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;
let host: TestUser;
let guest: TestUser;
let chatId: string;

const writeHeaders = (cookie: string) => ({
  cookie,
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  'content-type': 'application/json',
});

let lastAddress = 0;
/**
 * Each sign-in from an address of its own, named as a trusted proxy would (this machine is in TRUST_PROXY): the
 * per-address limits would otherwise count every sign-in of the file together.
 */
function freshAddress() {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

function login(baseUrl: string, email: string, password: string) {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/json',
      'x-forwarded-for': freshAddress(),
    },
    body: JSON.stringify({ email, password }),
  });
}

/** The session cookie a sign-in answer sets, as the browser would send it back. */
function sessionCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  if (!set) throw new Error(`no session cookie in ${response.status} ${JSON.stringify(response.headers)}`);
  return set.split(';')[0]!;
}

async function signIn(baseUrl: string, user: TestUser): Promise<string> {
  const response = await login(baseUrl, user.email, user.password);
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionCookie(response);
}

function send(baseUrl: string, cookie: string, clientMessageId: string, body: string) {
  return fetch(`${baseUrl}/api/propertyChat/${chatId}/messages`, {
    method: 'POST',
    headers: writeHeaders(cookie),
    body: JSON.stringify({ clientMessageId, body }),
  });
}

/** The close codes of the channels, once all are closed; fails when one is still open after `ms`. */
async function closedWithin(channels: LiveChat[], ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`a channel was still open ${ms} ms after its session ended`)),
      ms,
    );
  });
  try {
    return await Promise.race([Promise.all(channels.map((live) => live.closed)), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!onPostgres)('two server processes behind nginx', () => {
  // Files live in an S3-compatible store both processes reach, as on several machines.
  const s3 = useS3Fake();

  beforeAll(async () => {
    databaseName = `carespace_test_${newId(10).toLowerCase()}`;
    const template = inject('templateDatabase');
    await withAdminClient((c) => c.query(`create database "${databaseName}" template "${template}"`));
    const url = urlForDatabase(databaseName);
    database = openPostgres(url, 2);
    host = await createUser(database.db, {
      providerRole: 'STAN',
      organizationName: 'Hudson Family Practice',
    });
    guest = await createUser(database.db, { providerRole: 'STAN', organizationName: 'Palisade Pediatrics' });
    chatId = await approvedChat(
      database.db,
      { id: host.id, organizationId: host.organizationId! },
      { id: guest.id, organizationId: guest.organizationId! },
    );
    // Each process has a data folder of its own, as on two machines: what they share is the database, the object
    // store and the session secret.
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-balanced-')));
    const env = (dataDir: string) => ({
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SESSION_SECRET: 'balanced-test-secret-shared-by-every-process',
      ...s3.env,
      // The abuse limits and the sign-in throttle in Redis when this machine runs one (CI does), else PostgreSQL.
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      // nginx connects from this machine: its X-Forwarded-For is believed, a client's is not.
      TRUST_PROXY: '127.0.0.1',
    });
    const [dirA = '', dirB = ''] = dataDirs;
    [a, b] = await Promise.all([startServerProcess(env(dirA)), startServerProcess(env(dirB))]);
    nginx = await startNginx([a.url, b.url]);
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (databaseName) {
      await withAdminClient((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
    }
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves through either process a session signed in through one, and a sign-out through one closes the live channels of the other within 2 s', async () => {
    const cookie = await signIn(a.url, host);
    const security = (url: string) => fetch(`${url}/api/account/security`, { headers: { cookie } });
    expect((await security(b.url)).status).toBe(200);
    expect((await security(nginx.url)).status).toBe(200);
    // Held on B itself, and through nginx (its WebSocket upgrade and its unbuffered event stream).
    const channels = [
      await holdChatSocket(b.url, cookie, chatId),
      await holdChatStream(b.url, cookie, chatId),
      await holdChatSocket(nginx.url, cookie, chatId),
      await holdChatStream(nginx.url, cookie, chatId),
    ];
    const out = await fetch(`${a.url}/api/logout`, { headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } });
    expect(out.status).toBe(200);
    expect(await closedWithin(channels, 2_000)).toEqual(channels.map(() => CHAT_SOCKET_CLOSE.sessionEnded));
    expect((await security(b.url)).status).toBe(401);
    expect((await security(nginx.url)).status).toBe(401);
  });

  it('holds, on the other process, a sign-in throttle counted on one', async () => {
    const owner = await createUser(database.db, { isPatient: true });
    // Wrong passwords on A until its answer says to wait: each wait it names is kept, so the count goes on.
    let refused: Response | null = null;
    for (let attempt = 0; attempt < 12 && !refused; attempt++) {
      const res = await login(a.url, owner.email, `wrong-guess-${attempt}`);
      if (res.status === 429 && attempt >= 6) refused = res;
      else if (res.status === 429)
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
      else expect(res.status).toBe(401);
    }
    expect(refused).not.toBeNull();
    // The right password on B, at once: B refuses it unchecked, for the wait A's failures earned.
    const onB = await login(b.url, owner.email, owner.password);
    expect(onB.status).toBe(429);
    expect(((await onB.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_THROTTLED');
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('delivers a chat message sent to one process to WebSockets held on the other and through nginx', async () => {
    const hostCookie = await signIn(b.url, host);
    const guestCookie = await signIn(a.url, guest);
    const onB = await holdChatSocket(b.url, hostCookie, chatId);
    const viaNginx = await holdChatSocket(nginx.url, hostCookie, chatId);
    try {
      const sent = await send(a.url, guestCookie, 'balanced-0000001', 'Sent on A');
      expect(sent.status, await sent.clone().text()).toBe(200);
      for (const live of [onB, viaNginx]) {
        await live.until(() => live.messages.some((m) => m.body === 'Sent on A'), 'the message sent on A');
      }
    } finally {
      onB.close();
      viaNginx.close();
    }
  });

  it('downloads through the other process a file uploaded through one, kept in the object store', async () => {
    const cookie = await signIn(a.url, host);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'room.png');
    const uploaded = await fetch(`${a.url}/api/fileUploader/properties`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { result } = (await uploaded.json()) as { result: { fileName: string } };
    for (const url of [b.url, nginx.url]) {
      const download = await fetch(`${url}/api/no-auth/download-file/${result.fileName}/properties`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    }
    // In the object store, on neither machine's disk.
    for (const dataDir of dataDirs) {
      expect(fs.existsSync(path.join(dataDir, 'files', 'properties', result.fileName))).toBe(false);
    }
  });

  it('loses no answered write when a process is killed in the middle of a load, and keeps serving', async () => {
    const cookie = await signIn(b.url, guest);
    const total = 120;
    const statuses = new Map<string, number>();
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < total) {
        const id = `failover-${String(next++).padStart(6, '0')}`;
        const response = await send(nginx.url, cookie, id, `Load ${id}`);
        statuses.set(id, response.status);
        await response.body?.cancel();
        // A third of the way in, with writes in flight on both processes.
        if (!killed && statuses.size >= total / 3) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    expect(killed).toBe(true);
    const answered = [...statuses].filter(([, status]) => status >= 200 && status < 300).map(([id]) => id);
    // Only a write in flight on the killed process may fail, and only as nginx's 502; never twice or half-done.
    const failed = [...statuses].filter(([, status]) => status < 200 || status >= 300);
    expect(
      failed.every(([, status]) => status === 502),
      JSON.stringify(failed),
    ).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(8);
    const stored = await database.db
      .selectFrom('chat_message')
      .select('client_message_id')
      .where('chat_id', '=', chatId)
      .where('client_message_id', 'like', 'failover-%')
      .execute();
    const storedIds = new Set(stored.map((row) => row.client_message_id));
    expect(answered.filter((id) => !storedIds.has(id))).toEqual([]);
    // nginx goes on serving from B: reads, and writes.
    await vi.waitFor(async () => expect((await fetch(`${nginx.url}/api/ready`)).status).toBe(200));
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${nginx.url}/api/account/security`, { headers: { cookie } })).status).toBe(200);
    }
    const after = await send(nginx.url, cookie, 'failover-after', 'After the kill');
    expect(after.status).toBe(200);
  });
});
