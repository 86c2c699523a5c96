import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../adapters/files/file-store.ts';
import { OfflineGeo } from '../../adapters/geo/offline-geo.ts';
import { recomputePropertyMatches } from '../../features/properties/matches.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { type RoomPalette, roomPicture } from './demo-property-photos.ts';

interface DemoProperty {
  title: string;
  description: string;
  status: 'LIST' | 'DRFT';
  address: { line: string; city: string; state: string; zipcode: string };
  roomTypes: string[];
  supported: string[];
  unsupported?: string[];
  rate: number | null;
  period: 'DAYX' | 'MNTH' | 'SESN' | null;
  rooms?: { roomType: string; name: string; rate: number; ratePeriod: 'DAYX' | 'MNTH' | 'SESN' }[];
  photos: { palette: RoomPalette; layout: 'left' | 'right' }[];
}

const WARM: RoomPalette = {
  wall: [244, 236, 222],
  floor: [176, 138, 100],
  glass: [170, 210, 232],
  door: [120, 84, 60],
  furniture: [15, 110, 110],
};
const CLINIC: RoomPalette = {
  wall: [232, 240, 244],
  floor: [190, 196, 200],
  glass: [160, 200, 230],
  door: [29, 78, 137],
  furniture: [236, 236, 236],
};
const SAGE: RoomPalette = {
  wall: [226, 234, 220],
  floor: [150, 120, 96],
  glass: [186, 218, 236],
  door: [82, 96, 109],
  furniture: [154, 91, 0],
};

/** The demo host's listings around Hoboken and New York: the demo seeker matches several and has some nearby. */
const HOST_PROPERTIES: DemoProperty[] = [
  {
    title: 'Sunlit therapy office on Washington Street',
    description:
      'A calm, sound-treated office on the second floor with two armchairs, a small desk and a window onto the street. Shared waiting room with a receptionist on weekdays. Free Tuesday and Thursday all day, and every weekday after 4 pm.',
    status: 'LIST',
    address: { line: '100 Washington Street', city: 'Hoboken', state: 'NJ', zipcode: '07030' },
    roomTypes: ['THRP', 'OFFC'],
    // More than a card shows, so the card ends its tags with "+2 More".
    supported: ['LPCC', 'LCSW', 'MFTX', 'PSYC', 'ADCN', 'PSYT', 'CAPS'],
    rate: 4_000,
    period: 'SESN',
    photos: [
      { palette: WARM, layout: 'left' },
      { palette: WARM, layout: 'right' },
    ],
  },
  {
    title: 'Two equipped exam rooms, weekday afternoons',
    description:
      'Two exam rooms with tables, sinks, otoscopes and a shared supply closet, in a family practice a short walk from the PATH. Ideal for a pediatric or primary-care clinician seeing patients a few afternoons a week.',
    status: 'LIST',
    address: { line: '100 Washington Street', city: 'Hoboken', state: 'NJ', zipcode: '07030' },
    roomTypes: ['EXAM'],
    supported: ['FMED', 'PEDS', 'NPRC', 'IMED', 'PHAS'],
    unsupported: ['LPCC'],
    rate: 12_000,
    period: 'DAYX',
    rooms: [
      { roomType: 'EXAM', name: 'Exam room 1', rate: 6_500, ratePeriod: 'DAYX' },
      { roomType: 'EXAM', name: 'Exam room 2', rate: 6_500, ratePeriod: 'DAYX' },
    ],
    photos: [{ palette: CLINIC, layout: 'right' }],
  },
  {
    title: 'Group room with kitchenette near Grove Street',
    description:
      'A bright group room for up to twelve, with stackable chairs, a whiteboard and a kitchenette. Good for group therapy, classes and support groups on evenings and weekends.',
    status: 'LIST',
    address: { line: '150 Newark Avenue', city: 'Jersey City', state: 'NJ', zipcode: '07302' },
    roomTypes: ['GRUP', 'CONF'],
    supported: ['LPCC', 'ADCN', 'LCSW', 'NUTR'],
    rate: 6_000,
    period: 'DAYX',
    photos: [
      { palette: SAGE, layout: 'left' },
      { palette: SAGE, layout: 'right' },
    ],
  },
  {
    title: 'Quiet counseling suite near Union Square',
    description:
      'A furnished private office in a suite shared with two psychologists. Quiet hallway, white-noise machines and an accessible entrance. Available by the month.',
    status: 'LIST',
    address: { line: '20 East 14th Street', city: 'New York', state: 'NY', zipcode: '10003' },
    roomTypes: ['THRP'],
    supported: [],
    rate: 180_000,
    period: 'MNTH',
    photos: [{ palette: WARM, layout: 'right' }],
  },
  {
    title: 'Wellness office in downtown Montclair',
    description:
      'A ground-floor office with a massage table that folds away, good light and parking behind the building. Suits counselors, nutritionists and body workers.',
    status: 'LIST',
    address: { line: '30 Church Street', city: 'Montclair', state: 'NJ', zipcode: '07042' },
    roomTypes: ['OFFC', 'THRP'],
    supported: ['LPCC', 'NUTR', 'MASS', 'ACUP'],
    rate: 3_500,
    period: 'SESN',
    photos: [{ palette: SAGE, layout: 'left' }],
  },
  {
    title: 'Procedure room (getting ready)',
    description:
      'A small procedure room being fitted with new lighting. Listing once the work is done in the spring.',
    status: 'DRFT',
    address: { line: '100 Washington Street', city: 'Hoboken', state: 'NJ', zipcode: '07030' },
    roomTypes: ['PROC'],
    supported: ['DERM', 'PODI'],
    rate: null,
    period: null,
    photos: [],
  },
];

/** The free-plan host's listings in Weehawken: the demo seeker matches both and has applied to one. */
const FREE_HOST_PROPERTIES: DemoProperty[] = [
  {
    title: 'Treatment room at Harborview Physical Therapy',
    description:
      'A private treatment room with a height-adjustable table, a sink and space for a mat, inside a physical therapy clinic on Boulevard East. Free on weekday evenings after 6 pm and all day on Sundays.',
    status: 'LIST',
    address: { line: '500 Boulevard East', city: 'Weehawken', state: 'NJ', zipcode: '07086' },
    roomTypes: ['EXAM', 'GYMX'],
    supported: [],
    rate: 4_500,
    period: 'SESN',
    photos: [{ palette: CLINIC, layout: 'left' }],
  },
  {
    title: 'Quiet consult room with a river view',
    description:
      'A small consult room with two armchairs, a desk and a window onto the Hudson. Our front desk greets your clients during clinic hours; the room is free on Mondays and Fridays.',
    status: 'LIST',
    address: { line: '500 Boulevard East', city: 'Weehawken', state: 'NJ', zipcode: '07086' },
    roomTypes: ['CONS', 'THRP'],
    supported: ['LPCC', 'LCSW', 'PSYC', 'NUTR'],
    rate: 140_000,
    period: 'MNTH',
    photos: [{ palette: SAGE, layout: 'right' }],
  },
];

export const DEMO_PROPERTY_HOST = 'host@demo.carespace.test';
export const DEMO_FREE_HOST = 'freehost@demo.carespace.test';

/**
 * The demo hosts' listings with generated photos stored through the FileStore like real uploads. Runs after the
 * accounts exist; matches are computed as a save would compute them.
 */
export async function seedDemoProperties(db: Kysely<DB>, files: FileStore): Promise<void> {
  await seedHostProperties(db, files, DEMO_PROPERTY_HOST, HOST_PROPERTIES, 2 * 86_400_000);
  await seedHostProperties(db, files, DEMO_FREE_HOST, FREE_HOST_PROPERTIES, 0);
}

async function seedHostProperties(
  db: Kysely<DB>,
  files: FileStore,
  email: string,
  properties: DemoProperty[],
  /** How long before now the first listing was created (older listings list first in the owner's order). */
  ageMs: number,
): Promise<void> {
  const host = await db
    .selectFrom('app_user')
    .select(['id', 'organization_id'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!host?.organization_id) return;
  const geo = new OfflineGeo();
  const start = Date.now() - ageMs - properties.length * 60_000;
  for (const [index, demo] of properties.entries()) {
    const location = geo.lookupZip(demo.address.zipcode);
    if (!location) continue;
    const photoIds: string[] = [];
    for (const [order, photo] of demo.photos.entries()) {
      const id = newId();
      const bytes = roomPicture(photo.palette, photo.layout);
      const fileName = `${id}.png`;
      await files.put('properties', fileName, bytes);
      await db
        .insertInto('stored_file')
        .values({
          id,
          folder: 'properties',
          file_name: fileName,
          original_name: `listing-photo-${index + 1}-${order + 1}.png`,
          mime_type: 'image/png',
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          display_order: order,
          owner_user_id: host.id,
        })
        .execute();
      photoIds.push(id);
    }
    const id = newId();
    const createdOn = new Date(start + index * 60_000);
    await db
      .insertInto('property')
      .values({
        id,
        organization_id: host.organization_id,
        created_by_user_id: host.id,
        title: demo.title,
        description: demo.description,
        status: demo.status,
        address_line_one: demo.address.line,
        address_line_two: null,
        city: demo.address.city,
        us_state: demo.address.state,
        zipcode: demo.address.zipcode,
        latitude: location.latitude,
        longitude: location.longitude,
        room_types: demo.roomTypes,
        supported_specialties: demo.supported,
        unsupported_specialties: demo.unsupported ?? [],
        rate_cents: demo.rate,
        rate_period: demo.period,
        room_items: JSON.stringify(demo.rooms ?? []),
        photo_ids: photoIds,
        priority: demo.status === 'LIST' ? index + 1 : null,
        created_on: createdOn,
        updated_on: createdOn,
      })
      .execute();
    await recomputePropertyMatches(db, id);
  }
}
