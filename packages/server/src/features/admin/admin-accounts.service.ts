import {
  ADMIN_ACCOUNTS,
  type AdminUserStatusBody,
  type AdminUserStatusResult,
  type AdminUserSummary,
  onlineStatus,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findAccount, findAccountSummary, setAccountStatus } from './admin-accounts.repository.ts';
import { isoOrNull } from './admin-table-sql.ts';

/**
 * An admin deactivates or reactivates an account (account status ACTV / DEAC / LOCK). A deactivated
 * user is refused at sign-in with DEACTIVATED_ACCOUNT, and every session they hold ends at once: the session
 * lookup admits only active accounts, and the sessions themselves are deleted too. An admin cannot change their
 * own status, so the console can never lock out the person using it.
 */
export async function setUserStatus(
  ctx: RequestContext,
  userId: string,
  body: AdminUserStatusBody,
): Promise<AdminUserStatusResult> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (userId === actor.userId) throw badRequest(ADMIN_ACCOUNTS.cannotChangeOwnStatus);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  const sessionsEnded = await setAccountStatus(ctx.db, userId, body.status);
  await ctx.audit({
    eventCode: body.status === 'DEAC' ? 'ACDE' : 'ACRE',
    entityType: 'user',
    entityId: userId,
    details: {
      from: account.status,
      to: body.status,
      organizationId: account.organization_id,
      sessionsEnded,
    },
  });
  return { userId, status: body.status, sessionsEnded };
}

type AccountStatus = AdminUserSummary['status'];
const asStatus = (value: string): AccountStatus => (value === 'DEAC' || value === 'LOCK' ? value : 'ACTV');

/** One account as the console's detail pages show it. Names and email are identifying: the read is audited. */
export async function userSummary(ctx: RequestContext, userId: string): Promise<AdminUserSummary> {
  const row = await findAccountSummary(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  await ctx.audit({ eventCode: 'RCVW', entityType: 'user', entityId: userId });
  return {
    userId: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    status: asStatus(row.status),
    isPatient: row.is_patient,
    healcoAdmin: row.healco_admin,
    providerRole: row.provider_role,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    createdOn: new Date(row.created_on).toISOString(),
    lastLogin: isoOrNull(row.last_login),
    online: onlineStatus(row.last_login, new Date()),
  };
}
