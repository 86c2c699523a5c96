import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/seed-demo.ts';
import { api, sessionFor } from '../test/api.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Mutation, mutate, mutation } from './mutations.ts';
import { type Hints, type JsonSchema, jsonSchemaOf, validish } from './schema-arbitrary.ts';
import { installWriteLog, lastWrite, writesSince } from './write-log.ts';

/**
 * Every route with a request schema, called with wrong types, missing and extra fields, very long strings, NUL
 * bytes, lone surrogates, emoji, SQL and HTML payloads and deep nesting, each mutation applied to a value shaped
 * like the route's own schema. Whatever the input: never a 5xx, never a stack trace or SQL in the answer, and a
 * refused request (4xx) changes nothing in the database.
 *
 * The seed is fixed so a failure reproduces: FUZZ_SEED=<n> picks another, FUZZ_RUNS=<n> runs more per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_SURVEY=1 logs every failing request and keeps going, to list all of them at once. */
const SURVEY = process.env.FUZZ_SURVEY === '1';

const t = useTestApp({ RATE_LIMITS: 'off' });

type Role = 'anonymous' | 'admin' | 'patient' | 'host' | 'reviewer' | 'pharmacist';
const DEMO_EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  admin: 'admin@demo.carespace.test',
  patient: 'patient@demo.carespace.test',
  host: 'host@demo.carespace.test',
  reviewer: 'pro@demo.carespace.test',
  pharmacist: 'pharmacist@demo.carespace.test',
};

/**
 * Who calls a route: someone who may, so the input reaches the service. An admin passes most guards; the
 * public routes are called signed out (signed in, several answer "already signed in" before reading anything).
 */
function rolesFor(url: string): Role[] {
  if (
    /^\/api\/(prescription\/(checkout|subscription)|card-payment\/(checkout-session|customer-portal$|subscription-info))/.test(
      url,
    )
  ) {
    return ['patient'];
  }
  if (url.startsWith('/api/questionnaire')) return ['anonymous', 'patient'];
  if (/^\/api\/card-payment\/(membership|customer-portal\/)/.test(url)) return ['host', 'admin'];
  if (url.startsWith('/api/propertyChat') || url.startsWith('/api/propertyIntroduction'))
    return ['host', 'admin'];
  if (url.startsWith('/api/prescription')) return ['admin', 'reviewer', 'pharmacist'];
  if (
    /^\/api\/(auth\/(signup|login|two-factor|forgot-password|reset-password|verify-|welcome)|contact|wrvu|therapy-navigation|misc|search\/GeolocationFromZipcode|pricing|no-auth|card-payment\/webhook)/.test(
      url,
    ) ||
    url.startsWith('/sandbox-pay') ||
    url.startsWith('/dev/')
  ) {
    return ['anonymous'];
  }
  return ['admin'];
}

/** Routes whose successful answer never ends (a live stream): only ever called with ids no chat has. */
const STREAMING = new Set(['/api/propertyChat/:chatId/stream', '/api/propertyChat/:chatId/socket']);

/** A stack trace, SQL the app writes (lower case), a database error or a file path in an answer. */
const LEAKS = [
  /\n\s+at \S/,
  /\(\/[^)]*:\d+:\d+\)/,
  /node_modules/,
  /syntax error/i,
  /\bError:/,
  /\bselect ["*]/,
  /\bfrom "\w+"/,
  /\binsert into "/,
  /\bdelete from "/,
  /\bupdate "\w+" set\b/,
  /violates .* constraint/,
  /invalid input syntax/,
  /unsupported Unicode escape/,
];

type Part = 'body' | 'querystring' | 'params' | 'headers';
const PARTS: Part[] = ['params', 'querystring', 'body', 'headers'];

interface FuzzRoute {
  method: string;
  url: string;
  schemas: Partial<Record<Part, JsonSchema>>;
  roles: Role[];
}

function fuzzRoutes(routes: RouteOptions[]): FuzzRoute[] {
  const found: FuzzRoute[] = [];
  for (const route of routes) {
    const methods = [route.method].flat();
    if (methods.includes('HEAD')) continue;
    const schema = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
    const schemas: Partial<Record<Part, JsonSchema>> = {};
    for (const part of PARTS) {
      const json = jsonSchemaOf(schema[part]);
      if (json) schemas[part] = json;
    }
    if (Object.keys(schemas).length === 0) continue;
    for (const method of methods) found.push({ method, url: route.url, schemas, roles: rolesFor(route.url) });
  }
  return found;
}

/** Percent-encodes any JavaScript string, lone surrogates too (as the bytes a careless client would send). */
export function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(char);
    }
    return out;
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    return query === undefined ? '' : `?${encodeAny(asText(query))}`;
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeAny(key)}=${encodeAny(item === null ? '' : asText(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pathWith(url: string, params: unknown): string {
  const values = (params !== null && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? '' : encodeAny(asText(value));
  });
}

interface Sent {
  role: Role;
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}

function describeSent(sent: Sent): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);
  return `${sent.role} ${sent.method} ${clip(sent.url)} ${sent.body === undefined ? '' : clip(JSON.stringify(sent.body))}`;
}

const actors = new Map<Role, string>();
let hints: Hints = { ids: [], fileNames: [] };
let actorIds: string[] = [];

beforeAll(async () => {
  await seedDemoAccounts(t.app.db, 'Fuzz-demo-password-1', t.app.ports.files);
  const users = await t.app.db
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('email', 'in', Object.values(DEMO_EMAILS))
    .execute();
  actorIds = users.map((user) => user.id);
  for (const [role, email] of Object.entries(DEMO_EMAILS)) {
    const user = users.find((row) => row.email === email);
    if (!user) throw new Error(`demo account ${email} missing`);
    actors.set(role as Role, user.id);
  }
  // Real ids (but never a signed-in actor's own, which a fuzzed admin call could deactivate).
  const idTables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'id' and data_type = 'text'`.execute(t.app.db);
  const ids = new Set<string>();
  for (const { table_name } of idTables.rows) {
    const rows = await sql<{ id: string }>`select id from ${sql.table(table_name)} limit 20`.execute(
      t.app.db,
    );
    for (const row of rows.rows) if (!actorIds.includes(row.id)) ids.add(row.id);
  }
  const files = await t.app.db.selectFrom('stored_file').select('file_name').limit(20).execute();
  hints = { ids: [...ids], fileNames: files.map((file) => file.file_name) };
  await installWriteLog(t.database);
  console.log(`request fuzz: seed ${SEED}, ${RUNS} runs per route (FUZZ_SEED and FUZZ_RUNS change them)`);
}, 120_000);

const sessions = new Map<Role, string>();
async function sessionOf(role: Role): Promise<string | undefined> {
  const userId = role === 'anonymous' ? undefined : actors.get(role);
  if (!userId) return undefined;
  let session = sessions.get(role);
  if (!session) {
    session = await sessionFor(t.app.db, userId);
    sessions.set(role, session);
  }
  return session;
}

/** Waits until background work a successful request started (emails, notifications) has been written. */
async function settle() {
  let previous = await lastWrite(t.app.db);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = await lastWrite(t.app.db);
    if (next === previous) return;
    previous = next;
  }
}

function seedFor(route: FuzzRoute): number {
  let hash = SEED;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('every request schema, fuzzed', () => {
  const routes = () => fuzzRoutes(t.app.routeList);

  it('finds the routes to fuzz', () => {
    expect(routes().length).toBeGreaterThan(60);
  });

  // The route table exists only once the app is built, so one test walks every route; each route is its own
  // property with its own seed, and every failing route is reported before the test fails.
  it('answers every route with a 2xx or a 4xx that changed nothing, and never leaks internals', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const streaming = STREAMING.has(route.url);
      const routeHints = streaming ? { ids: [], fileNames: [] } : hints;
      const parts = PARTS.filter((part) => route.schemas[part]);
      const part = (name: Part) => {
        const schema = route.schemas[name];
        return schema ? validish(schema, routeHints) : fc.constant(undefined);
      };
      const input = fc.record({
        role: fc.constantFrom(...route.roles),
        params: part('params'),
        querystring: part('querystring'),
        body: part('body'),
        headers: part('headers'),
        target: fc.constantFrom(...parts),
        change: mutation,
      });
      const check = async (value: {
        role: Role;
        params: unknown;
        querystring: unknown;
        body: unknown;
        headers: unknown;
        target: Part;
        change: Mutation;
      }) => {
        const mutated = { ...value, [value.target]: mutate(value[value.target], value.change) };
        const headers: Record<string, string> = {};
        if (mutated.headers && typeof mutated.headers === 'object') {
          for (const [name, header] of Object.entries(mutated.headers)) {
            if (header !== undefined) headers[name.toLowerCase()] = asText(header);
          }
        }
        const sent: Sent = {
          role: value.role,
          method: route.method,
          url: pathWith(route.url, mutated.params) + queryString(mutated.querystring),
          headers,
        };
        if (route.schemas.body && mutated.body !== undefined) {
          sent.body = JSON.stringify(mutated.body);
          headers['content-type'] = 'application/json';
        }
        const session = await sessionOf(value.role);
        const before = await lastWrite(t.app.db);
        let res: Awaited<ReturnType<typeof api>>;
        try {
          res = await api(t.app, {
            method: route.method as 'GET',
            url: sent.url,
            headers,
            ...(sent.body === undefined ? {} : { payload: sent.body }),
            ...(session ? { session } : {}),
          });
        } catch (error) {
          // The test client itself refused the request (a header it cannot send): nothing reached the app.
          if (error instanceof TypeError && /header|character/i.test(error.message)) return true;
          throw error;
        }
        // A fuzzed call may end its own session (a password change ends the others, say): sign in again.
        if (res.statusCode === 401 && session) sessions.delete(value.role);
        const problems: string[] = [];
        if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
        const leak = LEAKS.find((pattern) => pattern.test(res.body));
        if (leak && res.statusCode >= 400) problems.push(`answer matches ${leak}`);
        if (res.statusCode >= 400 && res.statusCode < 500) {
          const changed = (await lastWrite(t.app.db)) === before ? [] : await writesSince(t.app.db, before);
          if (changed.length > 0) problems.push(`a ${res.statusCode} changed ${changed.join(', ')}`);
          if (route.url.startsWith('/api/')) {
            const envelope = res.json() as {
              success?: boolean;
              error?: { code?: unknown; message?: unknown };
            };
            if (envelope.success !== false || typeof envelope.error?.message !== 'string') {
              problems.push('error answer is not the envelope');
            }
          }
        } else if (res.statusCode < 400) {
          await settle();
        }
        if (problems.length === 0) return true;
        const report = `${problems.join('; ')}: ${describeSent(sent)} → ${res.body.slice(0, 300)}`;
        if (SURVEY) {
          failures.push(report);
          return true;
        }
        throw new Error(report);
      };
      try {
        await fc.assert(fc.asyncProperty(input, check), { seed: seedFor(route), numRuns: RUNS });
      } catch (error) {
        failures.push(
          `${route.method} ${route.url}: ${(error as Error).message.split('\n').slice(0, 6).join(' | ')}`,
        );
      }
    }
    if (failures.length > 0) console.log(failures.join('\n\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
