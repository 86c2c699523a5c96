import type { QuestionnaireSignupBody } from '@carespace/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { completeLogin, signUpPatient } from '../auth/auth.service.ts';
import { consumeSignupCode, sendSignupCode } from '../auth/signup-code.ts';
import { load } from './questionnaire-access.ts';
import * as repo from './questionnaires.repository.ts';

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
