import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/**
 * Every registered /api/admin call, read from the app's own route list: a route added later is in this matrix
 * without anyone remembering to add it. Path parameters get a plausible id; the body is deliberately empty, as a
 * non-admin must be refused before validation says anything about the call.
 */
function adminCalls() {
  const calls: Array<{ method: string; url: string }> = [];
  for (const route of t.app.routeList) {
    if (!route.url.startsWith('/api/admin')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      calls.push({ method, url: route.url.replace(/:(\w+)/g, 'x$1-0001') });
    }
  }
  return calls;
}

describe('every admin call × every non-admin role', () => {
  it('finds the admin calls in the route list (the matrix below is not empty)', () => {
    const urls = adminCalls().map((c) => `${c.method} ${c.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/patients',
        'GET /api/admin/providers',
        'GET /api/admin/properties',
        'GET /api/admin/stats',
        'GET /api/admin/audit-events',
        'GET /api/admin/users/xuserId-0001',
        'PUT /api/admin/users/xuserId-0001/status',
      ]),
    );
  });

  it('answers NO_ADMIN_PRIVILEGES (403) to patients, hosts, seekers, pharmacists and professionals, and changes nothing', async () => {
    const db = t.database.db;
    const roles = {
      patient: await createUser(db, { isPatient: true }),
      host: await createUser(db, { providerRole: 'STAN', organizationName: 'Matrix Host Practice' }),
      seeker: await createUser(db, { providerRole: 'STAN', organizationName: 'Matrix Seeker Practice' }),
      pharmacist: await createUser(db, { providerRole: 'PHAR' }),
      professional: await createUser(db, { providerRole: 'HPRO' }),
      patientAndProvider: await createUser(db, {
        isPatient: true,
        providerRole: 'STAN',
        organizationName: 'Matrix Dual Practice',
      }),
    };
    const victim = await createUser(db, { isPatient: true });
    const calls = adminCalls();
    for (const [role, user] of Object.entries(roles)) {
      const session = await sessionFor(db, user.id);
      for (const call of calls) {
        const url = call.url.replace('xuserId-0001', victim.id);
        const res = await api(t.app, {
          method: call.method as 'GET',
          url,
          session,
          ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: { status: 'DEAC' } }),
        });
        expect(res.statusCode, `${role} ${call.method} ${url}`).toBe(403);
        expect(res.json().error.code, `${role} ${call.method} ${url}`).toBe('NO_ADMIN_PRIVILEGES');
      }
    }
    const after = await db
      .selectFrom('app_user')
      .select('status')
      .where('id', '=', victim.id)
      .executeTakeFirst();
    expect(after?.status).toBe('ACTV');
  });

  it('answers 401 to a caller who is not signed in, on every admin call', async () => {
    for (const call of adminCalls()) {
      const res = await api(t.app, { method: call.method as 'GET', url: call.url });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('refuses a deactivated admin: their session no longer counts', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    await t.database.db.updateTable('app_user').set({ status: 'DEAC' }).where('id', '=', admin.id).execute();
    const res = await api(t.app, { method: 'GET', url: '/api/admin/stats', session });
    expect(res.statusCode).toBe(401);
  });
});
