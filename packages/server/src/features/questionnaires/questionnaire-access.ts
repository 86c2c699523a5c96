import {
  type Answers,
  firstOpenStepId,
  type QuestionnaireDefinition,
  type QuestionnaireStatus,
  questionnaireIneligibility,
  stepIneligibility,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { requestInScope, scopeOf } from '../prescriptions/review-access.ts';
import * as repo from './questionnaires.repository.ts';

/** Who may open a questionnaire, loading it for them, and what its answers mean: the shared steps of every call. */

export type Row = repo.PatientQuestionnaireRow;

/** Who the caller is to a questionnaire: its patient, the browser holding its unclaimed draft, or its reviewers. */
export type Access = 'owner' | 'holder' | 'staff';

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
export async function accessOf(
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
export async function load(
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
