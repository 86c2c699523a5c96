import { newId } from '../../../lib/ids.ts';
import * as repo from './sandbox.repository.ts';
import type { SandboxContext } from './sandbox-context.ts';

export async function createPayoutAccount(ctx: SandboxContext, email: string): Promise<string> {
  const id = `acct_sandbox_${newId()}`;
  await repo.insertConnectAccount(ctx.db, { id, email: email.toLowerCase() });
  return id;
}

export async function payoutOnboardingUrl(
  ctx: SandboxContext,
  accountId: string,
  returnUrl: string,
): Promise<string> {
  await repo.setConnectReturnUrl(ctx.db, accountId, returnUrl);
  return `${ctx.publicUrl}/sandbox-pay/connect/${accountId}`;
}

export async function payoutAccountReady(ctx: SandboxContext, accountId: string): Promise<boolean> {
  const row = await repo.findConnectAccount(ctx.db, accountId);
  return row?.details_submitted ?? false;
}

/** The sandbox moves no money: a transfer to an onboarded account is acknowledged with an id from its key. */
export async function transferToPayoutAccount(
  ctx: SandboxContext,
  accountId: string,
  amountCents: number,
  key: string,
): Promise<string> {
  if (!(await payoutAccountReady(ctx, accountId)))
    throw new Error(`Sandbox account ${accountId} is not onboarded`);
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new Error('A transfer moves a positive amount');
  return `tr_sandbox_${key}`;
}

/** The onboarding page's Finish: the account can receive payouts; answers where the host goes back to. */
export async function completeOnboarding(ctx: SandboxContext, accountId: string): Promise<string | null> {
  const row = await repo.completeConnectAccount(ctx.db, accountId);
  return row ? (row.return_url ?? ctx.publicUrl) : null;
}
