/**
 * In-person visits (Carespace): a clinician's offer to see patients Carespace refers, the nearby clinicians a
 * referred patient is shown, and the visit requests between them.
 */
import { z } from 'zod';
import { NOTE_MAX } from '../constants.ts';
import { treatmentCategorySchema } from '../enums.ts';
import { idSchema } from './common.schemas.ts';
import { IN_PERSON } from './in-person-visits.messages.ts';

/** How far a referred patient is offered clinicians, and how many at most. */
export const NEARBY_CLINICIAN_MILES = 25;
export const NEARBY_CLINICIAN_LIMIT = 5;
/** The days ahead a patient may propose times in (tomorrow onwards). */
export const VISIT_DAYS_AHEAD = 21;

// The messages live apart from the schemas, so a page that shows one does not bring zod with it.
export { IN_PERSON } from './in-person-visits.messages.ts';

const hourSchema = z.number().int().min(0).max(24);

/** PUT /api/in-person/offer: off by default; when on, at least one treatment and one day. */
export const inPersonOfferUpdateSchema = z
  .object({
    enabled: z.boolean(),
    categories: z.array(treatmentCategorySchema).max(20).default([]),
    /** 0 = Sunday … 6 = Saturday. */
    days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    fromHour: hourSchema.default(9),
    toHour: hourSchema.default(17),
  })
  .superRefine((body, ctx) => {
    if (body.fromHour >= body.toHour) {
      ctx.addIssue({ code: 'custom', path: ['toHour'], message: IN_PERSON.hoursInvalid });
    }
    if (!body.enabled) return;
    if (body.categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: IN_PERSON.categoriesRequired });
    }
    if (body.days.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: IN_PERSON.daysRequired });
    }
  })
  .transform((body) => ({
    ...body,
    categories: [...new Set(body.categories)].sort(),
    days: [...new Set(body.days)].sort(),
  }));
export type InPersonOfferUpdate = z.infer<typeof inPersonOfferUpdateSchema>;

export const visitHoursSchema = z.object({
  days: z.array(z.number().int()),
  fromHour: z.number().int(),
  toHour: z.number().int(),
});
export type VisitHours = z.infer<typeof visitHoursSchema>;

/** GET /api/in-person/offer: the caller's offer, the practice it uses, and whether they may turn it on. */
export const inPersonOfferSchema = visitHoursSchema.extend({
  enabled: z.boolean(),
  categories: z.array(z.string()),
  practice: z
    .object({
      name: z.string(),
      addressLineOne: z.string().nullable(),
      city: z.string().nullable(),
      usState: z.string().nullable(),
      zipcode: z.string().nullable(),
      located: z.boolean(),
    })
    .nullable(),
  /** The states of the caller's verified, unexpired licences: patients are only shown clinicians licensed there. */
  licensedStates: z.array(z.string()),
});
export type InPersonOffer = z.infer<typeof inPersonOfferSchema>;

/** One clinician a referred patient may ask: never the street, until the clinician accepts. */
export const nearbyClinicianSchema = z.object({
  userId: z.string(),
  name: z.string(),
  specialty: z.string().nullable(),
  practiceName: z.string(),
  city: z.string().nullable(),
  usState: z.string().nullable(),
  miles: z.number(),
  hours: visitHoursSchema,
});
export type NearbyClinician = z.infer<typeof nearbyClinicianSchema>;

export const VISIT_REQUEST_STATUSES = ['REQD', 'ACPT', 'DECL'] as const;
export type VisitRequestStatus = (typeof VISIT_REQUEST_STATUSES)[number];

/** A visit request as the patient sees it: the address only once accepted. */
export const patientVisitRequestSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_REQUEST_STATUSES),
  clinicianName: z.string(),
  practiceName: z.string(),
  proposedTimes: z.array(z.string()),
  shareAnswers: z.boolean(),
  acceptedTime: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Filled only once accepted. */
  address: z
    .object({
      line1: z.string().nullable(),
      line2: z.string().nullable(),
      city: z.string().nullable(),
      usState: z.string().nullable(),
      zipcode: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  createdOn: z.string(),
});
export type PatientVisitRequest = z.infer<typeof patientVisitRequestSchema>;

/** GET /api/in-person/referrals/:id: what a referred patient sees for one request. */
export const referralViewSchema = z.object({
  patientQuestionnaireId: z.string(),
  referralNote: z.string().nullable(),
  /** Why no clinicians are listed, when none are: no shipping ZIP we can place. */
  located: z.boolean(),
  clinicians: z.array(nearbyClinicianSchema),
  requests: z.array(patientVisitRequestSchema),
});
export type ReferralView = z.infer<typeof referralViewSchema>;

/** POST /api/in-person/visit-requests: two or three times, and consent to share the answers or not. */
export const visitRequestCreateSchema = z.object({
  patientQuestionnaireId: idSchema,
  clinicianUserId: idSchema,
  times: z
    .array(z.iso.datetime({ offset: true }))
    .min(2, { error: IN_PERSON.timesCount })
    .max(3, { error: IN_PERSON.timesCount })
    .refine((times) => new Set(times.map((t) => new Date(t).getTime())).size === times.length, {
      error: IN_PERSON.timesDistinct,
    }),
  shareAnswers: z.boolean(),
});
export type VisitRequestCreate = z.infer<typeof visitRequestCreateSchema>;

/** A visit request as the clinician sees it: the patient's name and contact, never their answers here. */
export const clinicianVisitRequestSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_REQUEST_STATUSES),
  patientName: z.string(),
  patientEmail: z.string().nullable(),
  patientPhone: z.string().nullable(),
  treatmentCategory: z.object({ id: z.string(), name: z.string() }),
  referralNote: z.string().nullable(),
  proposedTimes: z.array(z.string()),
  shareAnswers: z.boolean(),
  acceptedTime: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdOn: z.string(),
});
export type ClinicianVisitRequest = z.infer<typeof clinicianVisitRequestSchema>;

export const visitAnswersSchema = z.array(
  z.object({ questionId: z.string(), question: z.string(), answer: z.array(z.string()) }),
);
export type VisitAnswers = z.infer<typeof visitAnswersSchema>;

export const visitAcceptSchema = z.object({ time: z.iso.datetime({ offset: true }) });
export const visitDeclineSchema = z.object({
  reason: z
    .string({ error: IN_PERSON.declineReasonRequired })
    .trim()
    .min(1, { error: IN_PERSON.declineReasonRequired })
    .max(NOTE_MAX, { error: `Please enter no more than ${NOTE_MAX} characters.` }),
});

/** GET /api/admin/in-person/visit-requests: the newest visit requests, for the admin console. */
export const adminVisitRequestSchema = z.object({
  id: z.string(),
  patientName: z.string(),
  clinicianName: z.string(),
  practiceName: z.string(),
  treatmentCategory: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(VISIT_REQUEST_STATUSES),
  shareAnswers: z.boolean(),
  acceptedTime: z.string().nullable(),
  createdOn: z.string(),
});
export type AdminVisitRequest = z.infer<typeof adminVisitRequestSchema>;
