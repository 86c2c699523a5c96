/** Answering an application (property introduction), spec 02 §4, §5, §7. */
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
