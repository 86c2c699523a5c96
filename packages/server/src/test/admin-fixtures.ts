import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { createUser, sessionFor } from './api.ts';

/** A new admin's session, for the admin console's calls. */
export async function adminSession(db: Kysely<DB>): Promise<string> {
  const admin = await createUser(db, { healcoAdmin: true });
  return sessionFor(db, admin.id);
}

/** A listing of the organization in Hoboken, listed unless a status is given; its id. */
export async function addProperty(
  db: Kysely<DB>,
  organizationId: string,
  title: string,
  status = 'LIST',
): Promise<string> {
  const id = newId();
  await db
    .insertInto('property')
    .values({
      id,
      organization_id: organizationId,
      created_by_user_id: null,
      title,
      description: 'A bright treatment room with a shared waiting area.',
      status,
      address_line_one: '1 River Street',
      address_line_two: null,
      city: 'Hoboken',
      us_state: 'NJ',
      zipcode: '07030',
      latitude: 40.74,
      longitude: -74.03,
      rate_cents: null,
      rate_period: null,
      room_items: '[]',
      priority: null,
    })
    .execute();
  return id;
}
