import { ERRORS } from '@carespace/domain';
import { type ApiResult, apiPost } from '../../../lib/api-call.ts';
import type { Booking, BookingRequest } from './therapy-navigation-api.ts';

/** POST /api/therapy-navigation; failures (a taken slot among them) are toasted by the wrapped call. */
export function bookTherapyNavigation(request: BookingRequest): Promise<ApiResult<Booking>> {
  return apiPost<Booking>('/therapy-navigation', request);
}

/** Shown under the date and time when the slot was taken meanwhile (the SLOT_TAKEN message). */
export const SLOT_TAKEN_MESSAGE = ERRORS.SLOT_TAKEN.message;
