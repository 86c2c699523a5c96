import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor, type TestUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile, png } from '../questionnaires/questionnaire-test-support.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-properties-test-')) });

const NOT_FOUND = 'Page or object not found';

interface Signed extends TestUser {
  session: string;
}

async function provider(
  name: string,
  profile: { states?: string[]; specialties?: string[]; zipcode?: string; lat?: number; lng?: number } = {},
): Promise<Signed> {
  const user = await createUser(t.app.db, { providerRole: 'STAN', organizationName: name });
  const db = t.app.db;
  for (const state of profile.states ?? []) {
    await db.insertInto('provider_licensed_state').values({ user_id: user.id, us_state: state }).execute();
  }
  for (const specialty of profile.specialties ?? []) {
    await db.insertInto('provider_specialty').values({ user_id: user.id, specialty }).execute();
  }
  if (profile.lat !== undefined) {
    await db
      .updateTable('organization')
      .set({ latitude: profile.lat, longitude: profile.lng ?? null })
      .where('id', '=', user.organizationId!)
      .execute();
  }
  return { ...user, session: await sessionFor(db, user.id) };
}

async function signed(overrides: Parameters<typeof createUser>[1]): Promise<Signed> {
  const user = await createUser(t.app.db, overrides);
  return { ...user, session: await sessionFor(t.app.db, user.id) };
}

const ADDRESS = {
  addressLineOne: '1 Hudson Street',
  addressLineTwo: 'Suite 2',
  city: 'Hoboken',
  usState: 'NJ',
  zipcode: '07030',
};

function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sunny exam room near the PATH',
    description: 'A bright exam room with a sink and a treatment table, free on weekday afternoons.',
    propertyStatus: 'LIST',
    addressInfo: ADDRESS,
    roomTypes: ['EXAM'],
    supportedProviderSpecialty: ['LPCC', 'FMED'],
    unsupportedProviderSpecialty: [],
    rate: 45_00,
    ratePeriod: 'SESN',
    roomInfo: { items: [{ roomType: 'EXAM', name: 'Exam room 2', rate: 30_00, ratePeriod: 'DAYX' }] },
    propertyPhoto: { files: [] },
    ...overrides,
  };
}

const create = (who: Signed, payload: unknown) =>
  api(t.app, { method: 'POST', url: '/api/properties', session: who.session, payload: payload as object });
const get = (who: Signed, url: string) => api(t.app, { method: 'GET', url, session: who.session });

async function listing(who: Signed, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await create(who, body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const propertyCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('property')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let host: Signed;
let seeker: Signed;
beforeAll(async () => {
  host = await provider('Riverside Family Practice', { states: ['NJ'], specialties: ['FMED'] });
  seeker = await provider('Reyes Counseling', {
    states: ['NJ', 'NY'],
    specialties: ['LPCC'],
    lat: 40.7445,
    lng: -74.0329,
  });
});

describe('creating and editing a listing', () => {
  it('stores the listing with its position geocoded from the ZIP and answers the owner with the full address', async () => {
    const res = await create(host, body());
    expect(res.statusCode).toBe(200);
    const view = res.json().result;
    expect(view).toMatchObject({
      title: 'Sunny exam room near the PATH',
      propertyStatus: 'LIST',
      addressInfo: ADDRESS,
      roomTypes: ['EXAM'],
      rate: 4500,
      ratePeriod: 'SESN',
      isOwner: true,
      organization_id: host.organizationId,
      organizationName: 'Riverside Family Practice',
    });
    expect(view.latitude).toBeCloseTo(40.74, 1);
    expect(view.longitude).toBeCloseTo(-74.03, 1);
    expect(view.roomInfo.items).toEqual([
      { roomType: 'EXAM', name: 'Exam room 2', rate: 3000, ratePeriod: 'DAYX' },
    ]);
  });

  it('stores a title as plain text: markup is removed on create and on update, and a title of markup alone is refused', async () => {
    const res = await create(host, body({ title: '<b>Suite</b> <script>alert(1)</script>A &amp; B' }));
    expect(res.statusCode).toBe(200);
    const id = res.json().result.id as string;
    expect(res.json().result.title).toBe('Suite A & B');
    const stored = () =>
      t.app.db.selectFrom('property').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await stored()).title).toBe('Suite A & B');

    const edit = (title: string) =>
      api(t.app, {
        method: 'PUT',
        url: `/api/properties/${id}`,
        session: host.session,
        payload: body({ title }),
      });
    const edited = await edit('<img src=x onerror=alert(1)><i>Quiet</i> room');
    expect(edited.statusCode).toBe(200);
    expect((await stored()).title).toBe('Quiet room');

    const empty = await edit('<script>alert(1)</script>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please fill out this field.');
    expect((await stored()).title).toBe('Quiet room');
  });

  it.each([
    ['no title', { title: '  ' }, 'Please fill out this field.'],
    [
      'a description over 3000 characters',
      { description: 'a'.repeat(3001) },
      'Please enter no more than 3000 characters.',
    ],
    ['no room type', { roomTypes: [] }, 'Choose at least one room type.'],
    ['a negative rate', { rate: -1 }, 'Enter a rate of $0 or more.'],
    ['a rate in fractions of a cent', { rate: 10.5 }, 'Enter a rate of $0 or more.'],
    [
      'a rate without its period',
      { ratePeriod: null },
      'Choose whether the rate is per day, per month or per session.',
    ],
    ['an unknown rate period', { ratePeriod: 'WEEK' }, undefined],
    [
      'a specialty both supported and not',
      { unsupportedProviderSpecialty: ['LPCC'] },
      'A specialty cannot be both supported and not supported.',
    ],
    ['an unknown room type', { roomTypes: ['SPA'] }, 'Please choose room types from the list.'],
    [
      'an unknown specialty',
      { supportedProviderSpecialty: ['WIZARD'] },
      'Please choose specialties from the list.',
    ],
    [
      'a ZIP that does not exist',
      { addressInfo: { ...ADDRESS, zipcode: '00000' } },
      'We could not find that ZIP code. Please check it.',
    ],
    [
      'a ZIP of another state',
      { addressInfo: { ...ADDRESS, usState: 'NY' } },
      'The ZIP code 07030 is in NJ, not NY.',
    ],
    ['no street address', { addressInfo: { ...ADDRESS, addressLineOne: '' } }, 'Please input your address'],
    [
      'a photo that was never uploaded',
      { propertyPhoto: { files: [{ id: newId() }] } },
      'One of the photos could not be found. Please upload it again.',
    ],
    ['the deleted status', { propertyStatus: 'DLTD' }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
    const before = await propertyCount();
    const res = await create(host, body(overrides));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await propertyCount()).toBe(before);
  });

  it('keeps the photos in the order given, the first being the cover', async () => {
    const ids = [newId(), newId()];
    for (const [index, id] of ids.entries()) {
      await t.app.db
        .insertInto('stored_file')
        .values({
          id,
          folder: 'properties',
          file_name: `${id}.png`,
          original_name: `room-${index}.png`,
          mime_type: 'image/png',
          size_bytes: 10,
          sha256: 'x',
          owner_user_id: host.id,
        })
        .execute();
    }
    const res = await create(host, body({ propertyPhoto: { files: [{ id: ids[1] }, { id: ids[0] }] } }));
    expect(res.json().result.propertyPhoto.files.map((f: { id: string }) => f.id)).toEqual([ids[1], ids[0]]);
    expect(res.json().result.propertyPhoto.files[0]).toEqual({
      id: ids[1],
      fileName: `${ids[1]}.png`,
      mimeType: 'image/png',
    });
  });

  it("takes photos uploaded by its own organization only: another practice's upload is refused as not found", async () => {
    const upload = async (who: Signed) => {
      const file = multipartFile('room.png', 'image/png', png());
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/upload-files/properties',
        session: who.session,
        payload: file.payload,
        headers: file.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result[0].id as string;
    };
    const stranger = await provider('Harbor Street Dental');
    const theirs = await upload(stranger);
    const colleague = await createUser(t.app.db, { providerRole: 'STAN' });
    await t.app.db
      .updateTable('app_user')
      .set({ organization_id: host.organizationId })
      .where('id', '=', colleague.id)
      .execute();
    const ours = await upload({ ...colleague, session: await sessionFor(t.app.db, colleague.id) });

    const refused = await create(host, body({ propertyPhoto: { files: [{ id: ours }, { id: theirs }] } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'One of the photos could not be found. Please upload it again.',
    );
    const id = await listing(host, { propertyPhoto: { files: [{ id: ours }] } });
    const edited = await api(t.app, {
      method: 'PUT',
      url: `/api/properties/${id}`,
      session: host.session,
      payload: body({ propertyPhoto: { files: [{ id: ours }, { id: theirs }] } }),
    });
    expect(edited.statusCode).toBe(400);
    const photos = await t.app.db
      .selectFrom('property')
      .select('photo_ids')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(photos.photo_ids).toEqual([ours]);

    // An admin's own upload may go on any organization's listing, and the photos a listing has stay on it.
    const admin = await signed({ healcoAdmin: true });
    const adminPhoto = await upload(admin);
    const byAdmin = await api(t.app, {
      method: 'PUT',
      url: `/api/properties/${id}`,
      session: admin.session,
      payload: body({ propertyPhoto: { files: [{ id: ours }, { id: adminPhoto }] } }),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const kept = await api(t.app, {
      method: 'PUT',
      url: `/api/properties/${id}`,
      session: host.session,
      payload: body({ title: 'Renamed', propertyPhoto: { files: [{ id: adminPhoto }, { id: ours }] } }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().result.propertyPhoto.files.map((f: { id: string }) => f.id)).toEqual([
      adminPhoto,
      ours,
    ]);
  });

  it('lets the owner edit and delete, and answers another organization with 404 for both', async () => {
    const id = await listing(host);
    const other = await provider('Another Practice', { states: ['NJ'], specialties: ['FMED'] });
    const edit = (who: Signed) =>
      api(t.app, {
        method: 'PUT',
        url: `/api/properties/${id}`,
        session: who.session,
        payload: body({ title: 'Renamed' }),
      });
    const remove = (who: Signed) =>
      api(t.app, { method: 'DELETE', url: `/api/properties/${id}`, session: who.session });

    const denied = await edit(other);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe(NOT_FOUND);
    expect((await remove(other)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('property')
      .select(['title', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Sunny exam room near the PATH', status: 'LIST' });

    expect((await edit(host)).json().result.title).toBe('Renamed');
    expect((await remove(host)).statusCode).toBe(200);
    expect((await get(host, `/api/properties/${id}`)).statusCode).toBe(404);
  });

  it('refuses patients (403) and anonymous callers (401)', async () => {
    const patient = await signed({ isPatient: true });
    expect((await create(patient, body())).statusCode).toBe(403);
    expect((await api(t.app, { method: 'GET', url: '/api/properties' })).statusCode).toBe(401);
  });

  it('lets an admin act for an organization by naming it, and asks for one otherwise', async () => {
    const admin = await signed({ healcoAdmin: true });
    const made = await create(admin, body({ organizationId: host.organizationId }));
    expect(made.statusCode).toBe(200);
    expect(made.json().result.organization_id).toBe(host.organizationId);
    const missing = await create(admin, body());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Missing Organization Id');
    const list = await get(admin, `/api/properties?organizationId=${host.organizationId}`);
    expect(list.json().result.map((p: { id: string }) => p.id)).toContain(made.json().result.id);
  });

  it('answers a provider naming another organization with 404', async () => {
    const res = await get(seeker, `/api/properties?organizationId=${host.organizationId}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('listing modes and the order of listed properties', () => {
  it('shows listed ones normally, drafts and unlisted in draft mode, and lists exactly the chosen ones in order', async () => {
    const org = await provider('Ordering Practice', { states: ['NJ'], specialties: ['FMED'] });
    const a = await listing(org, { title: 'Room A' });
    const b = await listing(org, { title: 'Room B' });
    const draft = await listing(org, { title: 'Room C', propertyStatus: 'DRFT' });
    const titles = async (mode = '') =>
      (await get(org, `/api/properties${mode ? `?mode=${mode}` : ''}`))
        .json()
        .result.map((p: { title: string }) => p.title);
    expect(await titles()).toEqual(['Room B', 'Room A']);
    expect(await titles('draft')).toEqual(['Room C']);

    const save = (who: Signed, orgId: string, ids: string[]) =>
      api(t.app, {
        method: 'PUT',
        url: `/api/properties/update-priority/${orgId}`,
        session: who.session,
        payload: { prioritizeProperty: ids },
      });
    const res = await save(org, org.organizationId!, [a, draft]);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await titles()).toEqual(['Room A', 'Room C']);
    expect(await titles('draft')).toEqual(['Room B']);
    expect(await titles('organize')).toEqual(['Room A', 'Room C', 'Room B']);

    expect((await save(seeker, org.organizationId!, [a])).statusCode).toBe(404);
    expect((await save(org, org.organizationId!, [a, await listing(host)])).statusCode).toBe(404);
    expect(await titles()).toEqual(['Room A', 'Room C']);
    void b;
  });

  it('filters by search text, state and specialty', async () => {
    const org = await provider('Filter Practice', { states: ['NJ', 'NY'], specialties: ['FMED'] });
    await listing(org, {
      title: 'Chelsea therapy office',
      addressInfo: { addressLineOne: '200 W 23rd St', city: 'New York', usState: 'NY', zipcode: '10011' },
      supportedProviderSpecialty: ['PSYC'],
    });
    await listing(org, { title: 'Hoboken exam room' });
    const titles = async (query: string) =>
      (await get(org, `/api/properties?${query}`)).json().result.map((p: { title: string }) => p.title);
    expect(await titles('search=chelsea')).toEqual(['Chelsea therapy office']);
    expect(await titles('state=NJ')).toEqual(['Hoboken exam room']);
    expect(await titles('specialty=PSYC')).toEqual(['Chelsea therapy office']);
  });
});

describe('matching', () => {
  const matchIds = async (who: Signed) =>
    (await get(who, '/api/properties/guest')).json().result.map((p: { id: string }) => p.id);

  it('matches a listed property in a licensed state that supports one of the providers’ specialties', async () => {
    const yes = await listing(host, { supportedProviderSpecialty: ['LPCC'] });
    const open = await listing(host, { supportedProviderSpecialty: [] });
    const wrongSpecialty = await listing(host, { supportedProviderSpecialty: ['DERM'] });
    const excluded = await listing(host, {
      supportedProviderSpecialty: [],
      unsupportedProviderSpecialty: ['LPCC'],
    });
    const otherState = await listing(host, {
      addressInfo: { addressLineOne: '1 Main St', city: 'Philadelphia', usState: 'PA', zipcode: '19107' },
    });
    const draft = await listing(host, { propertyStatus: 'DRFT' });
    const ids = await matchIds(seeker);
    expect(ids).toEqual(expect.arrayContaining([yes, open]));
    for (const id of [wrongSpecialty, excluded, otherState, draft]) expect(ids).not.toContain(id);
    const match = (await get(seeker, '/api/properties/guest'))
      .json()
      .result.find((p: { id: string }) => p.id === yes);
    expect(match).toMatchObject({ matched: true, viewedOn: null, isOwner: false });
    expect(match.matchedOn).not.toBeNull();
  });

  it('never matches an organization with its own listing', async () => {
    const own = await listing(seeker, { supportedProviderSpecialty: ['LPCC'] });
    expect(await matchIds(seeker)).not.toContain(own);
  });

  it('follows a provider’s profile: a new licensed state brings matches, an unlisted property leaves', async () => {
    const ct = await listing(host, {
      addressInfo: { addressLineOne: '10 Elm St', city: 'New Haven', usState: 'CT', zipcode: '06510' },
      supportedProviderSpecialty: ['LPCC'],
    });
    expect(await matchIds(seeker)).not.toContain(ct);
    await t.app.db
      .insertInto('provider_licensed_state')
      .values({ user_id: seeker.id, us_state: 'CT' })
      .execute();
    expect(await matchIds(seeker)).toContain(ct);
    await api(t.app, {
      method: 'PUT',
      url: `/api/properties/${ct}`,
      session: host.session,
      payload: body({
        propertyStatus: 'UNLT',
        addressInfo: { addressLineOne: '10 Elm St', city: 'New Haven', usState: 'CT', zipcode: '06510' },
        supportedProviderSpecialty: ['LPCC'],
      }),
    });
    expect(await matchIds(seeker)).not.toContain(ct);
  });
});

describe('the matches list, a page at a time', () => {
  it('answers pages of the asked size, most recently matched first, without gaps or repeats', async () => {
    const pager = await provider('Paging Counseling', { states: ['VT'], specialties: ['NUTR'] });
    const vermont = (n: number) =>
      listing(host, {
        title: `Burlington room ${n}`,
        supportedProviderSpecialty: ['NUTR'],
        addressInfo: {
          addressLineOne: `${n} Church St`,
          city: 'Burlington',
          usState: 'VT',
          zipcode: '05401',
        },
      });
    const created: string[] = [];
    for (let n = 1; n <= 5; n++) created.push(await vermont(n));
    const page = async (query: string) => {
      const res = await get(pager, `/api/properties/guest?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((p: { id: string }) => p.id) as string[];
    };
    const first = await page('limit=2');
    const second = await page('limit=2&page=2');
    const third = await page('limit=2&page=3');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(third).toHaveLength(1);
    expect(new Set([...first, ...second, ...third])).toEqual(new Set(created));
    expect(await page('limit=2&page=4')).toEqual([]);
    // Without page and limit: the first page of the default size holds all five.
    expect(await page('')).toEqual([...first, ...second, ...third]);

    for (const bad of ['limit=0', 'limit=101', 'page=0', 'page=two']) {
      expect((await get(pager, `/api/properties/guest?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('carries each card’s photos in order and the viewer’s application state', async () => {
    const applicant = await provider('Paging Applicants', { states: ['RI'], specialties: ['ACUP'] });
    const photo = newId();
    await t.app.db
      .insertInto('stored_file')
      .values({
        id: photo,
        folder: 'properties',
        file_name: `${photo}.jpg`,
        original_name: 'room.jpg',
        mime_type: 'image/jpeg',
        size_bytes: 10,
        sha256: 'x',
        owner_user_id: host.id,
      })
      .execute();
    const rhodeIsland = {
      supportedProviderSpecialty: ['ACUP'],
      addressInfo: {
        addressLineOne: '1 Westminster St',
        city: 'Providence',
        usState: 'RI',
        zipcode: '02903',
      },
    };
    const withPhoto = await listing(host, { ...rhodeIsland, propertyPhoto: { files: [{ id: photo }] } });
    const declined = await listing(host, rhodeIsland);
    const application = newId();
    await t.app.db
      .insertInto('property_introduction')
      .values({
        id: application,
        property_id: declined,
        host_organization_id: host.organizationId!,
        organization_id: applicant.organizationId!,
        applicant_user_id: applicant.id,
        message_to_host: 'Could we see it on Monday?',
        how_soon: 'MNTH',
        responded: true,
        rejected_on: new Date(),
        rejection_reason: 'TIME',
      })
      .execute();
    const cards = (await get(applicant, '/api/properties/guest')).json().result as Array<{
      id: string;
      propertyPhoto: { files: unknown[] };
      propertyRejection_id: string | null;
      propertyChat_id: string | null;
      organizationName: string | null;
      addressInfo: { addressLineOne: string | null };
    }>;
    const photoCard = cards.find((card) => card.id === withPhoto)!;
    expect(photoCard.propertyPhoto.files).toEqual([
      { id: photo, fileName: `${photo}.jpg`, mimeType: 'image/jpeg' },
    ]);
    expect(photoCard.organizationName).toBe('Riverside Family Practice');
    expect(photoCard.addressInfo.addressLineOne).toBeNull();
    expect(photoCard.propertyRejection_id).toBeNull();
    const declinedCard = cards.find((card) => card.id === declined)!;
    expect(declinedCard.propertyRejection_id).toBe(application);
    expect(declinedCard.propertyChat_id).toBeNull();
    expect(declinedCard.propertyPhoto.files).toEqual([]);
  });
});

describe('address visibility and views', () => {
  it('shows others only city, state and ZIP, and records their first view for the owner’s New badge', async () => {
    const id = await listing(host, { supportedProviderSpecialty: ['LPCC'] });
    const ownerCard = async () =>
      (await get(host, '/api/properties')).json().result.find((p: { id: string }) => p.id === id);
    expect((await ownerCard()).viewedOn).toBeNull();

    // The owner's own look does not count as a view.
    expect((await get(host, `/api/properties/${id}`)).json().result.addressInfo).toEqual(ADDRESS);
    expect((await ownerCard()).viewedOn).toBeNull();

    const guest = await get(seeker, `/api/properties/${id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().result.addressInfo).toEqual({
      addressLineOne: null,
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    });
    expect(guest.body).not.toContain('1 Hudson Street');
    expect(guest.json().result.viewedOn).not.toBeNull();
    const matches = (await get(seeker, '/api/properties/guest')).json().result;
    expect(matches.find((p: { id: string }) => p.id === id).addressInfo.addressLineOne).toBeNull();
    expect((await ownerCard()).viewedOn).not.toBeNull();

    const admin = await signed({ healcoAdmin: true });
    expect((await get(admin, `/api/properties/${id}`)).json().result.addressInfo.addressLineOne).toBe(
      '1 Hudson Street',
    );
  });

  it('hides another organization’s drafts (404)', async () => {
    const draft = await listing(host, { propertyStatus: 'DRFT' });
    expect((await get(seeker, `/api/properties/${draft}`)).statusCode).toBe(404);
  });

  it('records the opening of a recommended property, and refuses it for another organization', async () => {
    const id = await listing(host);
    const post = (who: Signed, organizationId: string) =>
      api(t.app, {
        method: 'POST',
        url: `/api/propertyMatch/${id}`,
        session: who.session,
        payload: { organizationId },
      });
    expect((await post(seeker, host.organizationId!)).statusCode).toBe(404);
    const res = await post(seeker, seeker.organizationId!);
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('property_match')
      .selectAll()
      .where('property_id', '=', id)
      .where('organization_id', '=', seeker.organizationId!)
      .executeTakeFirstOrThrow();
    expect(row.viewed_on).not.toBeNull();
    expect(row.matched_on).not.toBeNull();
  });
});

/** The haversine distance on earthdistance's sphere (radius 6,378,168 m), in miles. */
function greatCircleMiles(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return (2 * 6378168 * Math.asin(Math.sqrt(a))) / 1609.344;
}

describe('nearby', () => {
  it('returns only listed properties of others within the range, nearest first, with the distance', async () => {
    const org = await provider('Nearby Hosts', { states: ['NJ'], specialties: ['FMED'] });
    const place = (title: string, city: string, usState: string, zipcode: string, status = 'LIST') =>
      listing(org, {
        title,
        propertyStatus: status,
        addressInfo: { addressLineOne: '5 Main St', city, usState, zipcode },
      });
    const lookingInChicago = await provider('Loop Counseling', { lat: 41.8858, lng: -87.6181 });
    const riverNorth = await place('River North room', 'Chicago', 'IL', '60611');
    const lincolnPark = await place('Lincoln Park room', 'Chicago', 'IL', '60614');
    const southSide = await place('Blue Island room', 'Blue Island', 'IL', '60406');
    const draft = await place('Loop draft', 'Chicago', 'IL', '60602', 'DRFT');
    const own = await listing(lookingInChicago, {
      title: 'Own loop room',
      addressInfo: { addressLineOne: '5 Main St', city: 'Chicago', usState: 'IL', zipcode: '60602' },
    });

    const res = await get(
      lookingInChicago,
      '/api/properties/suggestion/geometry?lat=41.8858&lng=-87.6181&range=5',
    );
    expect(res.statusCode).toBe(200);
    const result: {
      id: string;
      distanceMiles: number;
      latitude: number;
      longitude: number;
      addressInfo: { addressLineOne: string | null };
    }[] = res.json().result;
    expect(result.map((p) => p.id)).toEqual([riverNorth, lincolnPark]);
    for (const id of [southSide, draft, own]) expect(result.map((p) => p.id)).not.toContain(id);
    expect(result[0]!.distanceMiles).toBeLessThan(result[1]!.distanceMiles);
    expect(result[1]!.distanceMiles).toBeLessThanOrEqual(5);
    // The distance shown is the great-circle distance along the surface (earthdistance's sphere).
    for (const room of result) {
      expect(room.distanceMiles).toBeCloseTo(
        greatCircleMiles(41.8858, -87.6181, room.latitude, room.longitude),
        3,
      );
    }
    expect(result[0]!.addressInfo.addressLineOne).toBeNull();

    const dashboard = await get(lookingInChicago, '/api/properties/nearby');
    expect(dashboard.json().result.map((p: { id: string }) => p.id)).toEqual([riverNorth, lincolnPark]);
    const noPractice = await provider('No Address Yet');
    expect((await get(noPractice, '/api/properties/nearby')).json().result).toEqual([]);

    expect((await get(seeker, '/api/properties/suggestion/geometry?lat=400&lng=0')).statusCode).toBe(400);
    // Numbers too small for the database's doubles (subnormal) are a point and a radius of zero, not a 500.
    const tiny = await get(
      seeker,
      '/api/properties/suggestion/geometry?lat=1e-310&lng=-2e-320&range=1.5e-323',
    );
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().result).toEqual([]);
  });
});

describe('new-match notifications', () => {
  const subjects = async (email: string) =>
    (
      await t.app.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', email)
        .where('subject', 'like', 'New property match%')
        .execute()
    ).map((row) => row.subject);
  const DELAWARE = {
    addressLineOne: '800 Market Street',
    city: 'Wilmington',
    usState: 'DE',
    zipcode: '19801',
  };

  it('tells each member of a newly matched organization once, by their preference, without the street address', async () => {
    const seekerDe = await provider('Brandywine Therapy', { states: ['DE'], specialties: ['LPCC'] });
    const colleague = await createUser(t.app.db, { providerRole: 'STAN' });
    await t.app.db
      .updateTable('app_user')
      .set({ organization_id: seekerDe.organizationId })
      .where('id', '=', colleague.id)
      .execute();
    // The colleague switched New property match off in Notification Preferences.
    await t.app.db
      .insertInto('notification_setting')
      .values({ user_id: colleague.id, type: 'NPMH', email: false, phone: false, updated_on: new Date() })
      .execute();

    const draft = await listing(host, {
      title: 'Quiet counseling room on Market Street',
      propertyStatus: 'DRFT',
      addressInfo: DELAWARE,
      supportedProviderSpecialty: ['LPCC'],
    });
    expect(await subjects(seekerDe.email)).toEqual([]);

    const listIt = (title: string) =>
      api(t.app, {
        method: 'PUT',
        url: `/api/properties/${draft}`,
        session: host.session,
        payload: body({ title, addressInfo: DELAWARE, supportedProviderSpecialty: ['LPCC'] }),
      });
    expect((await listIt('Quiet counseling room on Market Street')).statusCode).toBe(200);
    expect(await subjects(seekerDe.email)).toEqual([
      'New property match: Quiet counseling room on Market Street',
    ]);
    const [mail] = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', seekerDe.email)
      .where('subject', 'like', 'New property match%')
      .execute();
    expect(mail!.text_body).toContain('A new property matches what you are looking for');
    expect(mail!.text_body).toContain('Wilmington, DE');
    expect(mail!.text_body).toContain(`/provider/properties/${draft}`);
    expect(mail!.text_body).not.toContain('800 Market Street');
    expect(await subjects(colleague.email)).toEqual([]);
    // The host's own people never hear about their own listing.
    expect(await subjects(host.email)).not.toContain(
      'New property match: Quiet counseling room on Market Street',
    );

    // An edit of a match that holds is not a new match (it goes out as an update, MPUP).
    expect((await listIt('Quiet counseling room, Market Street')).statusCode).toBe(200);
    expect(await subjects(seekerDe.email)).toHaveLength(1);
  });
});
