/**
 * The treatment questionnaire at /get-started: the questionnaire definition (data, not code), a
 * patient's progress, the per-step answers, sign-up inside the flow, the medication choice and checkout.
 */
import { z } from 'zod';
import { ANSWER_TEXT_MAX } from '../constants.ts';
import { treatmentCategorySchema } from '../enums.ts';
import { twoFactorCodeSchema } from './auth.schemas.ts';
import { emailSchema, fileRecordSchema, idSchema, zipcodeSchema } from './common.schemas.ts';
import { prescriptionSubscriptionStatusSchema } from './prescriptions.schemas.ts';
import { medicationPriceOptionSchema } from './pricing.schemas.ts';
import { patientSignupBodySchema } from './signup.schemas.ts';

export const QUESTION_TYPES = ['INPT', 'MULT', 'RNGE', 'SING', 'UPLD'] as const;

/** A treatment category code; the lower-case slugs of /what-we-treat are accepted too. */
export const treatmentCategoryParamSchema = z.string().trim().toUpperCase().pipe(treatmentCategorySchema);

export const questionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Choosing it stops the questionnaire with the question's ineligibleMessage. */
  ineligible: z.boolean(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const showIfSchema = z.object({ questionId: z.string(), optionIds: z.array(z.string()) });
export type ShowIf = z.infer<typeof showIfSchema>;

export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  /** SING and MULT. */
  options: z.array(questionOptionSchema),
  /** RNGE (and numeric INPT). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  step: z.number().nullable(),
  unit: z.string().nullable(),
  /** INPT. */
  maxLength: z.number().int().nullable(),
  /** Shown only when the named question was answered with one of these options. */
  showIf: showIfSchema.nullable(),
  /** The kind stop message shown when an ineligible option is chosen. */
  ineligibleMessage: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionnaireStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(questionSchema),
});
export type QuestionnaireStep = z.infer<typeof questionnaireStepSchema>;

/** GET /api/questionnaire/definition/{treatmentCategory}. */
export const questionnaireDefinitionSchema = z.object({
  id: z.string(),
  treatmentCategory: treatmentCategorySchema,
  name: z.string(),
  intro: z.string(),
  steps: z.array(questionnaireStepSchema),
});
export type QuestionnaireDefinition = z.infer<typeof questionnaireDefinitionSchema>;

/**
 * An answer, by question type: SING an option id, MULT option ids, INPT text, RNGE a number, UPLD file records.
 * The shape is checked against the question itself by `answerError` (rules/questionnaires.ts).
 */
export const answerValueSchema = z.union([
  z.string().max(ANSWER_TEXT_MAX * 2),
  z.number(),
  z.array(z.string().max(64)).max(50),
  z.array(fileRecordSchema).max(20),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(z.string().min(1).max(64), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

/** POST /api/questionnaire/start. */
export const questionnaireStartBodySchema = z.object({
  treatmentCategory: treatmentCategoryParamSchema,
  zipcode: zipcodeSchema,
});
export type QuestionnaireStartBody = z.infer<typeof questionnaireStartBodySchema>;
export const questionnaireStartResultSchema = z.object({
  patientQuestionnaireId: z.string(),
  usState: z.string(),
});
export type QuestionnaireStartResult = z.infer<typeof questionnaireStartResultSchema>;

export const QUESTIONNAIRE_STATUSES = ['DRFT', 'INEL', 'READY', 'PAID'] as const;
export const questionnaireStatusSchema = z.enum(QUESTIONNAIRE_STATUSES);
export type QuestionnaireStatus = z.infer<typeof questionnaireStatusSchema>;

/** GET /api/questionnaire/{patientQuestionnaireId}: where the patient is, to resume. */
export const questionnaireProgressSchema = z.object({
  id: z.string(),
  treatmentCategory: treatmentCategorySchema,
  usState: z.string(),
  zipcode: z.string(),
  answers: answersSchema,
  /** The first step still to answer; null when every step is answered. */
  currentStepId: z.string().nullable(),
  ineligibleMessage: z.string().nullable(),
  hasAccount: z.boolean(),
  medication: medicationPriceOptionSchema.nullable(),
  hasPaid: z.boolean(),
  status: questionnaireStatusSchema,
});
export type QuestionnaireProgress = z.infer<typeof questionnaireProgressSchema>;

export const questionnaireIdParamsSchema = z.object({ id: idSchema });

/** PUT /api/questionnaire/{id}/answers: one step's answers. */
export const questionnaireAnswersBodySchema = z.object({
  stepId: z.string().trim().min(1).max(64),
  answers: answersSchema,
});
export type QuestionnaireAnswersBody = z.infer<typeof questionnaireAnswersBodySchema>;
export const questionnaireAnswersResultSchema = z.object({
  ineligibleMessage: z.string().nullable(),
  /** null: every question is answered. */
  nextStepId: z.string().nullable(),
});
export type QuestionnaireAnswersResult = z.infer<typeof questionnaireAnswersResultSchema>;

/** POST /api/questionnaire/{id}/signup/code: mail a 6-digit code to the address the visitor signs up with. */
export const questionnaireSignupCodeBodySchema = z.object({ email: emailSchema });
export type QuestionnaireSignupCodeBody = z.infer<typeof questionnaireSignupCodeBodySchema>;

/**
 * POST /api/questionnaire/{id}/signup: the patient sign-up, inside the flow, with the code mailed to the address
 * (which proves it before any account exists); answers the identity.
 */
export const questionnaireSignupBodySchema = patientSignupBodySchema.extend({ code: twoFactorCodeSchema });
export type QuestionnaireSignupBody = z.infer<typeof questionnaireSignupBodySchema>;

/** PUT /api/questionnaire/{id}/medication (answers the MedicationPriceOption). */
export const medicationChoiceBodySchema = z.object({ rxMedication_id: idSchema });
export type MedicationChoiceBody = z.infer<typeof medicationChoiceBodySchema>;

/** POST /api/prescription/checkout. */
export const prescriptionCheckoutBodySchema = z.object({ patientQuestionnaireId: idSchema });
export type PrescriptionCheckoutBody = z.infer<typeof prescriptionCheckoutBodySchema>;
export const checkoutRedirectSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

/** POST /api/card-payment/checkout-session: the return page confirms a finished checkout. */
export const checkoutSessionConfirmBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(255),
  organizationId: z.string().trim().max(64).nullish(),
});
export type CheckoutSessionConfirmBody = z.infer<typeof checkoutSessionConfirmBodySchema>;
export const checkoutSessionConfirmResultSchema = z.object({
  purpose: z.literal('prescription'),
  patientQuestionnaireId: z.string(),
  status: prescriptionSubscriptionStatusSchema,
});
export type CheckoutSessionConfirmResult = z.infer<typeof checkoutSessionConfirmResultSchema>;
