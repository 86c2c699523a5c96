/** Prescription review and fulfilment (spec 02 §4, §5, §7). */
import { z } from 'zod';
import { NOTE_MAX } from '../constants.ts';
import { OTHER_CODE } from '../enums.ts';
import { PRESCRIPTIONS, VALIDATION } from '../messages.ts';
import { fileRecordSchema, idSchema } from './common.schemas.ts';

/** Tabs of the prescription list (query parameter tab); 'others' holds pending requests. */
export const PRESCRIPTION_TABS = ['approved', 'rejected', 'completed', 'incomplete', 'others'] as const;
export type PrescriptionTab = (typeof PRESCRIPTION_TABS)[number];
export const prescriptionListQuerySchema = z.object({
  tab: z.enum(PRESCRIPTION_TABS).default('others'),
  search: z.string().trim().max(200).optional(),
});

const note = z.string().trim().max(NOTE_MAX, { error: PRESCRIPTIONS.noteTooLong });

/**
 * POST prescription approve. An uploaded prescription is required unless `sentExternally` ('I have already
 * sent in this prescription externally') is checked; the provider note is at most 255 characters.
 */
export const prescriptionApproveSchema = z
  .object({
    providerNote: note.nullish(),
    patientQuestionnaire_id: idSchema,
    prescriptionUpload: z.array(fileRecordSchema).max(10).default([]),
    sentExternally: z.boolean().default(false),
    rxMedication_id: idSchema,
  })
  .superRefine((body, ctx) => {
    if (body.prescriptionUpload.length === 0 && !body.sentExternally) {
      ctx.addIssue({ code: 'custom', path: ['prescriptionUpload'], message: PRESCRIPTIONS.uploadRequired });
    }
  });
export type PrescriptionApproval = z.infer<typeof prescriptionApproveSchema>;

/** POST prescription reject: a reason is required; with Other (OTHR) an explanation (max 255) too. */
export const prescriptionRejectSchema = z
  .object({
    rejectionReason: z
      .string({ error: PRESCRIPTIONS.rejectReasonRequired })
      .trim()
      .min(1, { error: PRESCRIPTIONS.rejectReasonRequired })
      .max(64, { error: VALIDATION.invalid }),
    rejectionReasonOther: note.nullish(),
    patientQuestionnaire_id: idSchema,
  })
  .superRefine((body, ctx) => {
    if (body.rejectionReason === OTHER_CODE && !body.rejectionReasonOther) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReasonOther'],
        message: PRESCRIPTIONS.rejectExplanationRequired,
      });
    }
  });
export type PrescriptionRejection = z.infer<typeof prescriptionRejectSchema>;

/**
 * POST prescription tracking: a tracking number, or `markAsShipped` without one; otherwise 'Please enter
 * tracking info or mark as shipped'. type 'POST' adds, 'PUT' replaces an existing number.
 */
export const trackingSchema = z
  .object({
    orderHistory_id: idSchema,
    trackingNumber: z
      .string()
      .trim()
      .max(100, { error: VALIDATION.tooLong(100) })
      .default(''),
    markAsShipped: z.boolean().default(false),
    type: z.enum(['POST', 'PUT']).default('POST'),
  })
  .superRefine((body, ctx) => {
    if (body.trackingNumber === '' && !body.markAsShipped) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: PRESCRIPTIONS.trackingRequired });
    }
  });
export type TrackingUpdate = z.infer<typeof trackingSchema>;

/** GET prescription view-address. */
export const viewAddressQuerySchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
