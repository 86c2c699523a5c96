import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/database.ts';
import { verifyAuditChain } from './features/audit/audit-chain.ts';
import { sessionCookieName } from './features/auth/session.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './plugins/csrf.ts';
import { type ServerProcess, START_WAIT_MS, startServerProcess } from './test/server-process.ts';

/*
 * The embedded database (PGlite, the `npm start` default) lives inside the server process, so a SIGKILL takes
 * the database engine down with it in the middle of whatever it was writing. On a data folder made by a real
 * first start (migrated, demo accounts seeded):
 * - `npm run audit:verify` passes on it;
 * - the server is killed at a random moment during a stream of writes (chat messages and audited ePHI events),
 *   twice, each time opened again on the same folder (by the server, then by the check): it opens, every write
 *   the client saw succeed is there, and the audit chain still verifies;
 * - one audit row changed by hand makes `npm run audit:verify` fail and name it.
 * The embedded database only: on PostgreSQL see crash-safety.test.ts.
 */

const onPglite = process.env.TEST_DB !== 'postgres';
const root = path.resolve(import.meta.dirname, '../../..');
const cookieName = sessionCookieName(true);
const CYCLES = 2;

let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: ServerProcess | null = null;

/** Opens the folder in this process (the server must be stopped: the embedded database is one process's). */
async function withFolder<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** `npm run audit:verify` on the folder, as an operator runs it. */
function auditVerify(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const child = spawn('npm', ['run', '--silent', 'audit:verify'], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function post(session: string, url: string, body: unknown) {
  return fetch(`${server!.url}${url}`, {
    method: 'POST',
    headers: {
      cookie: `${cookieName}=${session}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Signs in through the API as a person would; answers the session cookie's value. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${server!.url}/api/auth/login`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  return cookie!.slice(cookieName.length + 1).split(';')[0]!;
}

describe.skipIf(!onPglite)('the embedded database through SIGKILLs, and npm run audit:verify', () => {
  let session: string;
  let chatId: string;
  const acknowledged = { messages: [] as string[], events: [] as string[] };
  let attempted = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-crash-pglite-'));
    env = {
      NODE_ENV: 'production',
      // The payment sandbox in production: a demonstration (no Stripe account in tests).
      DEMO_MODE: '1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'crash-test-password',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    // `npm start` on an empty folder: migrations and the demo accounts. The demo host signs in (audited) and
    // opens an ePHI page (audited), so the log has rows to verify.
    server = await startServerProcess(env);
    session = await signIn('host@demo.carespace.test', 'crash-test-password');
    expect((await post(session, '/api/audit/access-ePHI', { page: '/provider/dashboard' })).status).toBe(200);
    const chats = await fetch(`${server.url}/api/propertyChat`, {
      headers: { cookie: `${cookieName}=${session}` },
    });
    chatId = ((await chats.json()) as { result: Array<{ id: string }> }).result[0]!.id;
    expect(await server.stop()).toBe(0);
    server = null;
  }, 2 * START_WAIT_MS);

  afterAll(async () => {
    if (server) await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('passes npm run audit:verify on the demo database', async () => {
    const { code, output } = await auditVerify();
    expect(output).toMatch(
      /^Audit log chain verified: [\d,]+ rows; newest: position \d+, hash [0-9a-f]{64}\.$/m,
    );
    expect(code).toBe(0);
  }, 60_000);

  it(
    'keeps every acknowledged write through SIGKILLs at random moments, and opens again each time',
    async () => {
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        // From the second cycle on, this start is the recovery from the last kill.
        server = await startServerProcess(env);
        let running = true;
        // Four writers at once, so the kill finds writes in flight: two send messages, two record ePHI events.
        const writer = async (kind: 'message' | 'event', lane: number) => {
          for (let n = 0; running; n += 1) {
            const key = `c${cycle}-${kind}-${lane}-${n}`;
            attempted += 1;
            try {
              const response =
                kind === 'message'
                  ? await post(session, `/api/propertyChat/${chatId}/messages`, {
                      clientMessageId: key,
                      body: `Crash test message ${key}`,
                    })
                  : await post(session, '/api/audit/access-ePHI', { page: key });
              if (response.status === 200) {
                (kind === 'message' ? acknowledged.messages : acknowledged.events).push(key);
              }
            } catch {
              return; // the server is gone
            }
          }
        };
        const writers = [writer('message', 0), writer('message', 1), writer('event', 0), writer('event', 1)];
        const floor = acknowledged.messages.length + acknowledged.events.length + 8;
        const deadline = Date.now() + 60_000;
        while (acknowledged.messages.length + acknowledged.events.length < floor) {
          if (Date.now() > deadline) throw new Error(`No writes succeeded:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
        server.child.kill('SIGKILL');
        await server.stop();
        server = null;
        running = false;
        await Promise.all(writers);
      }

      // The last kill is recovered by whoever opens the folder next: here, the check itself.
      await withFolder(async (database) => {
        const messages = await database.db
          .selectFrom('chat_message')
          .select('client_message_id')
          .where('chat_id', '=', chatId)
          .execute();
        const stored = new Set(messages.map((m) => m.client_message_id));
        expect(acknowledged.messages.filter((key) => !stored.has(key))).toEqual([]);
        const events = await database.db
          .selectFrom('audit_event')
          .select(sql<string>`details->>'page'`.as('page'))
          .where('event_code', '=', 'EPHA')
          .execute();
        const recorded = new Set(events.map((e) => e.page));
        expect(acknowledged.events.filter((key) => !recorded.has(key))).toEqual([]);
        const chain = await verifyAuditChain(database.db);
        expect(chain.broken).toBeNull();
        expect(chain.verified).toBeGreaterThan(acknowledged.events.length);
      });
      expect(acknowledged.messages.length).toBeGreaterThan(0);
      expect(acknowledged.events.length).toBeGreaterThan(0);
      console.info(
        `PGlite SIGKILL test: ${CYCLES} kills, ${attempted} writes attempted, ` +
          `${acknowledged.messages.length + acknowledged.events.length} acknowledged, none lost`,
      );
    },
    (CYCLES + 1) * START_WAIT_MS,
  );

  it('fails npm run audit:verify, naming the row, once one audit row is changed by hand', async () => {
    const changed = await withFolder(async (database) => {
      const row = await database.db
        .selectFrom('audit_event')
        .select(['id', 'chain_position'])
        .where('event_code', '=', 'EPHA')
        .orderBy('chain_position')
        .executeTakeFirstOrThrow();
      await database.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.updateTable('audit_event').set({ ip: '203.0.113.9' }).where('id', '=', row.id).execute();
      });
      return row;
    });
    const { code, output } = await auditVerify();
    expect(output).toContain(
      `Audit log chain is BROKEN at row id ${changed.id} (chain position ${changed.chain_position}, written `,
    );
    expect(output).toContain('its content does not match its stored hash');
    const before = changed.chain_position - 1;
    expect(output).toContain(`\n${before} ${before === 1 ? 'row' : 'rows'} before it verified.`);
    expect(code).toBe(1);
  }, 60_000);
});
