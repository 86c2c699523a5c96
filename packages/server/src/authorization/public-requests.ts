import { isAppointmentDayAllowed, newYorkSlot } from '@carespace/domain';
import { fresh } from '../test/identities.ts';
import { invalidQuery, plain, type RouteRequests, unique } from './request-helpers.ts';

/** The authorization matrix's requests of the public site and the development helpers: health, reference lists, places, pricing, contact, wRVU, therapy navigation, the mailbox. */

let slotIndex = 0;
function nextAppointmentSlot(): string {
  const now = new Date();
  for (;;) {
    const index = slotIndex++;
    const dayOffset = 2 + Math.floor(index / 36);
    const minutes = 8 * 60 + (index % 36) * 15;
    const day = new Date(now.getTime() + dayOffset * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(day);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const slot = newYorkSlot(
      part('year'),
      part('month'),
      part('day'),
      Math.floor(minutes / 60),
      minutes % 60,
    );
    if (isAppointmentDayAllowed(slot, now)) return slot.toISOString();
    if (dayOffset > 40) throw new Error('no free appointment slot left');
  }
}

export const PUBLIC_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/openapi.json': { valid: plain('/api/openapi.json') },
  'GET /api/health': { valid: plain('/api/health') },
  'GET /api/ready': { valid: plain('/api/ready') },
  'POST /api/misc/reference-tables': { valid: plain('/api/misc/reference-tables', { tables: ['usState'] }) },
  'GET /api/search/GeolocationFromZipcode/': {
    valid: plain('/api/search/GeolocationFromZipcode/?zipcode=07030'),
  },
  'GET /api/search/place': {
    valid: plain('/api/search/place?query=07030'),
    invalid: invalidQuery('/api/search/place'),
  },
  'POST /api/pricing/medications': { valid: plain('/api/pricing/medications?treatmentCategory=EDYS') },
  'POST /api/contact': {
    valid: plain('/api/contact', {
      name: 'Maria Lopez',
      email: 'maria.lopez@example.test',
      subject: 'Question about PrEP shipping',
      content: 'Do you ship to Hoboken, NJ?',
    }),
  },
  'POST /api/contact/mailing-list': {
    valid: () => ({ url: '/api/contact/mailing-list', payload: { email: unique('news') } }),
  },
  'GET /api/wrvu/codes': { valid: plain('/api/wrvu/codes') },
  'POST /api/wrvu/email-results': {
    valid: plain('/api/wrvu/email-results', {
      email: 'dr.patel@example.test',
      lines: [{ cpt: '99214', volume: 2000 }],
      conversionFactor: 52,
    }),
  },
  'POST /api/therapy-navigation': {
    valid: () => ({
      url: '/api/therapy-navigation',
      payload: {
        firstName: 'Jordan',
        lastName: 'Reyes',
        email: unique('therapy'),
        phone: '2015550142',
        appointmentAt: nextAppointmentSlot(),
      },
    }),
  },
  'GET /api/therapy-navigation/booked-slots': { valid: plain('/api/therapy-navigation/booked-slots') },
  'GET /api/dev/mailbox': { valid: plain('/api/dev/mailbox?limit=1') },
  'GET /dev/mailbox': { valid: plain('/dev/mailbox?limit=1') },
  'POST /api/dev/payments/advance-clock': {
    valid: async ({ world }) => ({
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId: (await fresh.portalToken(world)).subscriptionId },
    }),
  },
};
