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
  type QuestionnaireProgress,
  type QuestionnaireStartBody,
  type QuestionnaireStartResult,
  stepIneligibility,
  type TreatmentCategory,
  US_STATES,
  VALIDATION,
  visibleStepQuestions,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { uploadFiles } from '../files/files.service.ts';
import type { IncomingFile } from '../files/upload-reader.ts';
import { medicationOption } from '../pricing/pricing.service.ts';
import { purgeAbandonedDrafts } from './abandoned-drafts.ts';
import { definitionOf, evaluate, isDraftSecret, load, loadForOwner } from './questionnaire-access.ts';
import * as repo from './questionnaires.repository.ts';

export { DRAFT_LIFETIME_MS } from './abandoned-drafts.ts';
export { definitionOf, isDraftSecret, loadForOwner } from './questionnaire-access.ts';
export { requestSignupCode, signUp } from './questionnaire-signup.service.ts';
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
