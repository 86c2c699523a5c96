import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, REQUIRED, type Signed, useProfileWorld } from './profile-fixtures.ts';

/** Editing the practice (PUT /api/organization). */

const world = useProfileWorld();
const { t, putOrganization, auditRows } = world;
let host: Signed;
let other: Signed;
let admin: Signed;
let patient: Signed;
beforeAll(() => {
  ({ host, other, admin, patient } = world.people);
});

describe('PUT /api/organization', () => {
  it('saves the practice and geocodes the ZIP code on the server', async () => {
    const response = await putOrganization(host, {
      name: 'Riverside Family Practice',
      website: 'https://riverside.example',
      phone: '2015550101',
      address: ADDRESS,
    });
    expect(response.statusCode).toBe(200);
    const org = response.json().result;
    expect(org).toMatchObject({
      id: host.organizationId,
      website: 'https://riverside.example',
      address: { addressLineOne: '1 Hudson Street', city: 'Hoboken', usState: 'NJ', zipcode: '07030' },
    });
    expect(org.latitude).toBeCloseTo(40.74, 1);
    expect(org.longitude).toBeCloseTo(-74.03, 1);
    expect((await auditRows(host.organizationId!)).at(-1)).toMatchObject({
      event_code: 'RCUP',
      entity_type: 'organization',
      user_id: host.id,
    });
  });

  it.each([
    [{ name: ' ' }, REQUIRED],
    [{ name: 'X', address: { ...ADDRESS, addressLineOne: '' } }, 'Please input your address'],
    [{ name: 'X', address: { ...ADDRESS, city: '' } }, 'Please input your city'],
    [{ name: 'X', address: { ...ADDRESS, usState: '' } }, 'Please input your state'],
    [{ name: 'X', address: { ...ADDRESS, zipcode: '' } }, 'Please input your zipcode'],
    [{ name: 'X', address: { ...ADDRESS, zipcode: '123' } }, 'Please enter a valid 5-digit zipcode.'],
    [{ name: 'X', ein: '12' }, 'Please enter a valid 9-digit EIN.'],
    [{ name: 'X', fax: '1' }, 'Please enter a valid 10-digit fax number.'],
  ])('refuses %j with its message', async (payload, message) => {
    const response = await putOrganization(host, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0Aalert(1)',
    'data:text/html,<b>x</b>',
    'ftp://files.example',
    'riverside.example',
    'www.riverside.example',
    'https://',
    'https://localhost',
  ])('refuses the website %j: http or https addresses only', async (website) => {
    const response = await putOrganization(host, { name: 'X', website });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Please enter a web address that starts with http:// or https://, such as https://example.com.',
    );
  });

  it('keeps the website unchanged when a refused one is sent, and takes a blank or an http(s) address', async () => {
    const saved = await putOrganization(host, {
      name: 'Riverside Family Practice',
      website: 'https://riverside.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await putOrganization(host, { name: 'Riverside Family Practice', website: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    const row = () =>
      t.database.db
        .selectFrom('organization')
        .select('website')
        .where('id', '=', host.organizationId!)
        .executeTakeFirstOrThrow();
    expect((await row()).website).toBe('https://riverside.example');
    for (const website of ['http://riverside.example/about?x=1', 'HTTPS://Riverside.Example', '']) {
      const res = await putOrganization(host, { name: 'Riverside Family Practice', website });
      expect(res.statusCode, website).toBe(200);
    }
  });

  it('lets only a member or an admin edit a practice', async () => {
    const denied = await putOrganization(host, { id: other.organizationId, name: 'Taken Over' });
    expect(denied.statusCode).toBe(404);
    const done = await putOrganization(admin, { id: other.organizationId, name: 'Elsewhere Health' });
    expect(done.json().result.name).toBe('Elsewhere Health');
    expect((await auditRows(other.organizationId!)).at(-1)).toMatchObject({ user_id: admin.id });
    const none = await putOrganization(patient, { name: 'My Practice' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Your account has no practice to edit yet.');
  });
});
