import { licenseToday, shiftCalendarDate } from '@carespace/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { insertSession } from '../features/auth/session.repository.ts';
import {
  hashSessionId,
  SESSION_IDLE_MS,
  sessionCookieName,
  sessionCookieValue,
} from '../features/auth/session.ts';
import { newId, newSecret } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/csrf.ts';

/** The Cookie header's session cookie, named as the app names it (secure: a production start's `__Host-` name). */
export function sessionCookie(session: string, secure = false): string {
  return `${sessionCookieName(secure)}=${session}`;
}

/** app.inject as the web app calls: with the CSRF header, and a session cookie when given. */
export function api(app: FastifyInstance, options: InjectOptions & { session?: string }) {
  const { session, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(session ? { cookie: sessionCookie(session) } : {}),
      ...headers,
    },
  });
}

/** A practice with only a name, and optionally its email and state; returns its id. */
export async function createOrganization(
  db: Kysely<DB>,
  values: { name: string; email?: string | null; usState?: string | null },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('organization')
    .values({
      id,
      name: values.name,
      email: values.email ?? null,
      phone: null,
      website: null,
      fax: null,
      ein: null,
      address_line_one: null,
      address_line_two: null,
      city: null,
      us_state: values.usState ?? null,
      zipcode: null,
      owner_user_id: null,
    })
    .execute();
  return id;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  organizationId: string | null;
}

let counter = 0;
const TEST_PASSWORD = 'Correct-Horse-Battery-9';
let cachedHash: Promise<string> | undefined;

/** A user row for tests (argon2 hashing is done once per file: it is deliberately slow). */
export async function createUser(
  db: Kysely<DB>,
  overrides: Partial<{
    email: string;
    isPatient: boolean;
    healcoAdmin: boolean;
    providerRole: string | null;
    organizationName: string;
    status: string;
    isEmailVerified: boolean;
    phone: string | null;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const id = newId();
  const email = overrides.email ?? `user${counter}.${id.slice(0, 6).toLowerCase()}@example.test`;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  let organizationId: string | null = null;
  if (overrides.organizationName) {
    organizationId = await createOrganization(db, { name: overrides.organizationName, email });
  }
  await db
    .insertInto('app_user')
    .values({
      id,
      email,
      password_hash: await cachedHash,
      first_name: 'Test',
      last_name: `User${counter}`,
      phone: overrides.phone === undefined ? `201555${String(1000 + counter).slice(-4)}` : overrides.phone,
      status: overrides.status ?? 'ACTV',
      is_patient: overrides.isPatient ?? false,
      healco_admin: overrides.healcoAdmin ?? false,
      provider_role: overrides.providerRole ?? null,
      organization_id: organizationId,
      is_email_verified: overrides.isEmailVerified ?? true,
      signup_reason: null,
      user_type: null,
    })
    .execute();
  if (organizationId) {
    await db
      .updateTable('organization')
      .set({ owner_user_id: id })
      .where('id', '=', organizationId)
      .execute();
  }
  return { id, email, password: TEST_PASSWORD, organizationId };
}

/**
 * The session secret of every test app (test-app.ts) and of the servers tests start in their own process, so a
 * session made here is accepted by them.
 */
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

/** The id of the user with this email (a demo account, say), so a test can act as them. */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<string> {
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * A live session for a user, as if they had signed in; returns the cookie value (signed with TEST_SESSION_SECRET).
 * It lasts the idle timeout unless a shorter life is asked for (a session about to time out).
 */
export async function sessionFor(
  db: Kysely<DB>,
  userId: string,
  lifetimeMs = SESSION_IDLE_MS,
): Promise<string> {
  const id = newSecret(43);
  await insertSession(db, {
    idHash: hashSessionId(id),
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return sessionCookieValue(TEST_SESSION_SECRET, id);
}

/**
 * Licenses for a provider, as an admin's verification would leave them (verified unless told otherwise), so a
 * test can give a reviewer their states. The profile's licensed states grant nothing: only these rows count.
 */
export async function grantLicenses(
  db: Kysely<DB>,
  userId: string,
  states: readonly string[],
  options: { status?: 'PEND' | 'VERI' | 'REJE'; expiresOn?: string } = {},
): Promise<string[]> {
  const status = options.status ?? 'VERI';
  const expiresOn = options.expiresOn ?? shiftCalendarDate(licenseToday(), 365);
  const ids = states.map(() => newId());
  if (states.length === 0) return ids;
  await db
    .insertInto('provider_license')
    .values(
      states.map((usState, index) => ({
        id: ids[index]!,
        user_id: userId,
        us_state: usState,
        license_number: `TEST-${usState}-${ids[index]!.slice(0, 6)}`,
        expires_on: expiresOn,
        status,
        reviewed_on: status === 'PEND' ? null : new Date(),
        rejection_reason: status === 'REJE' ? 'The number does not match the state register.' : null,
      })),
    )
    .execute();
  return ids;
}
