import { ADMIN_ACCOUNTS, publicError } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string) =>
  api(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function adminSession() {
  const admin = await createUser(t.database.db, { healcoAdmin: true });
  return { admin, session: await sessionFor(t.database.db, admin.id) };
}

const setStatus = (session: string, userId: string, status: string) =>
  api(t.app, { method: 'PUT', url: `/api/admin/users/${userId}/status`, session, payload: { status } });

const auditRows = (entityId: string) =>
  t.database.db
    .selectFrom('audit_event')
    .select(['event_code', 'user_id', 'entity_type', 'entity_id', 'details'])
    .where('entity_id', '=', entityId)
    .where('event_code', 'in', ['ACDE', 'ACRE'])
    .orderBy('id')
    .execute();

describe('PUT /api/admin/users/{userId}/status', () => {
  it('deactivates a provider: their open sessions end at once, sign-in says DEACTIVATED_ACCOUNT, and it is audited', async () => {
    const { admin, session } = await adminSession();
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Soon Closed Clinic',
    });
    const phone = await sessionFor(t.database.db, host.id);
    const laptop = await sessionFor(t.database.db, host.id);
    const before = await api(t.app, { method: 'GET', url: '/api/auth/identity', session: phone });
    expect(before.json().result.id).toBe(host.id);

    const res = await setStatus(session, host.id, 'DEAC');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ userId: host.id, status: 'DEAC', sessionsEnded: 2 });

    for (const cookie of [phone, laptop]) {
      const identity = await api(t.app, { method: 'GET', url: '/api/auth/identity', session: cookie });
      expect(identity.json().result).toBeNull();
      const call = await api(t.app, { method: 'GET', url: '/api/properties', session: cookie });
      expect(call.statusCode).toBe(401);
    }
    const remaining = await t.database.db
      .selectFrom('user_session')
      .select('id_hash')
      .where('user_id', '=', host.id)
      .execute();
    expect(remaining).toEqual([]);

    const signIn = await login(host.email, host.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error).toMatchObject({
      code: 'DEACTIVATED_ACCOUNT',
      message: publicError('DEACTIVATED_ACCOUNT').message,
    });

    expect(await auditRows(host.id)).toEqual([
      {
        event_code: 'ACDE',
        user_id: admin.id,
        entity_type: 'user',
        entity_id: host.id,
        details: expect.objectContaining({
          from: 'ACTV',
          to: 'DEAC',
          organizationId: host.organizationId,
          sessionsEnded: 2,
        }),
      },
    ]);
  });

  it('reactivates: the user signs in again, and a locked (LOCK) account too', async () => {
    const { admin, session } = await adminSession();
    const patient = await createUser(t.database.db, { isPatient: true });
    expect((await setStatus(session, patient.id, 'DEAC')).statusCode).toBe(200);
    const back = await setStatus(session, patient.id, 'ACTV');
    expect(back.json().result).toEqual({ userId: patient.id, status: 'ACTV', sessionsEnded: 0 });
    expect((await login(patient.email, patient.password)).statusCode).toBe(200);
    expect((await auditRows(patient.id)).map((r) => [r.event_code, r.user_id])).toEqual([
      ['ACDE', admin.id],
      ['ACRE', admin.id],
    ]);

    // Wrong passwords no longer lock an account (they slow sign-ins down); a LOCK set by hand still holds it.
    const locked = await createUser(t.database.db, { isPatient: true, status: 'LOCK' });
    expect((await login(locked.email, locked.password)).json().error.code).toBe('DEACTIVATED_ACCOUNT');
    expect((await setStatus(session, locked.id, 'ACTV')).statusCode).toBe(200);
    expect((await login(locked.email, locked.password)).statusCode).toBe(200);
  });

  it('will not let an admin deactivate themselves, and changes nothing', async () => {
    const { admin, session } = await adminSession();
    const res = await setStatus(session, admin.id, 'DEAC');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ADMIN_ACCOUNTS.cannotChangeOwnStatus);
    const row = await t.database.db
      .selectFrom('app_user')
      .select('status')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTV');
    expect((await api(t.app, { method: 'GET', url: '/api/admin/stats', session })).statusCode).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a status an admin cannot set, changing nothing', async () => {
    const { session } = await adminSession();
    expect((await setStatus(session, 'no-such-user', 'DEAC')).statusCode).toBe(404);
    const patient = await createUser(t.database.db, { isPatient: true });
    for (const status of ['LOCK', 'deac', '']) {
      const res = await setStatus(session, patient.id, status);
      expect(res.statusCode, status).toBe(400);
    }
    const row = await t.database.db
      .selectFrom('app_user')
      .select('status')
      .where('id', '=', patient.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTV');
  });

  it('shows the new status in the admin tables', async () => {
    const { session } = await adminSession();
    const patient = await createUser(t.database.db, { isPatient: true, email: 'to.be.closed@example.test' });
    await setStatus(session, patient.id, 'DEAC');
    const res = await api(t.app, { method: 'GET', url: '/api/admin/patients?search=to.be.closed', session });
    expect(res.json().result.items).toEqual([
      expect.objectContaining({ userId: patient.id, status: 'DEAC' }),
    ]);
  });

  it('gives one account to the console, with its status and practice, and audits the read', async () => {
    const { admin, session } = await adminSession();
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Summary Clinic',
    });
    const res = await api(t.app, { method: 'GET', url: `/api/admin/users/${host.id}`, session });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      userId: host.id,
      email: host.email,
      status: 'ACTV',
      providerRole: 'STAN',
      organizationId: host.organizationId,
      organizationName: 'Summary Clinic',
      online: 'never',
    });
    const read = await t.database.db
      .selectFrom('audit_event')
      .select(['user_id'])
      .where('event_code', '=', 'RCVW')
      .where('entity_id', '=', host.id)
      .execute();
    expect(read).toEqual([{ user_id: admin.id }]);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/admin/users/nobody-here', session })).statusCode,
    ).toBe(404);
  });
});
