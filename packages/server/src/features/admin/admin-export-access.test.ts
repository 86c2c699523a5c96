import { describe, expect, it } from 'vitest';
import { adminSession } from '../../test/admin-fixtures.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { EXPORTS, useExportWorld } from './admin-export-fixtures.ts';

/** Who may export, and filters the table would refuse. */

const { t, db } = useExportWorld();

describe('admin CSV exports', () => {
  it('answer NO_ADMIN_PRIVILEGES (403) to a patient and a provider, 401 to nobody, and record no export', async () => {
    const patient = await createUser(db(), { isPatient: true });
    const provider = await createUser(db(), { providerRole: 'STAN', organizationName: 'Denied Physio' });
    for (const userId of [patient.id, provider.id]) {
      const session = await sessionFor(db(), userId);
      for (const url of EXPORTS) {
        const res = await api(t.app, { method: 'GET', url, session });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
        expect(res.headers['content-type']).toMatch(/json/);
      }
    }
    for (const url of EXPORTS) {
      const res = await api(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const rows = await db().selectFrom('audit_event').select('id').where('event_code', '=', 'RCEX').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a filter the table would refuse with 400, and exports nothing', async () => {
    const session = await adminSession(db());
    const bad = [
      '/api/admin/patients/export?sort=password_hash',
      '/api/admin/providers/export?sort=password_hash',
      '/api/admin/properties/export?sort=password_hash',
      '/api/admin/prescriptions/export?tab=everything',
      '/api/admin/prescriptions/export?from=11/01/2026',
      `/api/admin/connections/export?organizationId=${'x'.repeat(65)}`,
    ];
    for (const url of bad) {
      const res = await api(t.app, { method: 'GET', url, session });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBeTruthy();
      expect(res.body).not.toMatch(/select|at .*\.ts/i);
    }
    const long = await api(t.app, {
      method: 'GET',
      url: `/api/admin/providers/export?search=${'x'.repeat(500)}`,
      session,
    });
    expect(long.statusCode).toBe(400);
    const rows = await db().selectFrom('audit_event').select('id').where('event_code', '=', 'RCEX').execute();
    expect(rows).toEqual([]);
  });
});
