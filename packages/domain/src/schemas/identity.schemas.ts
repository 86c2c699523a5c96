/** The identity call's answer: who is signed in and what they may open. Null when signed out. */
import { z } from 'zod';

export const identitySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  healcoAdmin: z.boolean(),
  /** The contract's patient marker. */
  patient: z.object({ id: z.string() }).nullable(),
  provider: z.object({ providerRole: z.string() }).nullable(),
  organizationId: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

/** GET /search/GeolocationFromZipcode/: a ZIP code's centroid, city and state. */
export const zipLocationSchema = z.object({
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
});
export type ZipLocation = z.infer<typeof zipLocationSchema>;
