import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { inviteMessage } from './auth.emails.ts';
import { AUTH_POLICY, HOURS } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { consumeKey, issueKey, link } from './auth-keys.ts';
import { setInvitedPassword } from './credentials.repository.ts';
import { findInvitingOrganization } from './invitation.repository.ts';

export async function inviteToOrganization(
  ctx: RequestContext,
  inviterId: string,
  body: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const inviter = await repo.findUserById(ctx.db, inviterId);
  if (!inviter?.organization_id) throw new AppError('FORBIDDEN');
  const organization = await findInvitingOrganization(ctx.db, inviter.organization_id);
  if (organization.owner_user_id !== inviter.id && !inviter.healco_admin) throw new AppError('FORBIDDEN');
  if (await repo.emailTaken(ctx.db, body.email)) throw new AppError('DUPLICATE_EMAIL');
  const userId = newId();
  await repo.insertUser(ctx.db, {
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
  });
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
  await setInvitedPassword(ctx.db, row.user_id, await hashPassword(password));
  await ctx.audit({
    eventCode: 'PWCH',
    userId: row.user_id,
    entityType: 'user',
    entityId: row.user_id,
    details: { via: 'invitation' },
  });
}
