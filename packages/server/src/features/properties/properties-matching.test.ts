import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createUser } from '../../test/api.ts';
import { body, type Signed, useListingsWorld } from './properties-fixtures.ts';

/** Listing modes and order, matching, the matches list, and new-match notifications. */

const world = useListingsWorld();
const { t, provider, get, listing } = world;
let host: Signed;
let seeker: Signed;
beforeAll(() => {
  ({ host, seeker } = world.people);
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
