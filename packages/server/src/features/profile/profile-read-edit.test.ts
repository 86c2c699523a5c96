import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { NOT_FOUND, REQUIRED, SIGN_IN, type Signed, useProfileWorld } from './profile-fixtures.ts';

/** Reading and editing one's profile. */

const world = useProfileWorld();
const { t, getProfile, putProfile, auditRows } = world;
let host: Signed;
let other: Signed;
let admin: Signed;
let patient: Signed;
beforeAll(() => {
  ({ host, other, admin, patient } = world.people);
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
