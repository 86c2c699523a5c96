/** Answering an application (property introduction). */
import { z } from 'zod';
import { INTRODUCTION_REJECTION_REASON, OTHER_CODE } from '../enums.ts';
import { APPLICATIONS } from '../messages.ts';
import { idSchema } from './common.schemas.ts';

const reasonCodes = Object.keys(INTRODUCTION_REJECTION_REASON) as [
  keyof typeof INTRODUCTION_REJECTION_REASON,
  ...(keyof typeof INTRODUCTION_REJECTION_REASON)[],
];

/**
 * Body of POST /api/propertyIntroduction/false/{applicationId}: a reason is required ('Please provide a
 * reason'); with OTHR the text is required too ('Please provide a reason other.').
 */
export const introductionRejectionSchema = z
  .object({
    introductionRejectionReason: z.enum(reasonCodes, { error: APPLICATIONS.reasonRequired }),
    introductionRejectionReasonOther: z.string().trim().max(255).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.introductionRejectionReason === OTHER_CODE && !body.introductionRejectionReasonOther) {
      ctx.addIssue({
        code: 'custom',
        path: ['introductionRejectionReasonOther'],
        message: APPLICATIONS.reasonOtherRequired,
      });
    }
  });
export type IntroductionRejection = z.infer<typeof introductionRejectionSchema>;

/** Path of POST /api/propertyIntroduction/{true or false}/{applicationId}. */
export const introductionDecisionParamsSchema = z.object({
  decision: z.enum(['true', 'false']),
  applicationId: idSchema,
});

/** How soon a seeker needs the space: the choices of the application form (Carespace's own). */
export const HOW_SOON = {
  NOWX: 'As soon as possible',
  MNTH: 'Within a month',
  QRTR: 'In one to three months',
  LATR: 'Later this year',
} as const;
export type HowSoon = keyof typeof HOW_SOON;
const howSoonCodes = Object.keys(HOW_SOON) as [HowSoon, ...HowSoon[]];

export const APPLICATION_MESSAGE_MAX = 1000;

/** Body of POST /api/propertyIntroduction: a seeker organization applies to a listed property, once. */
export const propertyApplicationSchema = z.object({
  propertyId: idSchema,
  organizationId: idSchema.nullish(),
  messageToHost: z
    .string({ error: 'Please write a short message to the host.' })
    .trim()
    .min(1, { error: 'Please write a short message to the host.', abort: true })
    .max(APPLICATION_MESSAGE_MAX, {
      error: `Please keep your message under ${APPLICATION_MESSAGE_MAX} characters.`,
    }),
  howSoon: z.enum(howSoonCodes, { error: 'Please tell the host how soon you need the space.' }),
});
export type PropertyApplication = z.infer<typeof propertyApplicationSchema>;

export const APPLICATION_VIEW_CONDITIONS = ['pending', 'approved', 'rejected'] as const;
export type ApplicationViewCondition = (typeof APPLICATION_VIEW_CONDITIONS)[number];

/**
 * The list's views: the three the Connections page shows, and `simple`, every application to the organization
 * whatever its state, in a short form (see applicationSummarySchema) for lists that only need to know what came in.
 */
export const APPLICATION_LIST_VIEWS = [...APPLICATION_VIEW_CONDITIONS, 'simple'] as const;
export type ApplicationListView = (typeof APPLICATION_LIST_VIEWS)[number];

/** Query of GET /api/propertyIntroduction/host/{organizationId}: pending (unanswered) by default. */
export const applicationListQuerySchema = z.object({
  viewCondition: z.enum(APPLICATION_LIST_VIEWS).catch('pending').default('pending'),
});

export const hostOrganizationParamsSchema = z.object({ organizationId: idSchema });

/**
 * One application as the host's Connections page shows it. The applicant's contact details and
 * message are null unless the caller may answer (a paid member of the host organization, or an admin).
 */
export const applicationViewSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  property_id: z.string(),
  title: z.string(),
  address: z.string(),
  propertyPhoto: z.object({
    files: z.array(z.object({ id: z.string(), fileName: z.string(), mimeType: z.string() })),
  }),
  applicantInfo: z.object({
    name: z.string().nullable(),
    organizationName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** States where the applicant holds a verified, unexpired license: a trust signal, shown to every host. */
    licenseStates: z.array(z.string()),
  }),
  sentOn: z.string(),
  messageToHost: z.string().nullable(),
  howSoon: z.string(),
  responded: z.boolean(),
  approvedOn: z.string().nullable(),
  rejectedOn: z.string().nullable(),
  rejectionReason: z.object({ id: z.string(), name: z.string(), other: z.string().nullable() }).nullable(),
  propertyChat_id: z.string().nullable(),
  canRespond: z.boolean(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/** Where an application stands: not answered yet, or the host's answer. */
export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;

/**
 * One application in the simple view: which space, who applied (the name only for those who may answer, as in the
 * full view), when, and where it stands. No address, photos, contact details or message.
 */
export const applicationSummarySchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  property_id: z.string(),
  title: z.string(),
  applicantInfo: z.object({ name: z.string().nullable(), organizationName: z.string().nullable() }),
  sentOn: z.string(),
  responded: z.boolean(),
  state: z.enum(APPLICATION_STATES),
  propertyChat_id: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

// The chat an approved application opens lives next door; exported through here with the applications.
export * from './chat.schemas.ts';
