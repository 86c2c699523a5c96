import type { PrescriptionTab } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { fileInScope } from './prescription-files.repository.ts';
import * as repo from './review.repository.ts';

// Whether a request or a file is in someone's scope, and a request as they may see it: the same SQL scope the
// prescription routes are judged by, for the features that show a request's files or answers elsewhere.
export { fileInScope, requestInScope } from './prescription-files.repository.ts';
export { findScoped } from './prescription-lookup.repository.ts';
export type { ReviewScope } from './review-scope.repository.ts';

/** Who may see, decide and ship which requests (the scope the SQL filters on), and the dates answers carry. */

export const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
export const unixSeconds = (value: Date | string | null) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : null;

/** A date column as YYYY-MM-DD: a birthday is a calendar day, the same in every time zone. */
export function calendarDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // node-postgres reads a date as local midnight of that day.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function actorOf(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/** Who the caller is to the prescription lists (HPRO reviews, PHAR fulfils). */
export function scopeOf(actor: Actor): repo.ReviewScope | null {
  if (actor.healcoAdmin) return { kind: 'admin' };
  if (actor.providerRole === 'HPRO') return { kind: 'reviewer', userId: actor.userId };
  if (actor.providerRole === 'PHAR') return { kind: 'pharmacist' };
  if (actor.isPatient) return { kind: 'patient', userId: actor.userId };
  return null;
}

/**
 * Which staff may read an ePHI file besides its uploader and admins: someone who may see the prescription request
 * it is attached to — a reviewer licensed in the patient's state; a pharmacist only the prescription of an
 * approved request, never the patient's own uploads (minimum necessary, as the request's detail shows them).
 * Lent to the files feature at start-up (review.routes.ts).
 */
export async function staffMayReadFile(
  db: Kysely<DB>,
  actor: Actor,
  file: { id: string; folder: string },
): Promise<boolean> {
  const scope = scopeOf(actor);
  if (!scope || scope.kind === 'patient') return false;
  if (scope.kind === 'pharmacist' && file.folder !== 'patientPrescriptions') return false;
  return fileInScope(db, scope, file.id);
}

export function requireScope(ctx: RequestContext): { actor: Actor; scope: repo.ReviewScope } {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  if (!scope) throw new AppError('FORBIDDEN');
  return { actor, scope };
}

export const TABS_BY_SCOPE: Record<repo.ReviewScope['kind'], readonly PrescriptionTab[]> = {
  admin: ['others', 'approved', 'rejected', 'referred', 'completed', 'incomplete'],
  reviewer: ['others', 'approved', 'rejected', 'completed'],
  pharmacist: ['approved'],
  patient: ['others', 'approved', 'rejected', 'referred', 'completed', 'incomplete'],
};

/** The tab a caller lands on: pharmacists only ever have Approved. */
export function tabFor(scope: repo.ReviewScope, requested: PrescriptionTab | undefined): PrescriptionTab {
  const allowed = TABS_BY_SCOPE[scope.kind];
  const tab = requested ?? allowed[0] ?? 'others';
  if (!allowed.includes(tab)) {
    throw new AppError(tab === 'incomplete' ? 'NO_ADMIN_PRIVILEGES' : 'FORBIDDEN');
  }
  return tab;
}

/** Only reviewers (HPRO) and admins decide; a pharmacist or a patient never may (403, not 404). */
export function requireDecider(ctx: RequestContext): { actor: Actor; scope: repo.ReviewScope } {
  const { actor, scope } = requireScope(ctx);
  if (scope.kind !== 'admin' && scope.kind !== 'reviewer') throw new AppError('FORBIDDEN');
  return { actor, scope };
}

/** Why a decision did not go through: not visible (404), already decided (409), or not paid yet (400). */
export async function refusal(ctx: RequestContext, scope: repo.ReviewScope, id: string): Promise<never> {
  const row = await repo.findScoped(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.accepted_on || row.rejected_on || row.referred_on)
    throw new AppError('PRESCRIPTION_ALREADY_DECIDED');
  throw new AppError('PRESCRIPTION_NOT_PAID');
}

export function requireFulfiller(ctx: RequestContext): repo.ReviewScope {
  const { scope } = requireScope(ctx);
  if (scope.kind !== 'admin' && scope.kind !== 'pharmacist') throw new AppError('FORBIDDEN');
  return scope;
}
