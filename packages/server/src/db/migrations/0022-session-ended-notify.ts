import { type Kysely, sql } from 'kysely';

/**
 * Every process keeps the sessions it has just checked for a moment (features/auth/session-cache.ts). Whatever
 * ends a session or changes what its user may do (signing out, a deactivation, a lock, a role or organization
 * change, a shortened expiry, a session moved to another user), from any process or by hand, announces it on the
 * `session_ended` channel at commit, and every process then forgets what it kept. Statement-level where it can
 * be: one announcement per statement. The sliding expiry's touch (a later expires_at) says nothing: it never
 * takes access away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function session_ended_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_ended', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger user_session_ended after delete on user_session
    for each statement execute function session_ended_notify()`.execute(db);
  await sql`
    create trigger user_session_shortened after update on user_session
    for each row when (new.expires_at < old.expires_at or new.created_on <> old.created_on
      or new.user_id <> old.user_id or new.id_hash <> old.id_hash)
    execute function session_ended_notify()`.execute(db);
  await sql`
    create trigger app_user_access_changed
    after update of status, organization_id, is_patient, healco_admin, provider_role or delete on app_user
    for each statement execute function session_ended_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger app_user_access_changed on app_user`.execute(db);
  await sql`drop trigger user_session_shortened on user_session`.execute(db);
  await sql`drop trigger user_session_ended on user_session`.execute(db);
  await sql`drop function session_ended_notify()`.execute(db);
}
