import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import {
  findOrganization,
  findProfileUser,
  type OrganizationRow,
  type ProfileUserRow,
} from './profile.repository.ts';

export type { OrganizationRow, ProfileUserRow };

/** A person's profile row by id, whoever asks (callers decide who may see it: the record, for one). */
export function profileUserById(db: Kysely<DB>, userId: string): Promise<ProfileUserRow | undefined> {
  return findProfileUser(db, userId);
}

/** A practice's row by id, whoever asks (callers decide who may see it: its notification owner, its settings). */
export function organizationById(db: Kysely<DB>, id: string): Promise<OrganizationRow | undefined> {
  return findOrganization(db, id);
}

export function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/**
 * The person an account call acts on: the caller, or for an admin anyone. Another user's id from anyone else is
 * answered as not found, so ids cannot be probed (a user edits their own profile).
 */
export async function targetUser(ctx: RequestContext, userId?: string | null): Promise<ProfileUserRow> {
  const actor = signedIn(ctx);
  const id = userId ?? actor.userId;
  if (id !== actor.userId && !actor.healcoAdmin) throw new AppError('NOT_FOUND');
  const user = await findProfileUser(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** The practice an account call acts on: the caller's own organization, or for an admin any; else not found. */
export async function targetOrganization(
  ctx: RequestContext,
  organizationId: string,
): Promise<OrganizationRow> {
  const actor = signedIn(ctx);
  if (organizationId !== actor.organizationId && !actor.healcoAdmin) throw new AppError('NOT_FOUND');
  const organization = await findOrganization(ctx.db, organizationId);
  if (!organization) throw new AppError('NOT_FOUND');
  return organization;
}
