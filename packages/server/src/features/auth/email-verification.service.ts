import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { emailChangedMessage } from './auth.emails.ts';
import * as repo from './auth.repository.ts';
import { consumeKey } from './auth-keys.ts';
import { markEmailVerified, setVerifiedEmail } from './credentials.repository.ts';

export async function verifyEmail(ctx: RequestContext, key: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'VERIFY_EMAIL', 'VERIFICATION_LINK_EXPIRED');
  await markEmailVerified(ctx.db, row.user_id);
  await ctx.audit({ eventCode: 'EMVR', userId: row.user_id, entityType: 'user', entityId: row.user_id });
}

export async function verifyUpdatedEmail(ctx: RequestContext, key: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'UPDATE_EMAIL', 'VERIFICATION_LINK_EXPIRED');
  if (!row.new_email) throw new AppError('RESET_LINK_INVALID');
  if (await repo.emailTaken(ctx.db, row.new_email)) throw new AppError('DUPLICATE_EMAIL');
  const before = await repo.findUserById(ctx.db, row.user_id);
  // The link was mailed to the new address, so following it proves that address.
  await setVerifiedEmail(ctx.db, row.user_id, row.new_email);
  await ctx.audit({
    eventCode: 'EMCH',
    userId: row.user_id,
    entityType: 'user',
    entityId: row.user_id,
    details: { from: before?.email, to: row.new_email },
  });
  if (before) {
    await ctx.ports.mailer
      .send(emailChangedMessage(before.email, before.first_name, row.new_email, ctx.config.supportEmail))
      .catch(() => undefined);
  }
}
