import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import {
  addProperty as sharedAddProperty,
  adminSession as sharedAdminSession,
} from '../../test/admin-fixtures.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const ADMIN_CALLS = [
  '/api/admin/patients',
  '/api/admin/providers',
  '/api/admin/properties',
  '/api/admin/stats',
];

const adminSession = () => sharedAdminSession(t.database.db);
const addProperty = (organizationId: string, title: string, status = 'LIST') =>
  sharedAddProperty(t.database.db, organizationId, title, status);

/** An application from a new provider to the property; `answer` marks it approved or rejected. */
async function addApplication(
  propertyId: string,
  hostOrganizationId: string,
  answer?: 'approved' | 'rejected',
) {
  const applicant = await createUser(t.database.db, {
    providerRole: 'STAN',
    organizationName: 'Bayside Therapy',
  });
  const now = new Date();
  await t.database.db
    .insertInto('property_introduction')
    .values({
      id: newId(),
      property_id: propertyId,
      host_organization_id: hostOrganizationId,
      organization_id: applicant.organizationId!,
      applicant_user_id: applicant.id,
      message_to_host: 'Two mornings a week for physiotherapy sessions.',
      how_soon: 'MNTH',
      responded: answer !== undefined,
      approved_on: answer === 'approved' ? now : null,
      rejected_on: answer === 'rejected' ? now : null,
      rejection_reason: answer === 'rejected' ? 'TIME' : null,
    })
    .execute();
}

describe('admin tables and stats', () => {
  it('answer NO_ADMIN_PRIVILEGES (403) to a patient and to a provider, and 401 to nobody', async () => {
    const patient = await createUser(t.database.db, { isPatient: true });
    const provider = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Shore Physio',
    });
    for (const userId of [patient.id, provider.id]) {
      const session = await sessionFor(t.database.db, userId);
      for (const url of ADMIN_CALLS) {
        const res = await api(t.app, { method: 'GET', url, session });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
      }
    }
    for (const url of ADMIN_CALLS) {
      const res = await api(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists patients with the online indicator, searched and paged, and audits the read', async () => {
    const session = await adminSession();
    const online = await createUser(t.database.db, { isPatient: true, email: 'ava.online@example.test' });
    const never = await createUser(t.database.db, { isPatient: true, email: 'ava.never@example.test' });
    const offline = await createUser(t.database.db, { isPatient: true, email: 'ava.offline@example.test' });
    const recent = await createUser(t.database.db, { isPatient: true, email: 'ava.recent@example.test' });
    const setLogin = (id: string, ms: number) =>
      t.database.db
        .updateTable('app_user')
        .set({ last_login: new Date(Date.now() - ms) })
        .where('id', '=', id)
        .execute();
    await setLogin(online.id, 30_000);
    await setLogin(offline.id, 3 * 24 * 3_600_000);
    await setLogin(recent.id, 3 * 3_600_000);

    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/patients?search=ava.&sort=email&order=asc&pageSize=3',
      session,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body.total).toBe(4);
    expect(body.items.map((r: { email: string }) => r.email)).toEqual([
      'ava.never@example.test',
      'ava.offline@example.test',
      'ava.online@example.test',
    ]);
    expect(body.items.map((r: { online: string }) => r.online)).toEqual(['never', 'offline', 'online']);
    const page2 = await api(t.app, {
      method: 'GET',
      url: '/api/admin/patients?search=ava.&sort=email&order=asc&pageSize=3&page=2',
      session,
    });
    expect(page2.json().result.items.map((r: { online: string }) => r.online)).toEqual(['recent']);
    const pastEnd = await api(t.app, {
      method: 'GET',
      url: '/api/admin/patients?search=ava.&pageSize=3&page=9',
      session,
    });
    expect(pastEnd.json().result).toMatchObject({ items: [], total: 4 });

    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event_code', 'details'])
      .where('entity_type', '=', 'patient_list')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit[0]?.details)).toContain(never.id);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const session = await adminSession();
    const res = await api(t.app, { method: 'GET', url: '/api/admin/patients?search=%25', session });
    expect(res.json().result.total).toBe(0);
  });

  it('lists providers with their practice, specialties and listing count, sorted by property count', async () => {
    const session = await adminSession();
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Harbor Dental Studio',
    });
    const seeker = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Quiet Mind Therapy',
    });
    if (!host.organizationId || !seeker.organizationId) throw new Error('organizations expected');
    await addProperty(host.organizationId, 'Sunny operatory');
    await addProperty(host.organizationId, 'Second chair');
    await addProperty(host.organizationId, 'Gone', 'DLTD');
    await t.database.db
      .insertInto('provider_specialty')
      .values([
        { user_id: seeker.id, specialty: 'PSYC' },
        { user_id: seeker.id, specialty: 'COUN' },
      ])
      .execute();

    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/providers?sort=propertyCount&order=desc&pageSize=100',
      session,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().result.items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({
      userId: host.id,
      organizationId: host.organizationId,
      organizationName: 'Harbor Dental Studio',
      propertyCount: 2,
      online: 'never',
    });
    expect(items.find((r) => r.userId === seeker.id)).toMatchObject({
      specialty: ['COUN', 'PSYC'],
      propertyCount: 0,
    });

    const searched = await api(t.app, {
      method: 'GET',
      url: '/api/admin/providers?search=quiet%20mind',
      session,
    });
    expect(searched.json().result.items.map((r: { userId: string }) => r.userId)).toEqual([seeker.id]);
  });

  it('totals every provider and patient as users join, change role or leave, and pages in sort order', async () => {
    const session = await adminSession();
    const total = async (table: string, query = 'pageSize=2') => {
      const res = await api(t.app, { method: 'GET', url: `/api/admin/${table}?${query}`, session });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { total: number; items: Array<{ userId: string }> };
    };
    const counted = async (where: 'provider_role is not null' | 'is_patient') => {
      const row = await t.database.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(sql.raw<boolean>(where))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = (await total('providers')).total;
    expect(before).toBe(await counted('provider_role is not null'));
    const joined = await Promise.all(
      ['Alder', 'Birch', 'Cedar'].map((name) =>
        createUser(t.database.db, { providerRole: 'STAN', organizationName: `${name} Counting Practice` }),
      ),
    );
    expect((await total('providers')).total).toBe(before + 3);
    await t.database.db
      .updateTable('app_user')
      .set({ provider_role: null })
      .where('id', '=', joined[0]!.id)
      .execute();
    expect((await total('providers')).total).toBe(before + 2);
    expect((await total('patients')).total).toBe(await counted('is_patient'));
    const patient = await createUser(t.database.db, { isPatient: true });
    expect((await total('patients')).total).toBe(await counted('is_patient'));
    await t.database.db.deleteFrom('app_user').where('id', '=', patient.id).execute();
    expect((await total('patients')).total).toBe(await counted('is_patient'));

    // A search without a comma goes through the indexes, one with a comma (it can span two specialty codes) the
    // plain way: each finds what the table shows.
    const indexed = await total('providers', 'search=counting%20practice');
    expect(indexed.items.map((r) => r.userId).sort()).toEqual([joined[1]!.id, joined[2]!.id].sort());
    // The page and the total come from one statement; a page of one still tells the whole count, and a page past
    // the end is empty with the same count.
    expect(await total('providers', 'search=counting%20practice&pageSize=1')).toMatchObject({
      total: 2,
      items: [expect.anything()],
    });
    expect(await total('providers', 'search=counting%20practice&pageSize=1&page=5')).toMatchObject({
      total: 2,
      items: [],
    });
    await t.database.db
      .insertInto('provider_specialty')
      .values([
        { user_id: joined[2]!.id, specialty: 'NUTR' },
        { user_id: joined[2]!.id, specialty: 'OCCT' },
      ])
      .execute();
    const spanning = await total('providers', 'search=tr%2Coc');
    expect(spanning.items.map((r) => r.userId)).toEqual([joined[2]!.id]);
    // Page 2 of the name order continues page 1 without a gap or a repeat.
    const first = await total('providers', 'sort=hostName&order=asc&pageSize=2');
    const second = await total('providers', 'sort=hostName&order=asc&pageSize=2&page=2');
    const both = await total('providers', 'sort=hostName&order=asc&pageSize=4');
    expect([...first.items, ...second.items].map((r) => r.userId)).toEqual(both.items.map((r) => r.userId));
  });

  it('lists properties but not deleted ones, and rejects an unknown sort column with 400', async () => {
    const session = await adminSession();
    const res = await api(t.app, { method: 'GET', url: '/api/admin/properties?search=operatory', session });
    expect(res.json().result.items).toEqual([
      expect.objectContaining({
        title: 'Sunny operatory',
        organizationName: 'Harbor Dental Studio',
        usState: 'NJ',
      }),
    ]);
    const deleted = await api(t.app, { method: 'GET', url: '/api/admin/properties?search=Gone', session });
    expect(deleted.json().result.total).toBe(0);
    const bad = await api(t.app, { method: 'GET', url: '/api/admin/properties?sort=password_hash', session });
    expect(bad.statusCode).toBe(400);
  });

  it("gives the dashboard's figures", async () => {
    const session = await adminSession();
    const res = await api(t.app, { method: 'GET', url: '/api/admin/stats', session });
    expect(res.statusCode).toBe(200);
    const stats = res.json().result;
    const patients = await t.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('is_patient', '=', true)
      .executeTakeFirstOrThrow();
    expect(stats.patients).toBe(Number(patients.n));
    expect(stats.newPatientsThisWeek).toBe(Number(patients.n));
    expect(stats.propertiesListed).toBe(2);
    expect(stats).toMatchObject({
      prescriptionsPending: 0,
      oldestPendingSince: null,
      paidMemberships: 0,
      inPersonReferrals: 0,
      visitRequestsWaiting: 0,
      visitsAccepted: 0,
    });
  });

  it('counts the applications no host has answered yet, leaving out answered ones and deleted spaces', async () => {
    const session = await adminSession();
    const stats = async () =>
      (await api(t.app, { method: 'GET', url: '/api/admin/stats', session })).json().result;
    const before = (await stats()).applicationsPending;
    const host = await createUser(t.database.db, { providerRole: 'STAN', organizationName: 'Pier Dental' });
    const room = await addProperty(host.organizationId!, 'Corner treatment room', 'DRFT');
    const gone = await addProperty(host.organizationId!, 'Closed suite', 'DLTD');
    await addApplication(room, host.organizationId!);
    await addApplication(room, host.organizationId!);
    await addApplication(room, host.organizationId!, 'approved');
    await addApplication(room, host.organizationId!, 'rejected');
    await addApplication(gone, host.organizationId!);
    expect((await stats()).applicationsPending).toBe(before + 2);
  });

  it('names the people in the security log instead of showing their ids', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    const patient = await createUser(t.database.db, { isPatient: true });
    await t.database.db
      .updateTable('app_user')
      .set({ first_name: 'Rosa', last_name: 'Delgado' })
      .where('id', '=', patient.id)
      .execute();
    await api(t.app, {
      method: 'POST',
      url: '/api/audit/access-ePHI',
      session: await sessionFor(t.database.db, patient.id),
    });
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/admin/audit-events?userId=${patient.id}`,
      session,
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().result;
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({
      userId: patient.id,
      user: { name: 'Rosa Delgado', email: patient.email, organizationId: null },
    });
  });
});
