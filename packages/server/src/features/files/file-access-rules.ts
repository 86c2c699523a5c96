import type { ErrorCode } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Actor } from '../../plugins/request-context.ts';
import type { StoredFileRow } from './files.repository.ts';

/**
 * The rules other features lend the files feature, registered at start-up by their routes plugins (as payment
 * handlers are), so files does not import the features whose records its files belong to:
 * - who besides the uploader and admins may read an ePHI file (the prescriptions' reviewers, by their scope);
 * - what keeps a file from being deleted (a license's document, while its license stands).
 */
export type StaffFileAccess = (db: Kysely<DB>, actor: Actor, file: StoredFileRow) => Promise<boolean>;
export type DeletionGuard = (db: Kysely<DB>, file: StoredFileRow) => Promise<ErrorCode | null>;

let staffAccess: StaffFileAccess | null = null;
const deletionGuards = new Map<string, DeletionGuard>();

export function registerStaffFileAccess(access: StaffFileAccess): void {
  staffAccess = access;
}

export function registerDeletionGuard(folder: string, guard: DeletionGuard): void {
  deletionGuards.set(folder, guard);
}

/** Whether staff other than admins may read the file; no one when no feature has said who. */
export function staffMayRead(db: Kysely<DB>, actor: Actor, file: StoredFileRow): Promise<boolean> {
  return staffAccess ? staffAccess(db, actor, file) : Promise.resolve(false);
}

/** Why the file may not be deleted (an error code), or null when nothing holds it. */
export function deletionRefusal(
  db: Kysely<DB>,
  folder: string,
  file: StoredFileRow,
): Promise<ErrorCode | null> {
  const guard = deletionGuards.get(folder);
  return guard ? guard(db, file) : Promise.resolve(null);
}
