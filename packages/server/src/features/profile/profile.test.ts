import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor, type TestUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-profile-test-')) });

const REQUIRED = 'Please fill out this field.';
const NOT_FOUND = 'Page or object not found';
const SIGN_IN = 'Please sign in to continue.';

// ---- a real 1×1 PNG and a multipart body ----
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = `----carespace${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Signed extends TestUser {
  session: string;
}
async function signedUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Signed> {
  const user = await createUser(t.app.db, overrides);
  return { ...user, session: await sessionFor(t.app.db, user.id) };
}

const getProfile = (who: Signed, userId?: string) =>
  api(t.app, {
    method: 'GET',
    url: `/api/profile${userId ? `?userId=${userId}` : ''}`,
    session: who.session,
  });
const putProfile = (who: Signed | null, payload: unknown) =>
  api(t.app, { method: 'PUT', url: '/api/profile', session: who?.session, payload: payload as object });
const putOrganization = (who: Signed | null, payload: unknown) =>
  api(t.app, { method: 'PUT', url: '/api/organization', session: who?.session, payload: payload as object });

async function auditRows(entityId: string) {
  return t.app.db
    .selectFrom('audit_event')
    .select(['event_code', 'user_id', 'entity_type', 'details'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

const ADDRESS = { addressLineOne: '1 Hudson Street', city: 'Hoboken', usState: 'nj', zipcode: '07030' };

let host: Signed;
let other: Signed;
let admin: Signed;
let patient: Signed;

beforeAll(async () => {
  host = await signedUser({ providerRole: 'STAN', organizationName: 'Riverside Family Practice' });
  other = await signedUser({ providerRole: 'HPRO', organizationName: 'Elsewhere Clinic' });
  admin = await signedUser({ healcoAdmin: true });
  patient = await signedUser({ isPatient: true });
});

describe('GET /api/profile', () => {
  it('answers the caller’s own profile with defaults, the practice and the plan', async () => {
    const response = await getProfile(host);
    expect(response.statusCode).toBe(200);
    const profile = response.json().result;
    expect(profile).toMatchObject({
      id: host.id,
      email: host.email,
      language: ['ENGL'],
      isOwner: true,
      organization: { id: host.organizationId, name: 'Riverside Family Practice' },
      billing: { healcoPlan: 'NONE', paymentCustomerId: null },
      provider: { providerRole: 'STAN', licensedState: [], specialty: [], insurance: [] },
    });
    expect((await getProfile(patient)).json().result).toMatchObject({ provider: null, organization: null });
  });

  it('hides another user’s profile from a non-admin (404) and shows it to an admin, audited', async () => {
    const denied = await getProfile(host, other.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe(NOT_FOUND);
    const seen = await getProfile(admin, other.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result).toMatchObject({
      id: other.id,
      isOwner: true,
      billing: { healcoPlan: 'NONE' },
    });
    const rows = await auditRows(other.id);
    expect(rows.at(-1)).toMatchObject({ event_code: 'RCVW', user_id: admin.id, entity_type: 'profile' });
  });

  it('needs a session', async () => {
    const response = await api(t.app, { method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(SIGN_IN);
  });
});

describe('PUT /api/profile', () => {
  const base = { firstName: 'Helen', lastName: 'Ortiz' };

  it('saves every field, returns it and audits the field names', async () => {
    const response = await putProfile(host, {
      ...base,
      bio: 'Family physician in Hoboken for twelve years.',
      gender: '2',
      faith: 'CATH',
      sexualOrientation: 'HETR',
      language: ['ENGL', 'SPAN'],
      dateOfBirth: { month: 2, day: 29, year: 1984 },
      provider: {
        npi: '1234567893',
        yearsPracticed: 12,
        insurance: ['AETN', 'CIGN'],
        licensedState: ['nj', 'NY'],
        specialty: ['FMED', 'OTHR'],
        specialtyOther: ['Lifestyle medicine'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      firstName: 'Helen',
      bio: 'Family physician in Hoboken for twelve years.',
      gender: 2,
      genderOther: null,
      faith: 'CATH',
      sexualOrientation: 'HETR',
      language: ['ENGL', 'SPAN'],
      dateOfBirth: { month: 2, day: 29, year: 1984 },
      provider: {
        npi: '1234567893',
        yearsPracticed: 12,
        insurance: ['AETN', 'CIGN'],
        licensedState: ['NJ', 'NY'],
        specialty: ['FMED', 'OTHR'],
        specialtyOther: ['Lifestyle medicine'],
      },
    });
    // Matching and prescription review read the licensed states by code.
    const licensed = await t.app.db
      .selectFrom('provider_licensed_state')
      .select('user_id')
      .where('us_state', '=', 'NJ')
      .execute();
    expect(licensed.map((row) => row.user_id)).toContain(host.id);
    const audit = (await auditRows(host.id)).at(-1)!;
    expect(audit).toMatchObject({ event_code: 'RCUP', user_id: host.id, entity_type: 'profile' });
    expect(JSON.stringify(audit.details)).not.toContain('twelve years');
  });

  it('turns unknown gender and faith values into Other with the text kept', async () => {
    const response = await putProfile(host, {
      ...base,
      gender: 'Agender',
      faith: 'Pastafarian',
      language: ['Klingon'],
    });
    expect(response.json().result).toMatchObject({
      gender: 7,
      genderOther: 'Agender',
      faith: 'OTHR',
      faithOther: 'Pastafarian',
      language: ['OTHR'],
      languageOther: ['Klingon'],
    });
    const known = await putProfile(host, {
      ...base,
      gender: 7,
      genderOther: 'Two-spirit',
      faith: 'OTHR',
      faithOther: 'Quaker',
    });
    expect(known.json().result).toMatchObject({ gender: 7, genderOther: 'Two-spirit', faithOther: 'Quaker' });
    const cleared = await putProfile(host, { ...base, gender: 1, genderOther: 'ignored', faith: '' });
    expect(cleared.json().result).toMatchObject({
      gender: 1,
      genderOther: null,
      faith: null,
      language: ['ENGL'],
    });
  });

  it('keeps the fields a save leaves out (the phone is changed in the security settings)', async () => {
    await putProfile(host, { ...base, bio: 'Still here.', sexualOrientation: 'PNTS' });
    const response = await putProfile(host, { ...base, lastName: 'Ortiz-Grant' });
    expect(response.json().result).toMatchObject({
      lastName: 'Ortiz-Grant',
      bio: 'Still here.',
      sexualOrientation: 'PNTS',
      phone: expect.stringMatching(/^\d{10}$/),
    });
  });

  it.each([
    [{ lastName: 'Ortiz' }, REQUIRED],
    [{ firstName: 'H3len', lastName: 'Ortiz' }, 'Please only enter alphabetical characters.'],
    [{ ...base, bio: 'b'.repeat(1001) }, 'Please enter no more than 1000 characters.'],
    [{ ...base, provider: { yearsPracticed: -1 } }, 'Years practiced cannot be negative.'],
    [{ ...base, provider: { npi: '12345' } }, 'Please enter a valid 10-digit NPI.'],
    [
      { ...base, provider: { npi: '1234567890' } },
      'This NPI does not pass the check-digit test. Please check each digit.',
    ],
    [{ ...base, provider: { licensedState: ['ZZ'] } }, 'Please select a valid US state.'],
    [{ ...base, phone: '12' }, 'Please enter a valid 10-digit phone number.'],
    [{ ...base, gender: 9 }, 'This input is not valid.'],
  ])('refuses %j with its message and changes nothing', async (payload, message) => {
    const before = (await getProfile(host)).json().result;
    const response = await putProfile(host, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await getProfile(host)).json().result).toEqual(before);
  });

  it('refuses codes that are not in the reference lists', async () => {
    const response = await putProfile(host, { ...base, provider: { insurance: ['NOPE'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This input is not valid. (insurance)');
  });

  it('lets only an admin change another user’s profile, and audits it as the admin', async () => {
    const denied = await putProfile(host, { id: other.id, firstName: 'Mallory', lastName: 'Hacker' });
    expect(denied.statusCode).toBe(404);
    expect((await getProfile(admin, other.id)).json().result.firstName).toBe('Test');
    const done = await putProfile(admin, {
      id: other.id,
      firstName: 'Daniel',
      lastName: 'Kim',
      provider: { licensedState: ['PA'] },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().result).toMatchObject({ firstName: 'Daniel', provider: { licensedState: ['PA'] } });
    expect((await auditRows(other.id)).at(-1)).toMatchObject({
      event_code: 'RCUP',
      user_id: admin.id,
      details: expect.objectContaining({ by: 'admin' }),
    });
  });

  it('asks for verification again when the phone changes', async () => {
    await t.app.db
      .updateTable('app_user')
      .set({ is_phone_verified: true })
      .where('id', '=', patient.id)
      .execute();
    const response = await putProfile(patient, { firstName: 'Jordan', lastName: 'Lee', phone: '2015550199' });
    expect(response.json().result).toMatchObject({
      phone: '2015550199',
      isPhoneVerified: false,
      provider: null,
    });
  });
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

describe('pictures and avatars', () => {
  const pictureUrl = (who: TestUser, type: string) =>
    `/api/profilePicture/${who.organizationId}/${who.id}/${type}`;
  const avatarUrl = (who: TestUser, type: string) =>
    `/api/profile/avatar/${who.organizationId}/${who.id}/${type}`;

  it('stores a practice picture in the logos folder and serves it', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'organization'),
      session: host.session,
      ...multipart('logo.png', 'image/png', png()),
    });
    expect(response.statusCode).toBe(200);
    const { organization } = response.json().result;
    expect(organization.profilePicFileName).toMatch(/\.png$/);
    const served = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${organization.profilePicFileName}/logos`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses anything but png or jpeg with the spec’s message', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'user'),
      session: host.session,
      ...multipart('notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('notes.pdf is not a png/jpeg file');
  });

  it('makes an uploaded picture the avatar, and lets the person choose another', async () => {
    const uploaded = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'user'),
      session: host.session,
      ...multipart('me.png', 'image/png', png()),
    });
    const profile = uploaded.json().result;
    expect(profile.profilePic).toBe(profile.picture.id);
    const chosen = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: 'femaleAvatar' },
    });
    expect(chosen.json().result).toMatchObject({
      profilePic: 'femaleAvatar',
      picture: { id: profile.picture.id },
    });
    const back = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: profile.picture.id },
    });
    expect(back.json().result.profilePic).toBe(profile.picture.id);
    const stranger = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: 'someone-elses-file' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('offers a practice no avatar choices', async () => {
    const response = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'organization'),
      session: host.session,
      payload: { imageId: 'building' },
    });
    expect(response.statusCode).toBe(400);
    const cleared = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'organization'),
      session: host.session,
      payload: { imageId: 'initials' },
    });
    expect(cleared.json().result.organization.profilePic).toBeNull();
  });

  it('refuses another user’s or practice’s picture (404) before reading the upload; admins may', async () => {
    for (const type of ['user', 'organization']) {
      const response = await api(t.app, {
        method: 'POST',
        url: pictureUrl(other, type),
        session: host.session,
        ...multipart('x.png', 'image/png', png()),
      });
      expect(response.statusCode).toBe(404);
    }
    const storedBy = await t.app.db
      .selectFrom('stored_file')
      .select('id')
      .where('owner_user_id', '=', host.id)
      .execute();
    expect(storedBy).toHaveLength(2);
    const byAdmin = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(other, 'user'),
      session: admin.session,
      payload: { imageId: 'building' },
    });
    expect(byAdmin.json().result.profilePic).toBe('building');
    expect((await auditRows(other.id)).at(-1)).toMatchObject({ event_code: 'RCUP', user_id: admin.id });
  });
});
