import { therapyNavigationRequestSchema } from '@carespace/domain';
import { z } from 'zod';
import { type BookingForm, bookingRequest } from '../lib/slots.ts';

/**
 * The booking form checked as the request it stands for, by the server's own schema (its slot rule and messages
 * included). Loaded on the form's first use, so zod is not part of the page's first download.
 */
export const bookingFormSchema = z.preprocess(
  (form) => bookingRequest(form as Partial<BookingForm>),
  therapyNavigationRequestSchema(),
);
