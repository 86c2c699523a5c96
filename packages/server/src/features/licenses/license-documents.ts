import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import * as repo from './licenses.repository.ts';

/**
 * Whether a stored file is the document of a license. Such a file is the evidence the license was verified on,
 * so it goes only with its license: the files feature asks this before deleting one.
 */
export function isLicenseDocument(db: Kysely<DB>, fileId: string): Promise<boolean> {
  return repo.isLicenseDocument(db, fileId);
}

/** The files feature's deletion guard for the licenses' folder: a license's document goes only with its license. */
export async function licenseDocumentRefusal(
  db: Kysely<DB>,
  file: { id: string },
): Promise<'LICENSE_DOCUMENT_IN_USE' | null> {
  return (await isLicenseDocument(db, file.id)) ? 'LICENSE_DOCUMENT_IN_USE' : null;
}
