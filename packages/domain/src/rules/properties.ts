/** Property card rules. */
import { NOT_VIEWED_DAYS, PROPERTY_CARD_MAX_TAGS } from '../constants.ts';
import { PROPERTIES } from '../messages.ts';

type Instant = Date | string | number;
const DAY_MS = 24 * 60 * 60 * 1_000;

function toTime(value: Instant | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * New while no non-owner has viewed the property; Not Viewed (grey) once it was matched more than 4 days ago
 * and still not viewed; no badge once viewed.
 */
export function propertyBadge(
  property: { viewedOn?: Instant | null; matchedOn?: Instant | null },
  now: Date = new Date(),
): 'New' | 'Not Viewed' | null {
  if (toTime(property.viewedOn) !== null) return null;
  const matchedOn = toTime(property.matchedOn);
  if (matchedOn !== null && now.getTime() - matchedOn > NOT_VIEWED_DAYS * DAY_MS)
    return PROPERTIES.badgeNotViewed;
  return PROPERTIES.badgeNew;
}

/** At most 5 specialty tags, then '+N More'. */
export function specialtyTags<T>(tags: readonly T[]): { shown: T[]; more: string | null } {
  const extra = tags.length - PROPERTY_CARD_MAX_TAGS;
  return {
    shown: tags.slice(0, PROPERTY_CARD_MAX_TAGS),
    more: extra > 0 ? PROPERTIES.moreTags(extra) : null,
  };
}

/**
 * The application state a property card shows the seeker: Contacting Host, then Approved or Declined Application.
 * The owner never applies to their own listing, so their cards show none (the applications are theirs to answer
 * in Connections).
 */
export function applicationCardState(property: {
  isOwner?: boolean;
  sentIntroductionOn?: Instant | null;
  propertyChat_id?: string | number | null;
  propertyRejection_id?: string | number | null;
}): 'Contacting Host' | 'Approved Application' | 'Declined Application' | null {
  if (property.isOwner) return null;
  if (property.propertyChat_id !== null && property.propertyChat_id !== undefined) {
    return PROPERTIES.approvedApplication;
  }
  if (property.propertyRejection_id !== null && property.propertyRejection_id !== undefined) {
    return PROPERTIES.declinedApplication;
  }
  if (toTime(property.sentIntroductionOn) !== null) return PROPERTIES.contactingHost;
  return null;
}
