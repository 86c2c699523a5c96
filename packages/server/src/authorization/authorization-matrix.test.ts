import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../features/auth/session.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/csrf.ts';
import { sessionFor } from '../test/api.ts';
import {
  buildWorld,
  IDENTITY_NAMES,
  type Identity,
  type IdentityName,
  type World,
} from '../test/identities.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Expected, type MatrixRow, parseMatrix } from './authorization-matrix.ts';
import { AUTHORIZATION_REQUESTS, type Call, type CallContext } from './authorization-requests.ts';

// Many sign-ins, sign-ups and codes from one address: the abuse limits would get in the way.
const t = useTestApp({ RATE_LIMITS: 'off' });
const rows = parseMatrix();
const routes = [...new Set(rows.map((row) => row.route))];

let world: World;
beforeAll(async () => {
  world = await buildWorld(t.app);
}, 120_000);

/**
 * Every route the app serves, as "METHOD /path": the HEAD twins Fastify adds to GET routes are left out, and so
 * would be the web app's files (not built for tests, and public by nature).
 */
function appRoutes(routeList: RouteOptions[]): string[] {
  const keys = routeList.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .filter(() => route.url.startsWith('/api/') || !/\.[a-z0-9]+$/i.test(route.url))
      .map((method) => `${method} ${route.url}`),
  );
  return [...new Set(keys)].sort();
}

function routeOptions(route: string): RouteOptions {
  const [method, url] = route.split(' ');
  const found = t.app.routeList.find((r) => [r.method].flat().includes(method!) && r.url === url);
  if (!found) throw new Error(`${route} is not a route of the app`);
  return found;
}

interface Outcome {
  status: number;
  code?: string;
  body: string;
}

function cookieHeader(
  who: Identity,
  session: string | undefined,
  extra: string | undefined,
): string | undefined {
  const parts: string[] = [];
  if (session) parts.push(`${sessionCookieName(false)}=${session}`);
  // The visitor's draft cookie goes with every call of theirs, unless the call brings a draft cookie of its own.
  if (who.draftCookie && !extra?.includes('cs_qd=')) parts.push(`cs_qd=${who.draftCookie}`);
  if (extra) parts.push(extra);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Calls the route as the web app would (with the CSRF header and the caller's cookies), as the call says. */
async function perform(who: Identity, method: string, call: Call): Promise<Outcome> {
  if (call.session !== 'fresh' || !who.user) return performAs(who, method, call);
  // A call on a fresh session may end every session of the user (sign-out does): the caller's standing session,
  // which the other cells use, is put back afterwards.
  const userId = who.user.id;
  const standing = await t.app.db
    .selectFrom('user_session')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  try {
    return await performAs(who, method, call);
  } finally {
    if (standing.length > 0) {
      await t.app.db
        .insertInto('user_session')
        .values(standing)
        .onConflict((oc) => oc.column('id_hash').doNothing())
        .execute();
    }
  }
}

async function performAs(who: Identity, method: string, call: Call): Promise<Outcome> {
  const session =
    call.session === 'fresh' && who.user ? await sessionFor(t.app.db, who.user.id) : who.session;
  const { cookie: extraCookie, ...headers } = call.headers ?? {};
  const cookie = cookieHeader(who, session, extraCookie);
  const allHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers, ...(cookie ? { cookie } : {}) };

  if (call.transport === 'websocket') {
    try {
      const socket = await t.app.injectWS(call.url, { headers: allHeaders });
      socket.terminate();
      return { status: 101, body: '' };
    } catch (error) {
      const status = Number(/(\d{3})/.exec(String(error))?.[1] ?? 0);
      return { status, body: String(error) };
    }
  }

  const res = await t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: allHeaders,
    ...(call.payload === undefined
      ? {}
      : { payload: call.payload as string | Buffer | Record<string, unknown> }),
    // A live stream never ends by itself: its status is read, then it is dropped (the server closes it on stop).
    ...(call.transport === 'event-stream' ? { payloadAsStream: true } : {}),
  });
  if (call.transport === 'event-stream') {
    const body = res.statusCode === 200 ? '' : await streamText(res.stream());
    if (res.statusCode === 200) res.stream().destroy();
    return { status: res.statusCode, code: codeOf(body), body };
  }
  return { status: res.statusCode, code: codeOf(res.body), body: res.body };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

function matches(outcome: Outcome, expected: Expected): boolean {
  return outcome.status === expected.status && (!expected.code || outcome.code === expected.code);
}

const show = (expected: Expected) => `${expected.status}${expected.code ? ` ${expected.code}` : ''}`;
const brief = (outcome: Outcome) =>
  `${outcome.status}${outcome.code ? ` ${outcome.code}` : ''} ${outcome.body.slice(0, 160)}`;

function contextOf(name: IdentityName, caseName: string): CallContext {
  return { world, who: world.who[name], name, case: caseName };
}

const isSuccess = (expected: Expected | null) =>
  expected !== null && (expected.status < 400 || expected.status === 101);

/**
 * The request the route's schema refuses: the route's own invalid request, or the valid one with a JSON array for
 * its body, or with a blank value in each path parameter. Null for a route that takes no input at all.
 */
async function invalidCall(route: string, c: CallContext): Promise<Call | null> {
  const requests = AUTHORIZATION_REQUESTS[route]!;
  if (requests.invalid) return requests.invalid(c);
  const options = routeOptions(route);
  const schema = (options.schema ?? {}) as { body?: unknown; params?: unknown };
  const valid = await requests.valid(c);
  if (schema.body)
    return { url: valid.url, payload: [], ...(valid.session ? { session: valid.session } : {}) };
  if (schema.params) return { ...valid, url: options.url.replace(/:\w+/g, '%20') };
  return null;
}

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and every row is a route of the app', () => {
    const served = appRoutes(t.app.routeList);
    const missing = served.filter((route) => !routes.includes(route));
    const unknown = routes.filter((route) => !served.includes(route));
    expect({ 'routes without a row': missing, 'rows without a route': unknown }).toEqual({
      'routes without a row': [],
      'rows without a route': [],
    });
  });

  it('has a request for every row, and a row for every request', () => {
    const requests = Object.keys(AUTHORIZATION_REQUESTS);
    expect({
      'rows without a request': routes.filter((route) => !requests.includes(route)),
      'requests without a row': requests.filter((route) => !routes.includes(route)),
    }).toEqual({ 'rows without a request': [], 'requests without a row': [] });
  });

  describe.each(routes)('%s', (route) => {
    const cases = rows.filter((row) => row.route === route);

    it('answers each caller as the matrix says', async () => {
      const requests = AUTHORIZATION_REQUESTS[route];
      expect(requests, `no request for ${route} in authorization-requests.ts`).toBeDefined();
      const [method] = route.split(' ');
      const wrong: string[] = [];
      for (const row of cases) {
        for (const name of IDENTITY_NAMES) {
          const expected = row.expect[name];
          if (!expected) continue;
          const c = contextOf(name, row.case);
          let outcome: Outcome;
          try {
            outcome = await perform(world.who[name], method!, await requests!.valid(c));
          } catch (error) {
            wrong.push(`${row.case} ${name}: the call could not be made: ${String(error)}`);
            continue;
          }
          if (!matches(outcome, expected)) {
            wrong.push(`${row.case} ${name}: expected ${show(expected)}, got ${brief(outcome)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    // Refusals that do not depend on the object: a signed-out caller of a route that needs a session (401 in
    // every case), and a caller whose role the route refuses (403 in every case). Those come before validation.
    const refusals = IDENTITY_NAMES.flatMap((name): Array<[IdentityName, MatrixRow, Expected]> => {
      const called = cases.filter((row) => row.expect[name]);
      const first = called[0];
      if (!first) return [];
      const status = name === 'anonymous' ? 401 : 403;
      const same = called.every(
        (row) => row.expect[name]!.status === status && row.expect[name]!.code === first.expect[name]!.code,
      );
      return same && first.expect[name]!.status === status ? [[name, first, first.expect[name]!]] : [];
    });
    const letThrough = firstSuccess(cases);
    if (refusals.length > 0) {
      it('refuses before validating: 401 to a signed-out caller, 403 to a caller of another role', async () => {
        const [method] = route.split(' ');
        const wrong: string[] = [];
        let checked = 0;
        for (const [name, row, expected] of refusals) {
          const call = await invalidCall(route, contextOf(name, row.case));
          if (!call) continue;
          checked += 1;
          const outcome = await perform(world.who[name], method!, call);
          if (!matches(outcome, expected)) {
            wrong.push(
              `${row.case} ${name} with invalid input: expected ${show(expected)}, got ${brief(outcome)}`,
            );
          }
        }
        // The same invalid request from someone let through is refused as invalid, so the checks above meant it.
        if (checked > 0 && letThrough) {
          const [name, row] = letThrough;
          const call = await invalidCall(route, contextOf(name, row.case));
          const outcome = await perform(world.who[name], method!, call!);
          if (outcome.status !== 400) {
            wrong.push(`${row.case} ${name} with invalid input: expected 400, got ${brief(outcome)}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});

function firstSuccess(cases: MatrixRow[]): [IdentityName, MatrixRow] | undefined {
  for (const row of cases) {
    for (const name of IDENTITY_NAMES) if (isSuccess(row.expect[name])) return [name, row];
  }
  return undefined;
}
