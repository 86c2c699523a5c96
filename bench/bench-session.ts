import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { insertSession } from '../packages/server/src/features/auth/session.repository.ts';
import {
  hashSessionId,
  SESSION_MAX_MS,
  sessionCookieName,
  sessionCookieValue,
} from '../packages/server/src/features/auth/session.ts';
import { TEST_SESSION_SECRET } from '../packages/server/src/test/api.ts';

/**
 * Request headers signed in as a seeded user: a session row of its own (as sign-in would write it), or null when
 * the seed that makes the user has not been run on this database.
 */
export async function benchSession(db: Kysely<DB>, userId: string): Promise<{ cookie: string } | null> {
  const found = await db.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst();
  if (!found) return null;
  const session = randomBytes(32).toString('base64url');
  await insertSession(db, {
    idHash: hashSessionId(session),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MAX_MS),
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  // The bench app runs in production mode, where the cookie is the secure __Host- one.
  return { cookie: `${sessionCookieName(true)}=${sessionCookieValue(TEST_SESSION_SECRET, session)}` };
}
