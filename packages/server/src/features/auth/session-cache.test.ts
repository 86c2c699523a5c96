import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { ListenHandlers } from '../../db/database.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  type LiveSession,
  SESSION_ENDED_CHANNEL,
  SessionCache,
  startSessionCache,
  takesAccessAway,
} from './session-cache.ts';

const t = useTestApp();

const live = (overrides: Partial<LiveSession> = {}): LiveSession => ({
  id_hash: 'h',
  last_seen_at: new Date(),
  created_on: new Date(),
  expires_at: new Date(Date.now() + 60_000),
  user_id: 'u1',
  organization_id: null,
  is_patient: true,
  healco_admin: false,
  provider_role: null,
  status: 'ACTV',
  ...overrides,
});

/** A load that counts its calls and answers what it is given. */
function loader(row: LiveSession | undefined) {
  const load = async () => {
    load.calls += 1;
    return row;
  };
  load.calls = 0;
  return load;
}

describe('the session cache', () => {
  it('answers a live session it checked from memory, and asks again for a miss, an inactive or an expired one', async () => {
    const cache = new SessionCache();
    const now = new Date();
    const active = loader(live());
    await cache.read('a', now, active);
    await cache.read('a', now, active);
    expect(active.calls).toBe(1);

    const missing = loader(undefined);
    await cache.read('b', now, missing);
    await cache.read('b', now, missing);
    expect(missing.calls).toBe(2);

    const locked = loader(live({ status: 'LOCK' }));
    await cache.read('c', now, locked);
    await cache.read('c', now, locked);
    expect(locked.calls).toBe(2);

    const expiring = loader(live({ expires_at: new Date(now.getTime() + 1_000) }));
    await cache.read('d', now, expiring);
    await cache.read('d', new Date(now.getTime() + 1_000), expiring);
    expect(expiring.calls).toBe(2);
  });

  it('does not keep what a read brought back when access was taken away while it was reading', async () => {
    const cache = new SessionCache();
    const now = new Date();
    let release: (row: LiveSession) => void = () => undefined;
    const slow = cache.read('a', now, () => new Promise<LiveSession>((resolve) => (release = resolve)));
    cache.forgetAll();
    release(live());
    await slow;
    const again = loader(live());
    await cache.read('a', now, again);
    expect(again.calls).toBe(1);
  });

  it('forgets everything on the database’s announcement and after a lost listening connection', async () => {
    let handlers: ListenHandlers | undefined;
    const started = await startSessionCache(async (channel, given) => {
      expect(channel).toBe(SESSION_ENDED_CHANNEL);
      handlers = given;
      return async () => undefined;
    });
    const now = new Date();
    const load = loader(live());
    await started.cache.read('a', now, load);
    handlers?.onNotification('');
    await started.cache.read('a', now, load);
    handlers?.onReconnect?.();
    await started.cache.read('a', now, load);
    expect(load.calls).toBe(3);
    await started.close();
  });

  it('counts as taking access away: ending a session, deleting or re-roling a user; not the sliding expiry', () => {
    expect(takesAccessAway({ kind: 'delete', table: 'user_session', columns: [] })).toBe(true);
    expect(takesAccessAway({ kind: 'update', table: 'user_session', columns: ['expires_at'] })).toBe(true);
    expect(
      takesAccessAway({ kind: 'update', table: 'user_session', columns: ['last_seen_at', 'expires_at'] }),
    ).toBe(false);
    expect(takesAccessAway({ kind: 'delete', table: 'app_user', columns: [] })).toBe(true);
    for (const column of ['status', 'organization_id', 'is_patient', 'healco_admin', 'provider_role', '*']) {
      expect(takesAccessAway({ kind: 'update', table: 'app_user', columns: [column] })).toBe(true);
    }
    expect(
      takesAccessAway({ kind: 'update', table: 'app_user', columns: ['last_login', 'failed_login_count'] }),
    ).toBe(false);
    expect(takesAccessAway({ kind: 'delete', table: 'property', columns: [] })).toBe(false);
  });
});

describe('a kept session, once access is taken away', () => {
  const me = (session: string) => api(t.app, { method: 'GET', url: '/api/account/security', session });

  it('is refused on the next request after a deactivation, a sign-out, a shortened expiry or a role change', async () => {
    const deactivated = await createUser(t.app.db, { isPatient: true });
    const deactivatedSession = await sessionFor(t.app.db, deactivated.id);
    expect((await me(deactivatedSession)).statusCode).toBe(200);
    await t.app.db.updateTable('app_user').set({ status: 'DEAC' }).where('id', '=', deactivated.id).execute();
    expect((await me(deactivatedSession)).statusCode).toBe(401);

    const signedOut = await createUser(t.app.db, { isPatient: true });
    const signedOutSession = await sessionFor(t.app.db, signedOut.id);
    expect((await me(signedOutSession)).statusCode).toBe(200);
    await t.app.db.deleteFrom('user_session').where('user_id', '=', signedOut.id).execute();
    expect((await me(signedOutSession)).statusCode).toBe(401);

    const expired = await createUser(t.app.db, { isPatient: true });
    const expiredSession = await sessionFor(t.app.db, expired.id);
    expect((await me(expiredSession)).statusCode).toBe(200);
    await t.app.db
      .updateTable('user_session')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', expired.id)
      .execute();
    expect((await me(expiredSession)).statusCode).toBe(401);

    const admin = await createUser(t.app.db, { healcoAdmin: true });
    const adminSession = await sessionFor(t.app.db, admin.id);
    const stats = () => api(t.app, { method: 'GET', url: '/api/admin/stats', session: adminSession });
    expect((await stats()).statusCode).toBe(200);
    await t.app.db.updateTable('app_user').set({ healco_admin: false }).where('id', '=', admin.id).execute();
    const refused = await stats();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });

  it('is announced by the database at commit, whoever changed it (another process, an operator by hand)', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(SESSION_ENDED_CHANNEL, {
      onNotification: (payload) => heard.push(payload === '' ? 'ended' : payload),
    });
    // Notifications arrive on their own connection: wait (2 s at most) until exactly these have come, in order.
    const heardExactly = (expected: string[]) =>
      vi.waitFor(() => expect(heard).toEqual(expected), { timeout: 2_000, interval: 10 });
    try {
      const user = await createUser(t.app.db, { isPatient: true });
      await sessionFor(t.app.db, user.id);
      const { id_hash: idHash } = await t.app.db
        .selectFrom('user_session')
        .select('id_hash')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      // The sliding expiry only extends: no announcement (the marker comes through first, in order).
      await sql`update user_session set last_seen_at = now(), expires_at = expires_at + interval '1 minute'
        where id_hash = ${idHash}`.execute(t.app.db);
      await sql`select pg_notify(${SESSION_ENDED_CHANNEL}, 'marker')`.execute(t.app.db);
      await heardExactly(['marker']);
      // Raw SQL, as from another process or an operator: only the database's announcement can tell this one.
      await sql`update user_session set expires_at = now() where id_hash = ${idHash}`.execute(t.app.db);
      await heardExactly(['marker', 'ended']);
      await sql`update app_user set status = 'DEAC' where id = ${user.id}`.execute(t.app.db);
      await heardExactly(['marker', 'ended', 'ended']);
      await sql`delete from user_session where user_id = ${user.id}`.execute(t.app.db);
      await heardExactly(['marker', 'ended', 'ended', 'ended']);
    } finally {
      await unlisten();
    }
  });
});
