import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../test/api.ts';
import { useTestApp } from '../test/test-app.ts';
import { checkGuardOrder, requireAdmin, requireProvider, requireUser } from './guards.ts';

const t = useTestApp({ RATE_LIMITS: 'off' });

/** A body no schema of these routes accepts: a JSON array where an object is expected. */
const INVALID = [] as unknown as Record<string, unknown>;

describe('authentication comes before validation', () => {
  it.each([
    ['POST', '/api/prescription/approve'],
    ['POST', '/api/prescription/checkout'],
    ['PUT', '/api/profile'],
    ['PUT', '/api/organization'],
    ['POST', '/api/properties'],
    ['POST', '/api/propertyIntroduction'],
    ['POST', '/api/audit/access-ePHI'],
    ['POST', '/api/auth/security-check'],
    ['POST', '/api/card-payment/membership'],
    ['PUT', '/api/account/change-password'],
    ['PUT', '/api/questionnaire/AAAAAAAAAAAAAAAAA/medication'],
  ] as const)(
    'an anonymous %s %s with an invalid body is told to sign in (401), not what is wrong with the body',
    async (method, url) => {
      const res = await api(t.app, { method, url, payload: INVALID });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error.code).toBe('INVALID_USER_AUTH');
    },
  );

  it('an anonymous query with an invalid query string is 401 too', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/prescription/list?page=-3&tab=nonsense' });
    expect(res.statusCode, res.body).toBe(401);
  });

  it('a signed-in caller of the wrong role learns the refusal before anything about the body', async () => {
    const patient = await createUser(t.app.db, { isPatient: true });
    const session = await sessionFor(t.app.db, patient.id);
    const properties = await api(t.app, {
      method: 'POST',
      url: '/api/properties',
      session,
      payload: INVALID,
    });
    expect(properties.statusCode, properties.body).toBe(403);
    const admin = await api(t.app, {
      method: 'PUT',
      url: '/api/admin/users/AAAAAAAAAAAAAAAAA/status',
      session,
      payload: INVALID,
    });
    expect(admin.statusCode, admin.body).toBe(403);
    expect(admin.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });

  it.each([
    [
      'a standard provider',
      'GET',
      '/api/prescription/list?page=-3',
      { providerRole: 'STAN', organizationName: 'Main' },
    ],
    ['a pharmacist', 'POST', '/api/prescription/approve', { providerRole: 'PHAR' }],
    ['a reviewer', 'POST', '/api/prescription/tracking', { providerRole: 'HPRO' }],
    ['a patient', 'POST', '/api/organization/invite', { isPatient: true }],
    [
      'a standard provider',
      'POST',
      '/api/questionnaire/start',
      { providerRole: 'STAN', organizationName: 'Elm' },
    ],
    // Listing photos are for practices: refused by the folder's rule before the (invalid) upload is read.
    ['a pharmacist without a practice', 'POST', '/api/upload-files/properties', { providerRole: 'PHAR' }],
    ['a patient', 'POST', '/api/fileUploader/patientPrescriptions', { isPatient: true }],
  ] as const)(
    '%s is refused (403) on %s %s before its input is looked at',
    async (_who, method, url, overrides) => {
      const user = await createUser(t.app.db, overrides);
      const session = await sessionFor(t.app.db, user.id);
      const res = await api(t.app, {
        method,
        url,
        session,
        ...(method === 'GET' ? {} : { payload: INVALID }),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    },
  );

  it('the same invalid body from someone allowed is a 400 (so the calls above were really invalid)', async () => {
    const admin = await createUser(t.app.db, { healcoAdmin: true });
    const session = await sessionFor(t.app.db, admin.id);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/prescription/approve',
      session,
      payload: INVALID,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('checkGuardOrder', () => {
  it.each([
    ['requireUser', requireUser],
    ['requireAdmin', requireAdmin],
    ['requireProvider()', requireProvider()],
  ] as const)(
    'refuses to start with %s as a preHandler, where it would run after validation',
    async (_name, guard) => {
      const app = Fastify();
      checkGuardOrder(app);
      const start = async () => {
        app.post('/late', { preHandler: guard }, async () => 'ok');
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/POST \/late.*onRequest/);
      await app.close();
    },
  );

  it('accepts a guard as an onRequest hook', async () => {
    const app = Fastify();
    checkGuardOrder(app);
    app.post('/early', { onRequest: [requireUser] }, async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
