import {
  HOME_SIGNUP_REASON,
  HOME_USER_TYPE,
  type PatientSignupBody,
  type ProviderSignupBody,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import * as repo from './auth.repository.ts';
import { sendVerification } from './auth-keys.ts';

interface NewAccount {
  kind: 'patient' | 'provider';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  /** Providers own a practice from the start. */
  organizationName?: string;
  signupReason?: string | null;
  userType: string;
  /** The address was already proven (a mailed code), so no verification link is needed. */
  emailVerified?: boolean;
}

/**
 * Creates the user (and for providers the organization they own), audits it, and emails the verification link
 * unless the address is already proven. Returns the new user's id.
 */
async function createAccount(ctx: RequestContext, account: NewAccount): Promise<string> {
  if (await repo.emailTaken(ctx.db, account.email)) throw new AppError('DUPLICATE_EMAIL');
  const userId = newId();
  const organizationId = account.organizationName ? newId() : null;
  const passwordHash = await hashPassword(account.password);
  try {
    await ctx.db.transaction().execute((trx) =>
      repo.insertAccount(
        trx,
        {
          id: userId,
          email: account.email,
          password_hash: passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone,
          is_patient: account.kind === 'patient',
          provider_role: account.kind === 'provider' ? 'STAN' : null,
          signup_reason: account.signupReason ?? null,
          user_type: account.userType,
          is_email_verified: account.emailVerified ?? false,
        },
        organizationId
          ? {
              id: organizationId,
              name: account.organizationName!,
              email: account.email,
              phone: account.phone,
            }
          : null,
      ),
    );
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, and the loser is told plainly.
    if (await repo.emailTaken(ctx.db, account.email)) throw new AppError('DUPLICATE_EMAIL');
    throw new AppError('UNABLE_TO_CREATE_ACCOUNT', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'ACCR',
    userId,
    entityType: 'user',
    entityId: userId,
    details: { kind: account.kind, emailVerified: account.emailVerified ?? false },
  });
  if (!account.emailVerified) {
    await sendVerification(ctx, { id: userId, email: account.email, first_name: account.firstName });
  }
  return userId;
}

/**
 * Returns the new patient's id. An account made here starts unverified and cannot sign in until the emailed
 * link is followed; the questionnaire's in-flow sign-up passes `emailVerified` once its mailed code is checked.
 */
export function signUpPatient(
  ctx: RequestContext,
  body: PatientSignupBody,
  options: { emailVerified?: boolean } = {},
): Promise<string> {
  const { firstName, lastName, email, phone, password } = body;
  return createAccount(ctx, {
    firstName,
    lastName,
    email,
    phone,
    password,
    kind: 'patient',
    userType: 'PTNT',
    emailVerified: options.emailVerified ?? false,
  });
}

export function signUpProvider(ctx: RequestContext, body: ProviderSignupBody): Promise<string> {
  return createAccount(ctx, {
    ...body,
    kind: 'provider',
    signupReason: body.signupReason ? HOME_SIGNUP_REASON[body.signupReason] : null,
    userType: body.userType ? HOME_USER_TYPE[body.userType] : 'PROV',
  });
}

// ---- sign-in ----
