import type {
  AvailabilitySettings,
  AvailabilityView,
  BookingRequest,
  BookingView,
  CancellationQuote,
  FreeSlots,
  PayoutSummary,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

export const bookingsKey = ['bookings'] as const;

/** GET a listing's availability: for its host's form, and for an approved guest's calendar. */
export function useAvailability(propertyId: string, enabled = true) {
  return useApiQuery<AvailabilityView>(
    [...bookingsKey, 'availability', propertyId],
    `/bookings/properties/${propertyId}/availability`,
    { enabled, silent: true, retry: false },
  );
}

export function useSaveAvailability(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<AvailabilityView, AvailabilitySettings>(
    'PUT',
    `/bookings/properties/${propertyId}/availability`,
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: bookingsKey });
      },
    },
  );
}

/** The free half-hours of `days` days from `from`, in the listing's time zone. */
export function useFreeSlots(propertyId: string, from: string, days = 14) {
  return useApiQuery<FreeSlots>(
    [...bookingsKey, 'slots', propertyId, from, days],
    `/bookings/properties/${propertyId}/slots?from=${from}&days=${days}`,
  );
}

export function useStartBooking() {
  return useApiMutation<{ bookingId: string; url: string }, BookingRequest>('POST', '/bookings');
}

export function useBookings(role: 'guest' | 'host') {
  return useApiQuery<BookingView[]>([...bookingsKey, 'list', role], `/bookings?role=${role}`);
}

export function useCancellationQuote(bookingId: string | null) {
  return useApiQuery<CancellationQuote>(
    [...bookingsKey, 'quote', bookingId],
    `/bookings/${bookingId}/cancellation`,
    { enabled: bookingId !== null },
  );
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useApiMutation<BookingView, { bookingId: string; reason?: string }>(
    'POST',
    ({ bookingId }) => `/bookings/${bookingId}/cancel`,
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: bookingsKey });
      },
    },
  );
}

export function usePayouts() {
  return useApiQuery<PayoutSummary>([...bookingsKey, 'payouts'], '/card-payment/payouts');
}
