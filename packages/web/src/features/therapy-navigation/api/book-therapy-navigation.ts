import { ERRORS, type TherapyNavigationRequest } from '@carespace/domain';
import { type ApiResult, apiPost } from '../../../lib/api-call.ts';

/** The booking as the server validates it (domain therapyNavigationRequestSchema). */
export type BookingRequest = TherapyNavigationRequest;

export interface Booking {
  id: string;
  appointmentAt: string;
  email: string;
  message: string;
}

/** POST /api/therapy-navigation; failures (a taken slot among them) are toasted by the wrapped call. */
export function bookTherapyNavigation(request: BookingRequest): Promise<ApiResult<Booking>> {
  return apiPost<Booking>('/therapy-navigation', request);
}

/** Shown under the date and time when the slot was taken meanwhile (the SLOT_TAKEN message). */
export const SLOT_TAKEN_MESSAGE = ERRORS.SLOT_TAKEN.message;
