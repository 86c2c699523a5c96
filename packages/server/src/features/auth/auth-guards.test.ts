import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useAuthWorld } from './auth-fixtures.ts';

/** The guards of the sign-in routes, and the audit calls. */

const { t, auditCodes } = useAuthWorld();

describe('guards and audit calls', () => {
  it('answers NO_ADMIN_PRIVILEGES (403) to a patient on an admin route, and serves an admin', async () => {
    const patient = await createUser(t.database.db, { isPatient: true });
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/audit-events',
      session: await sessionFor(t.database.db, patient.id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'NO_ADMIN_PRIVILEGES',
      message: 'This page is only available to administrators.',
      isInformation: false,
    });
    const anonymous = await api(t.app, { method: 'GET', url: '/api/admin/audit-events' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const adminSession = await sessionFor(t.database.db, admin.id);
    // This file's app starts with an empty log: the admin's own opening of an ePHI page gives it a row to show.
    await api(t.app, { method: 'POST', url: '/api/audit/access-ePHI', session: adminSession });
    const ok = await api(t.app, {
      method: 'GET',
      url: '/api/admin/audit-events?limit=5',
      session: adminSession,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.length).toBeGreaterThan(0);
  });

  it('records the ePHI session calls', async () => {
    const user = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, user.id);
    for (const call of ['access-ePHI', 'continue-ePHI', 'logout-ePHI']) {
      const res = await api(t.app, { method: 'POST', url: `/api/audit/${call}`, session });
      expect(res.json()).toEqual({ success: true, result: null, error: null });
    }
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toEqual(['EPHA', 'EPHC', 'EPHL']);
  });

  it('unlocks an idle screen with the right password only', async () => {
    const user = await createUser(t.database.db);
    const session = await sessionFor(t.database.db, user.id);
    const check = (password: string) =>
      api(t.app, { method: 'POST', url: '/api/auth/security-check', payload: { password }, session });
    const wrong = await check('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That password is not correct. Please try again.');
    expect((await check(user.password)).statusCode).toBe(200);
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toEqual(['LGFL', 'RAUT']);
  });
});
