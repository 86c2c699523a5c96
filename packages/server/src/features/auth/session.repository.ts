import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function insertSession(
  db: Kysely<DB>,
  row: { idHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  await db
    .insertInto('user_session')
    .values({
      id_hash: row.idHash,
      user_id: row.userId,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}

function liveSessions(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select([
      's.id_hash',
      's.last_seen_at',
      's.created_on',
      's.expires_at',
      'u.id as user_id',
      'u.organization_id',
      'u.is_patient',
      'u.healco_admin',
      'u.provider_role',
      'u.status',
    ])
    .where('s.expires_at', '>', now);
}

/** The session with its user, if the session is unexpired (the caller judges the account's status). */
export async function findLiveSession(db: Kysely<DB>, idHash: string, now: Date) {
  return liveSessions(db, now).where('s.id_hash', '=', idHash).executeTakeFirst();
}

/** The unexpired ones among these sessions, with their users: one statement for every live channel held. */
export async function findLiveSessions(db: Kysely<DB>, idHashes: readonly string[], now: Date) {
  if (idHashes.length === 0) return [];
  return liveSessions(db, now).where('s.id_hash', 'in', idHashes).execute();
}

export async function touchSession(db: Kysely<DB>, idHash: string, now: Date, expiresAt: Date) {
  await db
    .updateTable('user_session')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Kysely<DB>, idHash: string) {
  await db.deleteFrom('user_session').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteUserSessions(db: Kysely<DB>, userId: string, exceptIdHash?: string) {
  let query = db.deleteFrom('user_session').where('user_id', '=', userId);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}
