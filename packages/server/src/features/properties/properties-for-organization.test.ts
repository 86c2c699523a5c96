import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const body = (organizationId?: string) => ({
  title: 'Corner consulting room',
  description: 'A quiet consulting room with a window onto the park, free on Tuesdays and Thursdays.',
  propertyStatus: 'LIST',
  addressInfo: {
    addressLineOne: '5 Park Avenue',
    addressLineTwo: '',
    city: 'Hoboken',
    usState: 'NJ',
    zipcode: '07030',
  },
  roomTypes: ['EXAM'],
  supportedProviderSpecialty: [],
  unsupportedProviderSpecialty: [],
  rate: 40_00,
  ratePeriod: 'SESN',
  roomInfo: { items: [] },
  propertyPhoto: { files: [] },
  ...(organizationId ? { organizationId } : {}),
});

const propertiesOf = (organizationId: string) =>
  t.database.db
    .selectFrom('property')
    .select(['id', 'created_by_user_id'])
    .where('organization_id', '=', organizationId)
    .execute();

describe('adding a property for an organization (admin console)', () => {
  it('lets an admin add one to any organization, audited with the admin as actor and the organization as subject', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Console Host Clinic',
    });
    const session = await sessionFor(t.database.db, admin.id);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/properties',
      session,
      payload: body(host.organizationId!),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().result.id as string;
    expect(await propertiesOf(host.organizationId!)).toEqual([{ id, created_by_user_id: admin.id }]);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event_code', 'user_id', 'entity_type', 'entity_id', 'details'])
      .where('entity_id', '=', host.organizationId!)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        event_code: 'RCUP',
        user_id: admin.id,
        entity_type: 'organization',
        details: expect.objectContaining({ propertyId: id }),
      }),
    ]);
    // The host sees it among their own listings.
    const own = await api(t.app, {
      method: 'GET',
      url: '/api/properties',
      session: await sessionFor(t.database.db, host.id),
    });
    expect(own.json().result.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('answers any non-admin naming another organization with 404 and creates nothing', async () => {
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Targeted Clinic',
    });
    const pharmacist = await createUser(t.database.db, { providerRole: 'PHAR' });
    const callers = [
      await createUser(t.database.db, { providerRole: 'STAN', organizationName: 'Other Host Clinic' }),
      await createUser(t.database.db, { providerRole: 'HPRO', organizationName: 'Other Pro Clinic' }),
    ];
    for (const caller of callers) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/properties',
        session: await sessionFor(t.database.db, caller.id),
        payload: body(host.organizationId!),
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    const phar = await api(t.app, {
      method: 'POST',
      url: '/api/properties',
      session: await sessionFor(t.database.db, pharmacist.id),
      payload: body(host.organizationId!),
    });
    expect([403, 404]).toContain(phar.statusCode);
    const patient = await createUser(t.database.db, { isPatient: true });
    const pat = await api(t.app, {
      method: 'POST',
      url: '/api/properties',
      session: await sessionFor(t.database.db, patient.id),
      payload: body(host.organizationId!),
    });
    expect(pat.statusCode).toBe(403);
    expect(await propertiesOf(host.organizationId!)).toEqual([]);
  });

  it('does not audit a host adding to their own organization as acting for it', async () => {
    const host = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Own Listing Clinic',
    });
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/properties',
      session: await sessionFor(t.database.db, host.id),
      payload: body(host.organizationId!),
    });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('id')
      .where('entity_id', '=', host.organizationId!)
      .where('event_code', '=', 'RCUP')
      .execute();
    expect(audit).toEqual([]);
  });
});
