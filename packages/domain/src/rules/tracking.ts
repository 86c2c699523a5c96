/**
 * Which carrier a tracking number belongs to, read from its shape alone, and the carrier's public tracking page.
 * Pharmacists paste numbers by hand, so spaces and dashes are ignored and letters may be lower case; anything we
 * cannot place with confidence stays plain text rather than pointing the patient at the wrong carrier.
 */
export type Carrier = 'UPS' | 'USPS' | 'FedEx';

export interface CarrierTracking {
  carrier: Carrier;
  /** The number as the carrier prints it (no spaces, upper case). */
  number: string;
  url: string;
}

export const CARRIER_NAMES: Record<Carrier, string> = { UPS: 'UPS', USPS: 'USPS', FedEx: 'FedEx' };

/** UPS: 1Z, a 6-character shipper number, a 2-digit service code and 8 digits (18 characters). */
const UPS = /^1Z[0-9A-Z]{16}$/;
/** USPS domestic barcodes (IMpb): 20 to 22 digits starting 91 to 95 (Priority Mail, Certified, Ground …). */
const USPS_DOMESTIC = /^9[1-5]\d{18,20}$/;
/** USPS international (UPU S10): two letters, 9 digits, US. */
const USPS_INTERNATIONAL = /^[A-Z]{2}\d{9}US$/;
/** FedEx Express and Ground: 12 or 15 digits. */
const FEDEX = /^(\d{12}|\d{15})$/;

const TRACKING_URLS: Record<Carrier, (number: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
};

/** The carrier and tracking page for a tracking number, or null when its format is not one we recognise. */
export function carrierTracking(trackingNumber: string | null | undefined): CarrierTracking | null {
  if (!trackingNumber) return null;
  const number = trackingNumber.replace(/[\s-]/g, '').toUpperCase();
  let carrier: Carrier | null = null;
  if (UPS.test(number)) carrier = 'UPS';
  else if (USPS_DOMESTIC.test(number) || USPS_INTERNATIONAL.test(number)) carrier = 'USPS';
  else if (FEDEX.test(number)) carrier = 'FedEx';
  return carrier ? { carrier, number, url: TRACKING_URLS[carrier](number) } : null;
}
