/** A patient's right of access: their whole record as files, and the log of who has read it. */
import { z } from 'zod';
import { idSchema } from './common.schemas.ts';

/** The two forms a record is produced in: a readable PDF and a FHIR R4 Bundle other systems import. */
export const RECORD_FORMATS = ['pdf', 'fhir'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

/** GET /api/record/:userId/:format — the patient's own record; anyone else's is "not found". */
export const recordParamsSchema = z.object({
  userId: idSchema,
  format: z.enum(RECORD_FORMATS, { message: 'The record comes as "pdf" or "fhir".' }),
});
export type RecordParams = z.infer<typeof recordParamsSchema>;

export const RECORD_ACCESS_PAGE_SIZE_MAX = 50;

/** GET /api/record/:userId/access-log — paged on the server, newest first. */
export const recordAccessQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORD_ACCESS_PAGE_SIZE_MAX).default(10),
});
export type RecordAccessQuery = z.infer<typeof recordAccessQuerySchema>;

/** How a reader is described to the patient: admins are Carespace staff, providers by what they do. */
export const RECORD_READER_ROLES = [
  'staff',
  'reviewer',
  'pharmacist',
  'provider',
  'patient',
  'unknown',
] as const;
export type RecordReaderRole = (typeof RECORD_READER_ROLES)[number];

export const recordAccessEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  reader: z.object({
    role: z.enum(RECORD_READER_ROLES),
    /** "Carespace staff", "Reviewing clinician", "Pharmacist"… as shown. */
    roleLabel: z.string(),
    name: z.string(),
  }),
  /** What was read, in the patient's words ("Your acne request"). */
  what: z.string(),
  /** The page or action it was read from ("Prescription review"). */
  where: z.string(),
});
export type RecordAccessEntry = z.infer<typeof recordAccessEntrySchema>;

export const recordAccessResultSchema = z.object({
  items: z.array(recordAccessEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RecordAccessResult = z.infer<typeof recordAccessResultSchema>;

export const RECORD_REASON_MIN = 10;
export const RECORD_REASON_MAX = 500;

/** POST /api/admin/record/:userId — an admin produces a patient's record for them, saying why. */
export const adminRecordExportParamsSchema = z.object({ userId: idSchema });
export const adminRecordExportBodySchema = z.object({
  format: z.enum(RECORD_FORMATS, { message: 'The record comes as "pdf" or "fhir".' }),
  reason: z
    .string({ message: 'Please say why you are producing this record.' })
    .trim()
    .min(
      RECORD_REASON_MIN,
      `Please say why you are producing this record (at least ${RECORD_REASON_MIN} characters).`,
    )
    .max(RECORD_REASON_MAX, `Please keep the reason under ${RECORD_REASON_MAX} characters.`),
});
export type AdminRecordExportBody = z.infer<typeof adminRecordExportBodySchema>;
