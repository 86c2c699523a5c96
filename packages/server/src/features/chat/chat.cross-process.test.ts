import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_SOCKET_CLOSE } from '@carespace/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, LISTEN_APPLICATION_NAME, openPostgres } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../plugins/csrf.ts';
import { createUser, sessionFor, TEST_SESSION_SECRET } from '../../test/api.ts';
import { approvedChat } from '../../test/chat-fixtures.ts';
import { holdChatSocket, holdChatStream, type LiveChat } from '../../test/chat-live.ts';
import { urlForDatabase, withAdminClient } from '../../test/databases.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { sessionCookieName } from '../auth/session.ts';

/*
 * Two real server processes on one PostgreSQL database, as several instances behind a load balancer run: a
 * message sent through one reaches a live connection held by the other, and a session ended through one (a sign-out,
 * a password change, a deactivation) is refused on the other at once and closes the live connections it holds
 * there (LISTEN/NOTIFY). PostgreSQL only: PGlite is one embedded process.
 */

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
// Production servers name their session cookie with the __Host- prefix.
const cookieName = sessionCookieName(true);

let databaseName: string;
let database: Database;
let dataDir: string;
let servers: ServerProcess[] = [];
let chatId: string;
let hostSession: string;
let guestSession: string;

function send(baseUrl: string, session: string, chat: string, clientMessageId: string, body: string) {
  return fetch(`${baseUrl}/api/propertyChat/${chat}/messages`, {
    method: 'POST',
    headers: {
      cookie: `${cookieName}=${session}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ clientMessageId, body }),
  });
}

describe.skipIf(!onPostgres)('two server processes on one database', () => {
  beforeAll(async () => {
    databaseName = `carespace_test_${newId(10).toLowerCase()}`;
    const template = inject('templateDatabase');
    await withAdminClient((c) => c.query(`create database "${databaseName}" template "${template}"`));
    const url = urlForDatabase(databaseName);
    database = openPostgres(url, 2);
    const hostUser = await createUser(database.db, {
      providerRole: 'STAN',
      organizationName: 'Hudson Family Practice',
    });
    const guestUser = await createUser(database.db, {
      providerRole: 'STAN',
      organizationName: 'Palisade Pediatrics',
    });
    const host = { id: hostUser.id, organizationId: hostUser.organizationId! };
    const guest = { id: guestUser.id, organizationId: guestUser.organizationId! };
    chatId = await approvedChat(database.db, host, guest);
    hostSession = await sessionFor(database.db, host.id);
    guestSession = await sessionFor(database.db, guest.id);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-two-servers-'));
    const env = {
      NODE_ENV: 'production',
      // The payment sandbox in production: a demonstration (no Stripe account in tests).
      DEMO_MODE: '1',
      // The secret the test's own sessions are signed with.
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    if (databaseName) {
      await withAdminClient((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    // Both stopped cleanly, their listening connections included.
    expect(codes).toEqual(servers.map(() => 0));
  }, 30_000);

  it('delivers a message sent through one server to a socket held by the other, and back, once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // The host follows on B over the WebSocket; the guest on A over the event stream (the fallback transport).
    const onB = await holdChatSocket(b.url, `${cookieName}=${hostSession}`, chatId);
    const onA = await holdChatStream(a.url, `${cookieName}=${guestSession}`, chatId);
    try {
      const sent = await send(a.url, guestSession, chatId, 'cross-0000001', 'Sent on A, read on B');
      expect(sent.status, await sent.clone().text()).toBe(200);
      await onB.until(() => onB.messages.length >= 1, 'the message on server B');
      expect(onB.messages.map((m) => m.body)).toEqual(['Sent on A, read on B']);

      const answer = await send(b.url, hostSession, chatId, 'cross-0000002', 'Answered on B, read on A');
      expect(answer.status).toBe(200);
      await onA.until(() => onA.messages.length >= 2, 'both messages on server A');
      expect(onA.messages.map((m) => m.body)).toEqual(['Sent on A, read on B', 'Answered on B, read on A']);
      await onB.until(() => onB.messages.length >= 2, 'the answer on server B');
      expect(onB.messages.map((m) => m.body)).toEqual(['Sent on A, read on B', 'Answered on B, read on A']);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('refuses, on the other server, a session signed out through one, without waiting for its kept copy to age', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const user = await createUser(database.db, { isPatient: true });
    const cookie = `${cookieName}=${await sessionFor(database.db, user.id)}`;
    const security = (url: string) => fetch(`${url}/api/account/security`, { headers: { cookie } });
    // B has just checked the session, so it keeps it (features/auth/session-cache.ts: up to 2 s).
    expect((await security(b.url)).status).toBe(200);
    const signOut = await fetch(`${a.url}/api/logout`, {
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(signOut.status).toBe(200);
    // A's sign-out reaches B as the database's announcement at commit: B refuses well before its 2 s bound.
    await vi.waitFor(async () => expect((await security(b.url)).status).toBe(401), {
      timeout: 1_500,
      interval: 20,
    });
  });

  it('keeps, on both servers, a session whose sign-out came without the CSRF header (a link on another site)', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const user = await createUser(database.db, { isPatient: true });
    const cookie = `${cookieName}=${await sessionFor(database.db, user.id)}`;
    const forged = await fetch(`${a.url}/api/logout`, { headers: { cookie } });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    for (const url of [a.url, b.url]) {
      expect((await fetch(`${url}/api/account/security`, { headers: { cookie } })).status).toBe(200);
    }
  });

  describe('closes, within 2 seconds, the live channels held on the other server of a session ended through one', () => {
    /** A provider of a new practice with a chat, holding a socket and a stream on server B. */
    async function holdOnB() {
      const [, b] = servers as [ServerProcess, ServerProcess];
      const suffix = newId(6);
      const member = await createUser(database.db, {
        providerRole: 'STAN',
        organizationName: `Hudson ${suffix}`,
      });
      const other = await createUser(database.db, {
        providerRole: 'STAN',
        organizationName: `Palisade ${suffix}`,
      });
      const chat = await approvedChat(
        database.db,
        { id: member.id, organizationId: member.organizationId! },
        { id: other.id, organizationId: other.organizationId! },
      );
      const session = await sessionFor(database.db, member.id);
      const cookie = `${cookieName}=${session}`;
      const channels = [await holdChatSocket(b.url, cookie, chat), await holdChatStream(b.url, cookie, chat)];
      return { member, session, channels };
    }

    /** The close codes of both channels, once closed; fails when one is still open 2 s after `since`. */
    async function closeCodes(channels: LiveChat[]) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('a channel was still open 2 s after its session ended')),
          2_000,
        );
      });
      try {
        return await Promise.race([Promise.all(channels.map((live) => live.closed)), late]);
      } finally {
        clearTimeout(timer);
      }
    }

    const write = (url: string, method: string, session: string, body: unknown) =>
      fetch(url, {
        method,
        headers: {
          cookie: `${cookieName}=${session}`,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });

    it('a sign-out', async () => {
      const [a] = servers as [ServerProcess, ServerProcess];
      const { session, channels } = await holdOnB();
      const out = await fetch(`${a.url}/api/logout`, {
        headers: { cookie: `${cookieName}=${session}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      expect(out.status).toBe(200);
      expect(await closeCodes(channels)).toEqual([
        CHAT_SOCKET_CLOSE.sessionEnded,
        CHAT_SOCKET_CLOSE.sessionEnded,
      ]);
    });

    it('a password change in another browser', async () => {
      const [a] = servers as [ServerProcess, ServerProcess];
      const { member, channels } = await holdOnB();
      const here = await sessionFor(database.db, member.id);
      const changed = await write(`${a.url}/api/account/change-password`, 'PUT', here, {
        userId: member.id,
        currentPassword: member.password,
        password: 'Another-secret-2026',
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      expect(await closeCodes(channels)).toEqual([
        CHAT_SOCKET_CLOSE.sessionEnded,
        CHAT_SOCKET_CLOSE.sessionEnded,
      ]);
    });

    it('an admin deactivating the account', async () => {
      const [a] = servers as [ServerProcess, ServerProcess];
      const { member, channels } = await holdOnB();
      const admin = await createUser(database.db, { healcoAdmin: true });
      const deactivated = await write(
        `${a.url}/api/admin/users/${member.id}/status`,
        'PUT',
        await sessionFor(database.db, admin.id),
        { status: 'DEAC' },
      );
      expect(deactivated.status, await deactivated.clone().text()).toBe(200);
      expect(await closeCodes(channels)).toEqual([
        CHAT_SOCKET_CLOSE.sessionEnded,
        CHAT_SOCKET_CLOSE.sessionEnded,
      ]);
    });
  });

  it('still delivers after the listening connections were cut, including what was sent meanwhile', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const onB = await holdChatSocket(b.url, `${cookieName}=${hostSession}`, chatId);
    try {
      const before = onB.messages.length;
      // Both servers lose their LISTEN connections (a failover, a restarted PgBouncer): NOTIFYs sent now are lost.
      // B listens on three channels: the chat feed's (it holds a socket), the session cache's and the outbound
      // queue's; A on the last two, and on the chat feed's only while the first test's stream still lingers.
      const cut = await database.db
        .selectFrom(sql<{ pid: number; application_name: string }>`pg_stat_activity`.as('a'))
        .select(sql<boolean>`pg_terminate_backend(a.pid)`.as('ended'))
        .where('a.application_name', '=', LISTEN_APPLICATION_NAME)
        .where(sql<boolean>`a.datname = current_database()`)
        .execute();
      expect(cut.length).toBeGreaterThanOrEqual(5);
      const sent = await send(a.url, guestSession, chatId, 'cross-0000003', 'Sent while nobody listened');
      expect(sent.status).toBe(200);
      await onB.until(() => onB.messages.length > before, 'the message sent while the listener was down');
      expect(onB.messages.slice(before).map((m) => m.body)).toEqual(['Sent while nobody listened']);
    } finally {
      onB.close();
    }
  });
});
