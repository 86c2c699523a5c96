/** Provider state licenses: the provider's own calls (/api/licenses) and the admin queue (/api/admin/licenses). */
import { z } from 'zod';
import { LICENSE_NUMBER_MAX, LICENSE_REJECTION_MAX } from '../constants.ts';
import { licenseStatusSchema } from '../enums.ts';
import { LICENSES } from '../messages.ts';
import {
  isCalendarDate,
  isLicenseExpired,
  LICENSE_STANDING,
  type LicenseStanding,
  latestLicenseExpiry,
} from '../rules/licenses.ts';
import { idSchema, requiredText, usStateSchema } from './common.schemas.ts';

/** As printed on the license: letters and digits, with the spaces, dots, dashes and slashes some states use. */
export const LICENSE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export const licenseNumberSchema = requiredText(LICENSE_NUMBER_MAX, LICENSES.numberRequired).regex(
  LICENSE_NUMBER_PATTERN,
  { error: LICENSES.numberFormat },
);

/**
 * The expiry date of a new license: a calendar day, not already past (a license counts through its expiry day,
 * in New York) and not absurdly far away. Checked against today when the value is parsed, on both sides.
 */
export const licenseExpirySchema = z
  .string({ error: LICENSES.expiryRequired })
  .trim()
  .min(1, { error: LICENSES.expiryRequired, abort: true })
  .refine(isCalendarDate, { error: LICENSES.expiryInvalid, abort: true })
  .refine((day) => !isLicenseExpired(day), { error: LICENSES.expiryPast, abort: true })
  .refine((day) => day <= latestLicenseExpiry(), { error: LICENSES.expiryTooFar });

/** POST /api/licenses: a license the provider holds, pending until an admin verifies it. */
export const licenseSubmitSchema = z.object({
  usState: usStateSchema,
  licenseNumber: licenseNumberSchema,
  expiresOn: licenseExpirySchema,
  /** The scan or photo of the license, uploaded first to the private providerLicenses folder. */
  documentFileId: idSchema.nullish(),
});
export type LicenseSubmit = z.infer<typeof licenseSubmitSchema>;
export type LicenseSubmitInput = z.input<typeof licenseSubmitSchema>;

export const licenseIdParamsSchema = z.object({ id: idSchema });

/** POST /api/admin/licenses/{id}/reject: the reason is emailed to the provider and shown on their Licenses tab. */
export const licenseRejectSchema = z.object({
  reason: requiredText(LICENSE_REJECTION_MAX, LICENSES.reasonRequired),
});
export type LicenseReject = z.infer<typeof licenseRejectSchema>;

const standings = Object.keys(LICENSE_STANDING) as [LicenseStanding, ...LicenseStanding[]];

export const licenseViewSchema = z.object({
  id: z.string(),
  usState: z.string(),
  licenseNumber: z.string(),
  /** YYYY-MM-DD, the last day the license counts. */
  expiresOn: z.string(),
  status: licenseStatusSchema,
  /** Pending, verified, rejected, or expired (a pending or verified license past its expiry day). */
  standing: z.enum(standings),
  submittedOn: z.string(),
  reviewedOn: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The uploaded license (private folder providerLicenses: its owner and admins only). */
  document: z
    .object({ id: z.string(), fileName: z.string(), originalName: z.string(), mimeType: z.string() })
    .nullable(),
});
export type LicenseView = z.infer<typeof licenseViewSchema>;

export const licenseListSchema = z.array(licenseViewSchema);

/** One license waiting in the admin queue, with who holds it. */
export const adminLicenseItemSchema = licenseViewSchema.extend({
  provider: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    providerRole: z.string().nullable(),
    organizationName: z.string().nullable(),
    npi: z.string().nullable(),
  }),
});
export type AdminLicenseItem = z.infer<typeof adminLicenseItemSchema>;

/** GET /api/admin/licenses: the pending licenses, oldest first (at most 100), and how many wait in all. */
export const adminLicenseQueueSchema = z.object({
  items: z.array(adminLicenseItemSchema),
  total: z.number().int(),
});
export type AdminLicenseQueue = z.infer<typeof adminLicenseQueueSchema>;
