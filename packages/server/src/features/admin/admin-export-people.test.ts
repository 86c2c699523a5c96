import { describe, expect, it } from 'vitest';
import { addProperty, adminSession } from '../../test/admin-fixtures.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { table, useExportWorld } from './admin-export-fixtures.ts';

/** Exporting providers and patients. */

const { t, db, exportAudits } = useExportWorld();

describe('admin CSV exports', () => {
  it('exports every provider the search selects, in the sort asked for, as a dated download, and audits it', async () => {
    const admin = await createUser(db(), { healcoAdmin: true });
    const session = await sessionFor(db(), admin.id);
    const ids: string[] = [];
    for (const practice of ['Tidewater Dental', 'Tidewater Physio', 'Tidewater Chiropractic']) {
      const p = await createUser(db(), { providerRole: 'STAN', organizationName: practice });
      ids.push(p.id);
      await addProperty(db(), p.organizationId!, `${practice} room`);
    }
    await db().insertInto('provider_specialty').values({ user_id: ids[0]!, specialty: 'DENT' }).execute();
    await createUser(db(), { providerRole: 'STAN', organizationName: 'Inland Speech Therapy' });

    // The page and page size are the screen's: all three matches come back, not one.
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/providers/export?search=tidewater&sort=organizationName&order=desc&page=2&pageSize=1',
      session,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="carespace-providers-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = table(res.body);
    expect(header).toEqual([
      'User ID',
      'Name',
      'Status',
      'Practice',
      'Email',
      'Phone',
      'Address',
      'State',
      'Specialty',
      'Signed up to',
      'Listings',
      'Joined',
      'Last login',
      'Account',
    ]);
    expect(rows.map((r) => r[3])).toEqual(['Tidewater Physio', 'Tidewater Dental', 'Tidewater Chiropractic']);
    const dental = rows[1]!;
    expect(dental[8]).toBe('DENT');
    expect(dental[10]).toBe('1');
    expect(dental[11]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(dental[12]).toBe('');
    expect(dental[2]).toBe('Never');
    expect(dental[13]).toBe('Active');

    const audits = await exportAudits('providers');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.event_code).toBe('RCEX');
    expect(audits[0]!.user_id).toBe(admin.id);
    expect(audits[0]!.details).toEqual({
      table: 'providers',
      filters: { search: 'tidewater', sort: 'organizationName', order: 'desc' },
      rowCount: 3,
      complete: true,
    });
  });

  it('neutralises patient text a spreadsheet would run as a formula, and records the patients exported', async () => {
    const session = await adminSession(db());
    const sly = await createUser(db(), {
      isPatient: true,
      email: 'formula.patient@example.test',
      phone: '+12015550199',
    });
    await db()
      .updateTable('app_user')
      .set({ first_name: '=HYPERLINK("http://evil.example","Refill")', last_name: 'Doe' })
      .where('id', '=', sly.id)
      .execute();
    await createUser(db(), { isPatient: true, email: 'plain.patient@example.test' });

    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/patients/export?search=.patient%40example&sort=email&order=asc',
      session,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = table(res.body);
    expect(header).toEqual([
      'User ID',
      'Name',
      'Status',
      'Email',
      'Phone',
      'Address',
      'State',
      'Joined',
      'Last login',
      'Account',
    ]);
    expect(rows.map((r) => r[3])).toEqual(['formula.patient@example.test', 'plain.patient@example.test']);
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","Refill") Doe`);
    expect(rows[0]![4]).toBe("'+12015550199");
    expect((await exportAudits('patients')).map((a) => a.details)).toEqual([
      {
        table: 'patients',
        filters: { search: '.patient@example', sort: 'email', order: 'asc' },
        rowCount: 2,
        complete: true,
      },
    ]);
  });
});
