import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { numericCode, safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { signupCodeMessage, signupExistingAccountMessage } from './auth.emails.ts';
import { AUTH_POLICY, HOURS, MINUTES } from './auth.policy.ts';
import { findUserByEmail } from './auth.repository.ts';
import * as repo from './signup-code.repository.ts';

/*
 * Proving an address before a sign-up creates the account (the questionnaire's in-flow sign-up): a 6-digit code
 * mailed to it, bound to the draft and the address, valid 10 minutes, 5 tries, single use. Only its hash is kept,
 * and the address only as a hash too: no account exists yet.
 */

const emailHash = (email: string) => sha256(email.trim().toLowerCase());

/**
 * Mails the code. An address that already has an account gets a note saying so (sign in instead) and no code;
 * the caller's answer is the same either way, so asking tells nobody which addresses are registered.
 */
export async function sendSignupCode(
  ctx: RequestContext,
  patientQuestionnaireId: string,
  email: string,
): Promise<void> {
  const now = new Date();
  await repo.deleteSignupCodesExpiredBefore(ctx.db, new Date(now.getTime() - 24 * HOURS));
  const existing = await findUserByEmail(ctx.db, email);
  let message: ReturnType<typeof signupCodeMessage>;
  if (existing) {
    message = signupExistingAccountMessage(
      existing.email,
      existing.first_name,
      `${ctx.config.publicUrl}/login`,
      `${ctx.config.publicUrl}/forgot-password`,
    );
  } else {
    const code = numericCode(6);
    const id = newId();
    await repo.retireSignupCodes(ctx.db, patientQuestionnaireId, now);
    await repo.insertSignupCode(ctx.db, {
      id,
      patientQuestionnaireId,
      emailHash: emailHash(email),
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(now.getTime() + AUTH_POLICY.codeMinutes * MINUTES),
    });
    message = signupCodeMessage(email.trim(), code);
  }
  try {
    await ctx.ports.mailer.send(message);
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_EMAIL_VERIFICATION', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'SUCD',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: patientQuestionnaireId,
    details: existing ? { existingAccount: existing.id } : null,
  });
}

/** Checks and uses the draft's code for this address; anything wrong is SIGNUP_CODE_INVALID, saying no more. */
export async function consumeSignupCode(
  ctx: RequestContext,
  patientQuestionnaireId: string,
  email: string,
  code: string,
): Promise<void> {
  const now = new Date();
  const row = await repo.findLiveSignupCode(ctx.db, patientQuestionnaireId, emailHash(email), now);
  if (!row || !(await repo.takeSignupCodeAttempt(ctx.db, row.id, AUTH_POLICY.codeAttempts))) {
    throw new AppError('SIGNUP_CODE_INVALID');
  }
  if (!safeEqualHex(row.code_hash, sha256(`${row.id}:${code}`))) throw new AppError('SIGNUP_CODE_INVALID');
  if (!(await repo.useSignupCode(ctx.db, row.id, now))) throw new AppError('SIGNUP_CODE_INVALID');
}
