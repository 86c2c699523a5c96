/** Prescription review and fulfilment. */
import { z } from 'zod';
import { NOTE_MAX } from '../constants.ts';
import { OTHER_CODE, treatmentCategorySchema } from '../enums.ts';
import { PRESCRIPTIONS, VALIDATION } from '../messages.ts';
import { calendarDaySchema, fileRecordSchema, idSchema } from './common.schemas.ts';

/**
 * Tabs of the prescription list (query parameter tab). The contract's 'others' is the Pending tab (paid, not yet
 * decided); 'pending' is accepted as its plain-word alias and answered as 'others'.
 */
export const PRESCRIPTION_TABS = [
  'approved',
  'rejected',
  'completed',
  'incomplete',
  'others',
  'referred',
] as const;
export type PrescriptionTab = (typeof PRESCRIPTION_TABS)[number];
export const PRESCRIPTION_LIST_SORTS = ['date', 'name', 'email', 'treatmentCategory', 'usState'] as const;
export type PrescriptionListSort = (typeof PRESCRIPTION_LIST_SORTS)[number];
export const PRESCRIPTION_PAGE_SIZE_MAX = 100;

const dayParam = calendarDaySchema.optional();

/** GET /api/prescription/list: paging, filters and sorting are applied in SQL. */
export const prescriptionListQuerySchema = z.object({
  tab: z
    .preprocess((value) => (value === 'pending' ? 'others' : value), z.enum(PRESCRIPTION_TABS))
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRESCRIPTION_PAGE_SIZE_MAX).default(20),
  sort: z.enum(PRESCRIPTION_LIST_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).optional(),
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  treatmentCategory: treatmentCategorySchema.optional(),
  /** Inclusive day range (YYYY-MM-DD, New York days) on the tab's date: paid, approved or rejected on. */
  from: dayParam,
  to: dayParam,
});
export type PrescriptionListQuery = z.infer<typeof prescriptionListQuerySchema>;

const namedRef = z.object({ id: z.string(), name: z.string() });

export const prescriptionOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** Unix seconds. */
  shippedOn: z.number().int().nullable(),
  approvedOn: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paidOn: z.string(),
});
export type PrescriptionOrder = z.infer<typeof prescriptionOrderSchema>;

const medicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  dosage: z.string(),
  quantity: z.number().int(),
  daySupply: z.number().int(),
});

/** One row of the prescription list. providerUser is shown to admins only. */
export const prescriptionListItemSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  usState: z.string(),
  treatmentCategory: namedRef,
  medication: medicationSchema.nullable(),
  createdOn: z.string(),
  paidOn: z.string().nullable(),
  acceptedOn: z.string().nullable(),
  rejectedOn: z.string().nullable(),
  /** Carespace: when the reviewer asked for an in-person visit instead (the request's own end state). */
  referredOn: z.string().nullable(),
  /** The reviewer's note to the patient with the referral (at most 255 characters). */
  referralNote: z.string().nullable(),
  waitingResponse: z.boolean(),
  rejectionReason: z.object({ id: z.string(), name: z.string(), other: z.string().nullable() }).nullable(),
  providerNote: z.string().nullable(),
  providerUser: namedRef.nullable(),
  orderHistory: z.array(prescriptionOrderSchema),
});
export type PrescriptionListItem = z.infer<typeof prescriptionListItemSchema>;

export const prescriptionListResultSchema = z.object({
  tab: z.enum(PRESCRIPTION_TABS),
  items: z.array(prescriptionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PrescriptionListResult = z.infer<typeof prescriptionListResultSchema>;

export const patientResponseViewSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  /** The answer in words: option labels, the number with its unit, or the text. */
  answer: z.array(z.string()),
  files: z.array(fileRecordSchema),
});
export type PatientResponseView = z.infer<typeof patientResponseViewSchema>;

/** GET /api/prescription/{id}: the modal. Pharmacists get no verification section (responses, files: null). */
export const prescriptionDetailSchema = prescriptionListItemSchema.extend({
  key: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.object({ name: z.string() }).nullable(),
  phone: z.string().nullable(),
  patientResponse: z.array(patientResponseViewSchema).nullable(),
  uploadedFiles: z.array(fileRecordSchema).nullable(),
  prescriptionFiles: z.array(fileRecordSchema),
  sentExternally: z.boolean(),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetailSchema>;

export const prescriptionDecisionResultSchema = z.object({
  id: z.string(),
  acceptedOn: z.string().nullable(),
  rejectedOn: z.string().nullable(),
  referredOn: z.string().nullable().optional(),
});
export type PrescriptionDecisionResult = z.infer<typeof prescriptionDecisionResultSchema>;

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
 * POST prescription refer: instead of deciding online, the reviewer asks the patient to be seen in person, with a
 * short note for them (required, at most 255 characters). The request ends as referred and is refunded.
 */
export const prescriptionReferSchema = z.object({
  patientQuestionnaire_id: idSchema,
  note: z
    .string({ error: PRESCRIPTIONS.referralNoteRequired })
    .trim()
    .min(1, { error: PRESCRIPTIONS.referralNoteRequired })
    .max(NOTE_MAX, { error: PRESCRIPTIONS.noteTooLong }),
});
export type PrescriptionReferral = z.infer<typeof prescriptionReferSchema>;

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

/** Shipping address response. */
export const shippingAddressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

// ---- The patient's own subscriptions (GET /api/prescription/subscription) ----

/** Patient-facing status; computed by `subscriptionStatus` (rules/prescriptions.ts). */
export const PRESCRIPTION_SUBSCRIPTION_STATUSES = [
  'Active',
  'Completed',
  'Rejected',
  'Referred',
  'Incomplete',
  'Waiting approval',
] as const;
export const prescriptionSubscriptionStatusSchema = z.enum(PRESCRIPTION_SUBSCRIPTION_STATUSES);
export type PrescriptionSubscriptionStatus = z.infer<typeof prescriptionSubscriptionStatusSchema>;

/** Carespace: where the order is, shown in the portal (not only by email). */
export const SUBSCRIPTION_STAGES = [
  'incomplete',
  'paid',
  'in_review',
  'approved',
  'shipped',
  'rejected',
  'referred',
  'completed',
] as const;
export const subscriptionStageSchema = z.enum(SUBSCRIPTION_STAGES);
export type SubscriptionStage = z.infer<typeof subscriptionStageSchema>;

/** One paid period of a subscription, as the patient sees it. */
export const subscriptionOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** Unix seconds. */
  shippedOn: z.number().int().nullable(),
  approvedOn: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paidOn: z.string(),
  /** What was charged for this order, in cents (null for orders recorded before amounts were kept). */
  amountCents: z.number().int().nullable(),
  /** The card it was charged to, e.g. { brand: 'visa', last4: '4242' }; null when the provider did not say. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Cents refunded so far (0 when none). */
  refundedCents: z.number().int(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** An order's receipt: GET /api/prescription/receipt/:orderId (the owner patient or an admin). */
export const receiptParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

export const receiptSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paidOn: z.string(),
  patient: z.object({ name: z.string(), email: z.string() }),
  treatmentCategory: z.object({ id: z.string(), name: z.string() }),
  medication: z.object({ name: z.string(), dosage: z.string(), daySupply: z.number().int() }).nullable(),
  /** The period this payment covers (null for orders recorded before periods were kept). */
  periodEnd: z.string().nullable(),
  subtotalCents: z.number().int().nullable(),
  taxCents: z.number().int(),
  amountCents: z.number().int().nullable(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  refundedCents: z.number().int(),
  refundedOn: z.string().nullable(),
  shippedOn: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  pharmacy: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const prescriptionSubscriptionSchema = z.object({
  id: z.string(),
  patientQuestionnaireId: z.string(),
  isActive: z.boolean(),
  hasPaid: z.boolean(),
  acceptedOn: z.string().nullable(),
  rejectedOn: z.string().nullable(),
  rejectionReason: z.object({ name: z.string(), other: z.string().nullable() }).nullable(),
  providerNote: z.string().nullable(),
  /** Carespace: referred for an in-person visit, with the reviewer's note to the patient. */
  referredOn: z.string().nullable(),
  referralNote: z.string().nullable(),
  medication: z
    .object({ id: z.string(), name: z.string(), dosage: z.string(), daySupply: z.number().int() })
    .nullable(),
  treatmentCategory: z.object({ id: z.string() }),
  orderHistory: z.array(subscriptionOrderSchema),
  createdOn: z.string(),
  nextRefillOn: z.string().nullable(),
  stage: subscriptionStageSchema,
});
export type PrescriptionSubscription = z.infer<typeof prescriptionSubscriptionSchema>;

/** Grouped by treatment category, newest first. */
export const prescriptionSubscriptionGroupSchema = z.object({
  treatmentCategory: z.object({ id: z.string(), name: z.string() }),
  subscriptions: z.array(prescriptionSubscriptionSchema),
});
export type PrescriptionSubscriptionGroup = z.infer<typeof prescriptionSubscriptionGroupSchema>;
