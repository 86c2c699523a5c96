import { formatCents, RATE_PERIOD, type RatePeriod } from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import { practiceMemberIds } from '../organizations/organizations.service.ts';
import { matchedOrganizationIds } from './matches.repository.ts';
import { findProperty, type PropertyColumns, type PropertyRow } from './properties.repository.ts';

/**
 * Tells the people of each newly matched organization about the listing (notification type NPMH, "New property
 * match"), each by their own preference. Only city and state go out: the street address is the host's
 * to share, and a message may be read on a lock screen. A failed delivery never fails the save.
 */
export async function tellNewMatches(
  ctx: Pick<RequestContext, 'db' | 'ports' | 'config'>,
  propertyId: string,
  organizationIds: readonly string[],
): Promise<void> {
  if (organizationIds.length === 0) return;
  const property = await findProperty(ctx.db, propertyId);
  if (property?.status !== 'LIST') return;
  const place = `${property.city}, ${property.us_state}`;
  const link = `${ctx.config.publicUrl}/provider/properties/${property.id}`;
  for (const organizationId of organizationIds) {
    const userIds = await practiceMemberIds(ctx, organizationId).catch(() => []);
    for (const userId of userIds) {
      await notify(ctx, {
        userId,
        type: 'NPMH',
        subject: `New property match: ${property.title}`,
        text:
          `A new property matches what you are looking for: "${property.title}" in ${place}.\n\n` +
          `See the rooms, rates and photos, and introduce your practice to the host: ${link}\n\n` +
          'You get this because New property match is on in your Notification Preferences.',
        sms: `Carespace: a new space in ${place} matches your practice. ${link}`,
      }).catch(() => undefined);
    }
  }
}

interface RoomRate {
  rate?: number | null;
  ratePeriod?: string | null;
}

/** The part of a listing a seeker weighs, rates apart: what a change to counts as "updated". */
function listingFacts(row: Omit<PropertyColumns, 'room_items'> & { room_items: unknown }) {
  const rooms = (Array.isArray(row.room_items) ? row.room_items : []) as Array<
    RoomRate & Record<string, unknown>
  >;
  return JSON.stringify([
    row.title,
    row.description,
    row.address_line_one,
    row.address_line_two,
    row.city,
    row.us_state,
    row.zipcode,
    [...row.room_types].sort(),
    [...row.supported_specialties].sort(),
    [...row.unsupported_specialties].sort(),
    rooms.map(({ rate: _rate, ratePeriod: _period, ...room }) => room),
    row.photo_ids,
  ]);
}

function rateFacts(row: { rate_cents: number | null; rate_period: string | null; room_items: unknown }) {
  const rooms = (Array.isArray(row.room_items) ? row.room_items : []) as RoomRate[];
  return JSON.stringify([
    row.rate_cents,
    row.rate_period,
    rooms.map((room) => [room.rate ?? null, room.ratePeriod ?? null]),
  ]);
}

function rateText(cents: number | null, period: string | null): string | null {
  if (cents === null) return null;
  const per = RATE_PERIOD[period as RatePeriod];
  return per ? `${formatCents(cents)} ${per.toLowerCase()}` : formatCents(cents);
}

/**
 * After a host edits a listed property, tells the organizations that already matched it and still do (those that
 * match only now hear NPMH instead): UDRT ("Updated rate") when a rate changed, the full-office rate or a room's,
 * and MPUP ("Matched property updated") when anything else a seeker weighs changed. Each is its own switch in
 * Notification Preferences, so an edit that changes both sends both and either can be turned off alone. An edit
 * that changes nothing sends nothing. Like NPMH, only city and state leave, and a failed delivery never fails the
 * save.
 */
export async function tellMatchesOfUpdate(
  ctx: Pick<RequestContext, 'db' | 'ports' | 'config'>,
  before: PropertyRow,
  newlyMatched: readonly string[],
): Promise<void> {
  const after = await findProperty(ctx.db, before.id);
  if (after?.status !== 'LIST') return;
  const rateChanged = rateFacts(before) !== rateFacts(after);
  const listingChanged = listingFacts(before) !== listingFacts(after);
  if (!rateChanged && !listingChanged) return;
  const fresh = new Set(newlyMatched);
  const organizationIds = (await matchedOrganizationIds(ctx.db, after.id)).filter((id) => !fresh.has(id));
  if (organizationIds.length === 0) return;
  const place = `${after.city}, ${after.us_state}`;
  const link = `${ctx.config.publicUrl}/provider/properties/${after.id}`;
  const events: Array<Omit<NotificationEvent, 'userId'>> = [];
  if (rateChanged) {
    const rate = rateText(after.rate_cents, after.rate_period);
    events.push({
      type: 'UDRT',
      subject: `New rate for ${after.title}`,
      text:
        `The host of "${after.title}" in ${place}, a space that matches your practice, changed its rates` +
        `${rate ? `: the full office is now ${rate}` : ''}.\n\nSee every room's rate: ${link}\n\n` +
        'You get this because Updated rate is on in your Notification Preferences.',
      sms: `Carespace: the rate of a space you matched in ${place} changed. ${link}`,
    });
  }
  if (listingChanged) {
    events.push({
      type: 'MPUP',
      subject: `A space you matched was updated: ${after.title}`,
      text:
        `The host of "${after.title}" in ${place}, a space that matches your practice, updated the listing.\n\n` +
        `See what is new: ${link}\n\n` +
        'You get this because Matched property updated is on in your Notification Preferences.',
      sms: `Carespace: a space you matched in ${place} was updated. ${link}`,
    });
  }
  for (const organizationId of organizationIds) {
    const userIds = await practiceMemberIds(ctx, organizationId).catch(() => []);
    for (const userId of userIds) {
      for (const event of events) await notify(ctx, { userId, ...event }).catch(() => undefined);
    }
  }
}
