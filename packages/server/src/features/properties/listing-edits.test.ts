import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { multipartFile, png } from '../questionnaires/questionnaire-test-support.ts';
import { ADDRESS, body, NOT_FOUND, type Signed, useListingsWorld } from './properties-fixtures.ts';

/** Creating and editing a listing. */

const world = useListingsWorld();
const { t, provider, signed, create, get, listing, propertyCount } = world;
let host: Signed;
let seeker: Signed;
beforeAll(() => {
  ({ host, seeker } = world.people);
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
