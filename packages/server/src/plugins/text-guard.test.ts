import { VALIDATION } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../test/api.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

const refused = {
  code: 'VALIDATION_FAILED',
  message: VALIDATION.unsupportedCharacter,
  isInformation: false,
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, session: await sessionFor(t.database.db, user.id) };
}

async function auditRows(userId: string) {
  return t.database.db.selectFrom('audit_event').select('id').where('user_id', '=', userId).execute();
}

describe('NUL characters and lone surrogates in any part of a request', () => {
  it('refuses them in a JSON body with 400 and leaves the record as it was', async () => {
    const host = await signedIn({ providerRole: 'STAN', organizationName: 'Harbor Clinic' });
    const before = await t.database.db
      .selectFrom('organization')
      .selectAll()
      .where('id', '=', host.user.organizationId!)
      .executeTakeFirstOrThrow();
    for (const name of ['Harbor\u0000Clinic', 'Harbor Clinic \uD83D', 'Harbor \uDE00 Clinic']) {
      const res = await api(t.app, {
        method: 'PUT',
        url: '/api/organization',
        session: host.session,
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, result: null, error: refused });
    }
    // In a key of a nested object too.
    const keyed = await api(t.app, {
      method: 'PUT',
      url: '/api/organization',
      session: host.session,
      payload: { name: 'Harbor Clinic', address: { 'city\u0000': 'Hoboken' } },
    });
    expect(keyed.statusCode).toBe(400);
    expect(
      await t.database.db
        .selectFrom('organization')
        .selectAll()
        .where('id', '=', host.user.organizationId!)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);

    // Whole emoji and accents are ordinary text.
    const fine = await api(t.app, {
      method: 'PUT',
      url: '/api/organization',
      session: host.session,
      payload: { name: 'Zoë’s Clinic 🙂' },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().result.name).toBe('Zoë’s Clinic 🙂');
  });

  it('refuses them in a query string (%00) on the searches that reach SQL', async () => {
    const admin = await signedIn({ healcoAdmin: true });
    for (const url of [
      '/api/admin/providers?search=Ri%00vera',
      '/api/admin/patients?search=%00',
      '/api/prescription/list?name=a%00b',
      '/api/properties/guest?search=%00',
      `/api/profile?userId=${admin.user.id}%00`,
      '/api/admin/audit-events?userId=x%00y',
    ]) {
      const res = await api(t.app, { method: 'GET', url, session: admin.session });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual(refused);
    }
  });

  it('refuses them in path parameters', async () => {
    const admin = await signedIn({ healcoAdmin: true });
    for (const [method, url] of [
      ['GET', '/api/properties/abc%00def'],
      ['GET', '/api/prescription/abc%00'],
      ['PUT', '/api/admin/users/abc%00/status'],
    ] as const) {
      const res = await api(t.app, {
        method,
        url,
        session: admin.session,
        ...(method === 'PUT' ? { payload: { status: 'ACTV' } } : {}),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual(refused);
    }
  });

  it('refuses a lone surrogate in the idle gate’s page name without writing the audit row', async () => {
    const patient = await signedIn({ isPatient: true });
    const before = await auditRows(patient.user.id);
    for (const page of ['/rx\uD83D', '\u0000']) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/audit/access-ePHI',
        session: patient.session,
        payload: { page },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(refused);
    }
    expect(await auditRows(patient.user.id)).toEqual(before);
    const fine = await api(t.app, {
      method: 'POST',
      url: '/api/audit/access-ePHI',
      session: patient.session,
      payload: { page: '/rx 🙂' },
    });
    expect(fine.statusCode).toBe(200);
    expect(await auditRows(patient.user.id)).toHaveLength(before.length + 1);
  });

  it('refuses them in a header that is recorded (the user agent)', async () => {
    const patient = await signedIn({ isPatient: true });
    const before = await auditRows(patient.user.id);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/audit/access-ePHI',
      session: patient.session,
      headers: { 'user-agent': 'Mozilla/5.0\u0000' },
      payload: { page: '/rx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refused);
    expect(await auditRows(patient.user.id)).toEqual(before);
  });
});

describe("the router's own refusals", () => {
  it('answers a path that is not valid percent-encoding in the envelope', async () => {
    for (const url of [
      '/api/questionnaire/%ED%A0%80',
      '/api/properties/%FF',
      `/api/properties/${'a'.repeat(200)}`,
    ]) {
      const res = await api(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        success: false,
        result: null,
        error: { code: 'VALIDATION_FAILED', message: VALIDATION.badAddress, isInformation: false },
      });
    }
  });
});
