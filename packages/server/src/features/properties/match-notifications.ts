import type { RequestContext } from '../../plugins/request-context.ts';
import { organizationUserIds } from '../introductions/introductions.repository.ts';
import { notify } from '../notifications/notify.ts';
import { findProperty } from './properties.repository.ts';

/**
 * Tells the people of each newly matched organization about the listing (notification type NPMH, "New property
 * match", spec 02 §3), each by their own preference. Only city and state go out: the street address is the host's
 * to share (spec 02 §6), and a message may be read on a lock screen. A failed delivery never fails the save.
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
    const userIds = await organizationUserIds(ctx.db, organizationId).catch(() => []);
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
