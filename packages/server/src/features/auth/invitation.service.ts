import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { inviteMessage } from './auth.emails.ts';
import { AUTH_POLICY, HOURS } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { consumeKey, issueKey, link } from './auth-keys.ts';

export async function inviteToOrganization(
  ctx: RequestContext,
  inviterId: string,
  body: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const inviter = await repo.findUserById(ctx.db, inviterId);
  if (!inviter?.organization_id) throw new AppError('FORBIDDEN');
  const organization = await ctx.db
    .selectFrom('organization')
    .select(['id', 'name', 'owner_user_id'])
    .where('id', '=', inviter.organization_id)
    .executeTakeFirstOrThrow();
  if (organization.owner_user_id !== inviter.id && !inviter.healco_admin) throw new AppError('FORBIDDEN');
  if (await repo.emailTaken(ctx.db, body.email)) throw new AppError('DUPLICATE_EMAIL');
  const userId = newId();
  await ctx.db
    .insertInto('app_user')
    .values({
      id: userId,
      email: body.email,
      password_hash: null,
      first_name: body.firstName,
      last_name: body.lastName,
      phone: null,
      provider_role: 'STAN',
      organization_id: organization.id,
      signup_reason: null,
      user_type: 'PROV',
    })
    .execute();
  const key = await issueKey(ctx, userId, 'INVITE', AUTH_POLICY.inviteDays * 24 * HOURS);
  await ctx.audit({
    eventCode: 'ACCR',
    userId: inviterId,
    entityType: 'user',
    entityId: userId,
    details: { invited: true },
  });
  await ctx.ports.mailer.send(
    inviteMessage(
      body.email,
      body.firstName,
      organization.name,
      `${inviter.first_name} ${inviter.last_name}`,
      link(ctx, '/welcome', key),
    ),
  );
}

export async function acceptInvitation(ctx: RequestContext, key: string, password: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'INVITE', 'RESET_LINK_EXPIRED');
  await ctx.db
    .updateTable('app_user')
    .set({
      password_hash: await hashPassword(password),
      is_email_verified: true,
      password_changed_on: new Date(),
    })
    .where('id', '=', row.user_id)
    .execute();
  await ctx.audit({
    eventCode: 'PWCH',
    userId: row.user_id,
    entityType: 'user',
    entityId: row.user_id,
    details: { via: 'invitation' },
  });
}
