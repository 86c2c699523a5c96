import { formatCents, type PropertyView, type RatePeriod } from '@carespace/domain';

// Keyed by the rate periods' codes: checking a code against this table rather than the domain's RATE_PERIOD keeps
// the domain's enums module, and the zod schemas built there, out of the pages that show a property card.
const PERIOD_SHORT: Record<RatePeriod, string> = { DAYX: 'day', MNTH: 'month', SESN: 'session' };

/** '$45 per session', or a plain invitation to ask when the host left the rate open. */
export function rateText(rate: number | null | undefined, period: string | null | undefined): string {
  if (rate === null || rate === undefined) return 'Rate on request';
  const unit = period && Object.hasOwn(PERIOD_SHORT, period) ? PERIOD_SHORT[period as RatePeriod] : null;
  return unit ? `${formatCents(rate)} per ${unit}` : formatCents(rate);
}

/** 'Hoboken, NJ 07030', with the street first when the caller may see it. */
export function addressText(address: PropertyView['addressInfo'], withStreet = false): string {
  const place = `${address.city}, ${address.usState} ${address.zipcode}`;
  if (!withStreet || !address.addressLineOne) return place;
  const street = [address.addressLineOne, address.addressLineTwo].filter(Boolean).join(', ');
  return `${street}, ${place}`;
}

export function distanceText(miles: number | null): string | null {
  if (miles === null) return null;
  return miles < 0.1 ? 'Less than 0.1 mi away' : `${miles.toFixed(1)} mi away`;
}
