import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { newId } from '../lib/ids.ts';

/**
 * A property of the host organization and an approved application from the guest organization, with the chat it
 * opened: the starting point of the chat tests that are not about how a chat comes to be.
 */
export async function approvedChat(
  db: Kysely<DB>,
  host: { id: string; organizationId: string },
  guest: { id: string; organizationId: string },
): Promise<string> {
  const propertyId = newId();
  const introductionId = newId();
  const chatId = newId();
  await db
    .insertInto('property')
    .values({
      id: propertyId,
      organization_id: host.organizationId,
      created_by_user_id: host.id,
      title: 'Consult room on Hudson Street',
      description: 'A calm consult room with a desk and two chairs, free on weekday mornings.',
      address_line_one: '1 Hudson Street',
      address_line_two: null,
      city: 'Hoboken',
      us_state: 'NJ',
      zipcode: '07030',
      latitude: 40.7445,
      longitude: -74.0329,
      rate_cents: 4000,
      rate_period: 'SESN',
      priority: null,
    })
    .execute();
  await db
    .insertInto('property_introduction')
    .values({
      id: introductionId,
      property_id: propertyId,
      host_organization_id: host.organizationId,
      organization_id: guest.organizationId,
      applicant_user_id: guest.id,
      message_to_host: 'Two mornings a week, please.',
      how_soon: 'NOWX',
      responded: true,
      responded_by_user_id: host.id,
      approved_on: new Date(),
      property_chat_id: chatId,
    })
    .execute();
  await db
    .insertInto('property_chat')
    .values({
      id: chatId,
      introduction_id: introductionId,
      property_id: propertyId,
      host_organization_id: host.organizationId,
      guest_organization_id: guest.organizationId,
    })
    .execute();
  return chatId;
}
