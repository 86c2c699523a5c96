import { queryApi } from '../../../lib/api-fetch.ts';
import { usePublicQuery } from '../../../lib/public-query.ts';

// The booking's types live with its call; a type-only re-export costs the page nothing.
export type { Booking, BookingRequest } from './book-therapy-navigation.ts';

/**
 * The booking call (book-therapy-navigation.ts), loaded on the form's first use with its schema: the wrapped call
 * carries the toasts and the error catalogue, which the page does not need before anyone touches the form.
 */
export const loadBookingCall = () => import('./book-therapy-navigation.ts');

/**
 * Start times already taken, so the picker can mark them (the server still has the last word). A public-page read
 * (lib/public-query.ts, no TanStack Query: the page's download budget), asked for once the page is hydrated;
 * `refetch` after a booking attempt.
 */
export function useBookedSlots() {
  return usePublicQuery<string[]>('therapy-navigation/booked-slots', () =>
    queryApi<string[]>('/therapy-navigation/booked-slots'),
  );
}
