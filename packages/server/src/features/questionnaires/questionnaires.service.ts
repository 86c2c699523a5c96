import {
  type Answers,
  answerError,
  canStartNewSubscription,
  type FileRecord,
  firstOpenStepId,
  isAnswered,
  isPharmacyState,
  type MedicationChoiceBody,
  type MedicationPriceOption,
  nextStepId,
  QUESTIONNAIRE,
  type QuestionnaireAnswersBody,
  type QuestionnaireAnswersResult,
  type QuestionnaireDefinition,
  type QuestionnaireProgress,
  type QuestionnaireSignupBody,
  type QuestionnaireStartBody,
  type QuestionnaireStartResult,
  type QuestionnaireStatus,
  questionnaireIneligibility,
  stepIneligibility,
  type TreatmentCategory,
  US_STATES,
  VALIDATION,
  visibleStepQuestions,
} from '@carespace/domain';
import type { Selectable } from 'kysely';
import type { RxMedicationTable } from '../../db/types.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { completeLogin, signUpPatient } from '../auth/auth.service.ts';
import { consumeSignupCode, sendSignupCode } from '../auth/signup-code.ts';
import { uploadFiles } from '../files/files.service.ts';
import type { IncomingFile } from '../files/upload-reader.ts';
import { scopeOf } from '../prescriptions/prescription-review.service.ts';
import { requestInScope } from '../prescriptions/review.repository.ts';
import * as repo from './questionnaires.repository.ts';

type Row = repo.PatientQuestionnaireRow;

/** Who the caller is to a questionnaire: its patient, the browser holding its unclaimed draft, or its reviewers. */
type Access = 'owner' | 'holder' | 'staff';

/** The draft cookie's secret: a 43-character URL-safe value, nothing else is looked up. */
export function isDraftSecret(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * Admins read every questionnaire. Other staff see one only as a prescription request they may see through the
 * prescription routes, decided by the same SQL scope (review.repository.ts): a healthcare professional (HPRO)
 * paid requests from the states they are licensed in, a pharmacist (PHAR) approved ones, and the pharmacist
 * without the answers (pharmacists do not see the questionnaire section). An unpaid draft is nobody's
 * to review, so it stays between the patient (or the browser holding it) and the admins.
 */
async function accessOf(
  ctx: RequestContext,
  row: Row,
  draftSecret: string | undefined,
): Promise<Access | null> {
  const actor = ctx.actor;
  if (actor && row.owner_user_id === actor.userId) return 'owner';
  if (
    !row.owner_user_id &&
    row.draft_secret_hash &&
    isDraftSecret(draftSecret) &&
    safeEqualHex(row.draft_secret_hash, sha256(draftSecret))
  ) {
    return 'holder';
  }
  if (!actor) return null;
  if (actor.healcoAdmin) return 'staff';
  const scope = scopeOf(actor);
  if (scope && scope.kind !== 'patient' && (await requestInScope(ctx.db, scope, row.id))) return 'staff';
  return null;
}

/**
 * The questionnaire if the caller may act on it this way; anyone else is told it does not exist (404), and the
 * refusal is audited as a denied ePHI access.
 */
async function load(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  allowed: readonly Access[],
): Promise<{ row: Row; access: Access }> {
  const row = await repo.findPatientQuestionnaire(ctx.db, id);
  const access = row ? await accessOf(ctx, row, draftSecret) : null;
  if (!row || !access || !allowed.includes(access)) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'patient_questionnaire',
      entityId: id.slice(0, 64),
      details: { reason: row ? 'not-allowed' : 'unknown' },
    });
    throw notFound();
  }
  return { row, access };
}

/**
 * For actions that need an account (medication, checkout): the owner; or a signed-in patient holding the draft
 * cookie of an unclaimed draft (started before signing in), which claims it for them first.
 */
export async function loadForOwner(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
): Promise<Row> {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  const { row, access } = await load(ctx, id, draftSecret, ['owner', 'holder']);
  if (access === 'owner') return row;
  if (!ctx.actor.isPatient || !(await repo.claimDraft(ctx.db, row.id, ctx.actor.userId))) throw notFound();
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { claimed: true },
  });
  return { ...row, owner_user_id: ctx.actor.userId, draft_secret_hash: null };
}

export async function definitionOf(
  ctx: RequestContext,
  category: TreatmentCategory,
): Promise<QuestionnaireDefinition> {
  try {
    const definition = await repo.findDefinition(ctx.db, category);
    if (definition) return definition;
  } catch (error) {
    throw new AppError('UNABLE_TO_GET_QUESTIONNAIRE', undefined, { cause: error });
  }
  throw new AppError('UNABLE_TO_GET_QUESTIONNAIRE');
}

/** Where a questionnaire stands: the overall stop message, the step to resume at, and its status. */
export function evaluate(definition: QuestionnaireDefinition, answers: Answers, paid: boolean) {
  const ineligibleMessage = questionnaireIneligibility(definition, answers);
  const stoppedAt = ineligibleMessage
    ? (definition.steps.find((step) => stepIneligibility(definition, step.id, answers))?.id ?? null)
    : null;
  const currentStepId = stoppedAt ?? firstOpenStepId(definition, answers);
  let status: QuestionnaireStatus = 'DRFT';
  if (paid) status = 'PAID';
  else if (ineligibleMessage) status = 'INEL';
  else if (currentStepId === null) status = 'READY';
  return { ineligibleMessage, currentStepId, status };
}

export function medicationOption(row: Selectable<RxMedicationTable>): MedicationPriceOption {
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents,
    dosage: row.dosage,
    quantity: row.quantity,
    daySupply: row.day_supply,
    isMostPopular: row.is_most_popular,
    priceId: row.payment_price_id,
  };
}

// ---- abandoned drafts ----

/** How long an anonymous draft lives: the draft cookie's lifetime. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Health answers nobody can open any more are not kept: once a draft's cookie has expired, the unclaimed draft,
 * its answers and its uploads are deleted. Runs in small batches whenever a visitor starts a draft.
 */
export async function purgeAbandonedDrafts(
  ctx: RequestContext,
  now = new Date(),
  limit = 50,
): Promise<number> {
  const { ids, files } = await repo.deleteAbandonedDrafts(
    ctx.db,
    new Date(now.getTime() - DRAFT_LIFETIME_MS),
    limit,
  );
  await Promise.allSettled(files.map((file) => ctx.ports.files.delete(file.folder, file.file_name)));
  for (const id of ids) {
    await ctx.audit({
      eventCode: 'RCUP',
      userId: null,
      entityType: 'patient_questionnaire',
      entityId: id,
      details: { action: 'abandoned draft deleted' },
    });
  }
  for (const file of files) {
    await ctx.audit({
      eventCode: 'FDEL',
      userId: null,
      entityType: 'file',
      entityId: file.id,
      details: { folder: file.folder, reason: 'abandoned draft' },
    });
  }
  return ids.length;
}

// ---- 2. start ----

export interface StartOutcome {
  result: QuestionnaireStartResult;
  /** Set when the anonymous caller needs a (new) draft cookie. */
  draftSecret: string | null;
}

export async function start(
  ctx: RequestContext,
  body: QuestionnaireStartBody,
  draftSecret: string | undefined,
): Promise<StartOutcome> {
  const actor = ctx.actor;
  if (actor && !actor.isPatient) throw new AppError('FORBIDDEN');
  const place = ctx.ports.geo.lookupZip(body.zipcode);
  if (!place) throw badRequest(VALIDATION.zipcodeLookup);
  const usState = place.state;
  if (!isPharmacyState(usState)) {
    const name = (US_STATES as Record<string, string>)[usState] ?? usState;
    throw new AppError('STATE_NOT_SERVED', QUESTIONNAIRE.stateNotServed(name));
  }
  const definition = await definitionOf(ctx, body.treatmentCategory);
  const category = body.treatmentCategory;

  if (actor) {
    const existing = await repo.listOwnedInCategory(ctx.db, actor.userId, category);
    const open = existing.find((row) => !row.paid_on);
    if (open) {
      if (open.zipcode !== body.zipcode) {
        await repo.updatePatientQuestionnaire(ctx.db, open.id, { zipcode: body.zipcode, us_state: usState });
      }
      return { result: { patientQuestionnaireId: open.id, usState }, draftSecret: null };
    }
    const flags = existing.map((row) => ({
      isActive: row.is_active,
      hasPaid: row.paid_on !== null,
      acceptedOn: row.accepted_on,
      rejectedOn: row.rejected_on,
      referredOn: row.referred_on,
    }));
    if (!canStartNewSubscription(flags)) throw new AppError('SUBSCRIPTION_IN_PROGRESS');
  } else if (isDraftSecret(draftSecret)) {
    const open = await repo.findOpenDraft(ctx.db, sha256(draftSecret), category);
    if (open) {
      if (open.zipcode !== body.zipcode) {
        await repo.updatePatientQuestionnaire(ctx.db, open.id, { zipcode: body.zipcode, us_state: usState });
      }
      return { result: { patientQuestionnaireId: open.id, usState }, draftSecret: null };
    }
  }

  if (!actor) {
    // Housekeeping must never stop a visitor from starting.
    await purgeAbandonedDrafts(ctx).catch(() => 0);
  }
  // One secret per browser: every anonymous draft of this browser is opened by the same cookie.
  const secret = actor ? null : isDraftSecret(draftSecret) ? draftSecret : newSecret(43);
  const id = newId();
  await repo.insertPatientQuestionnaire(ctx.db, {
    id,
    questionnaire_id: definition.id,
    treatment_category: category,
    owner_user_id: actor?.userId ?? null,
    draft_secret_hash: secret ? sha256(secret) : null,
    zipcode: body.zipcode,
    us_state: usState,
    current_step_id: definition.steps[0]?.id ?? null,
  });
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'patient_questionnaire',
    entityId: id,
    details: { action: 'start', treatmentCategory: category, usState },
  });
  return {
    result: { patientQuestionnaireId: id, usState },
    draftSecret: secret && secret !== draftSecret ? secret : null,
  };
}

// ---- 3. progress ----

export async function progress(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
): Promise<QuestionnaireProgress> {
  const { row } = await load(ctx, id, draftSecret, ['owner', 'holder', 'staff']);
  const showAnswers = ctx.actor?.providerRole !== 'PHAR' || ctx.actor.healcoAdmin;
  try {
    const definition = await definitionOf(ctx, row.treatment_category as TreatmentCategory);
    const answers = await repo.loadAnswers(ctx.db, row.id);
    const medication = row.rx_medication_id
      ? await repo.findMedication(ctx.db, row.rx_medication_id)
      : undefined;
    const state = evaluate(definition, answers, row.paid_on !== null);
    await ctx.audit({
      eventCode: 'RCVW',
      entityType: 'patient_questionnaire',
      entityId: row.id,
      details: { ephi: showAnswers ? 'questionnaire answers' : 'questionnaire status' },
    });
    return {
      id: row.id,
      treatmentCategory: definition.treatmentCategory,
      usState: row.us_state,
      zipcode: row.zipcode,
      answers: showAnswers ? answers : {},
      currentStepId: state.currentStepId,
      ineligibleMessage: state.ineligibleMessage,
      hasAccount: row.owner_user_id !== null,
      medication: medication ? medicationOption(medication) : null,
      hasPaid: row.paid_on !== null,
      status: state.status,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNABLE_TO_GET_QUESTIONNAIRE', undefined, { cause: error });
  }
}

// ---- 4. answers ----

export async function saveAnswers(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  body: QuestionnaireAnswersBody,
): Promise<QuestionnaireAnswersResult> {
  const { row } = await load(ctx, id, draftSecret, ['owner', 'holder']);
  if (row.paid_on) throw new AppError('QUESTIONNAIRE_LOCKED');
  const definition = await definitionOf(ctx, row.treatment_category as TreatmentCategory);
  const step = definition.steps.find((s) => s.id === body.stepId);
  if (!step) throw badRequest(QUESTIONNAIRE.unknownStep);
  const stepQuestionIds = new Set(step.questions.map((q) => q.id));
  for (const questionId of Object.keys(body.answers)) {
    if (!stepQuestionIds.has(questionId)) throw badRequest(QUESTIONNAIRE.unknownQuestion);
  }

  const merged: Answers = await repo.loadAnswers(ctx.db, row.id);
  for (const questionId of stepQuestionIds) delete merged[questionId];
  Object.assign(merged, body.answers);

  const visible = visibleStepQuestions(definition, step.id, merged);
  // With a stop answer in this step the rest of it need not be filled in; what is given must still be valid.
  const stopped = stepIneligibility(definition, step.id, merged) !== null;
  const files = new Map((await repo.linkedFiles(ctx.db, row.id)).map((file) => [file.id, file]));
  const save: Answers = {};
  for (const question of visible) {
    const value = merged[question.id];
    if (stopped && !isAnswered(value)) continue;
    const error = answerError(question, value);
    if (error) throw badRequest(error);
    if (!isAnswered(value)) continue;
    if (question.type === 'UPLD') {
      // Only files uploaded for this questionnaire, described as stored (not as the client says).
      const records: FileRecord[] = [];
      for (const item of value as FileRecord[]) {
        const file = files.get(item.id);
        if (!file) throw badRequest(QUESTIONNAIRE.answerFiles(question.text));
        records.push({
          id: file.id,
          display_order: file.display_order,
          fileName: file.file_name,
          mimeType: file.mime_type,
          originalName: file.original_name,
        });
      }
      save[question.id] = records;
    } else {
      save[question.id] = typeof value === 'string' ? value.trim() : value!;
    }
  }
  const remove = [...stepQuestionIds].filter((questionId) => !(questionId in save));
  for (const questionId of stepQuestionIds) delete merged[questionId];
  Object.assign(merged, save);

  const state = evaluate(definition, merged, false);
  const ineligibleMessage = stepIneligibility(definition, step.id, merged);
  const next = nextStepId(definition, step.id, merged) ?? firstOpenStepId(definition, merged);
  try {
    // The step's answers, the questionnaire's status and the record of the change commit together or not at all:
    // a crash half-way leaves the answers as they were, and the same submission again simply succeeds.
    await ctx.db.transaction().execute(async (trx) => {
      await repo.replaceAnswers(trx, row.id, save, remove);
      await repo.updatePatientQuestionnaire(trx, row.id, {
        status: state.status,
        ineligible_message: state.ineligibleMessage,
        current_step_id: state.currentStepId,
      });
      await auditInTransaction(trx, ctx, {
        eventCode: 'RCUP',
        entityType: 'patient_questionnaire',
        entityId: row.id,
        details: { stepId: step.id, status: state.status },
      });
    });
  } catch (error) {
    throw new AppError('UNABLE_TO_SUBMIT_QUESTIONNAIRE', undefined, { cause: error });
  }
  return { ineligibleMessage, nextStepId: ineligibleMessage ? null : next };
}

// ---- 5. uploads ----

export async function upload(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  incoming: readonly IncomingFile[],
): Promise<FileRecord[]> {
  const { row } = await load(ctx, id, draftSecret, ['owner', 'holder']);
  if (row.paid_on) throw new AppError('QUESTIONNAIRE_LOCKED');
  const records = await uploadFiles(ctx, 'patientQuestionnaires', incoming, { userId: row.owner_user_id });
  await repo.linkFiles(
    ctx.db,
    row.id,
    records.map((record) => record.id),
  );
  return records;
}

// ---- 6. sign-up inside the flow ----

/** Mails the code that proves the address the visitor signs up with (to the draft's holder only). */
export async function requestSignupCode(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  email: string,
): Promise<void> {
  if (ctx.actor) throw new AppError('ALREADY_SIGNED_IN');
  const { row } = await load(ctx, id, draftSecret, ['holder']);
  await sendSignupCode(ctx, row.id, email);
}

/**
 * Creates the patient account with the usual sign-up rules and claims the draft; returns the new user id. The
 * mailed code must match first: until the address is proven no account exists, so nobody can sign up with
 * another person's address and read health information under it.
 */
export async function signUp(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  body: QuestionnaireSignupBody,
): Promise<string> {
  if (ctx.actor) throw new AppError('ALREADY_SIGNED_IN');
  const { row } = await load(ctx, id, draftSecret, ['holder']);
  await consumeSignupCode(ctx, row.id, body.email, body.code);
  const userId = await signUpPatient(ctx, body, { emailVerified: true });
  if (!(await repo.claimDraft(ctx.db, row.id, userId))) throw notFound();
  await ctx.audit({
    eventCode: 'RCUP',
    userId,
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { claimed: true },
  });
  await completeLogin(ctx, userId);
  return userId;
}

// ---- 7. medication ----

export async function chooseMedication(
  ctx: RequestContext,
  id: string,
  draftSecret: string | undefined,
  body: MedicationChoiceBody,
): Promise<MedicationPriceOption> {
  const row = await loadForOwner(ctx, id, draftSecret);
  if (row.paid_on) throw new AppError('QUESTIONNAIRE_LOCKED');
  const medication = await repo.findMedication(ctx.db, body.rxMedication_id);
  if (!medication?.is_active || medication.treatment_category !== row.treatment_category) {
    throw new AppError('MEDICATION_NOT_AVAILABLE');
  }
  await repo.updatePatientQuestionnaire(ctx.db, row.id, { rx_medication_id: medication.id });
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { rxMedicationId: medication.id },
  });
  return medicationOption(medication);
}
