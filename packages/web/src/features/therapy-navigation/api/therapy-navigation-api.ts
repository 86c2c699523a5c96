import type { TherapyNavigationRequest } from '@carespace/domain';
import { type ApiResult, apiPost, useApiQuery } from '../../../lib/api-client.ts';

/** The booking as the server validates it (domain therapyNavigationRequestSchema). */
export type BookingRequest = TherapyNavigationRequest;

export interface Booking {
  id: string;
  appointmentAt: string;
  email: string;
  message: string;
}

export const bookedSlotsKey = ['therapy-navigation', 'booked-slots'] as const;

/** Start times already taken, so the picker can grey them out (the server still has the last word). */
export function useBookedSlots() {
  return useApiQuery<string[]>(bookedSlotsKey, '/therapy-navigation/booked-slots', {
    silent: true,
    staleTime: 0,
  });
}

/** POST /api/therapy-navigation; failures (a taken slot among them) are toasted by the wrapped call. */
export function bookTherapyNavigation(request: BookingRequest): Promise<ApiResult<Booking>> {
  return apiPost<Booking>('/therapy-navigation', request);
}
