import type { Kysely, Selectable } from 'kysely';
import type { DB, StoredFileTable } from '../../db/types.ts';

export type StoredFileRow = Selectable<StoredFileTable>;

export interface NewStoredFile {
  id: string;
  folder: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  displayOrder: number;
  ownerUserId: string | null;
}

export async function insertStoredFiles(db: Kysely<DB>, files: readonly NewStoredFile[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('stored_file')
    .values(
      files.map((file) => ({
        id: file.id,
        folder: file.folder,
        file_name: file.fileName,
        original_name: file.originalName,
        mime_type: file.mimeType,
        size_bytes: file.sizeBytes,
        sha256: file.sha256,
        display_order: file.displayOrder,
        owner_user_id: file.ownerUserId,
      })),
    )
    .execute();
}

/** A file of a folder by its stored name, or by its record id (pictures are also linked by id). */
export async function findStoredFile(
  db: Kysely<DB>,
  folder: string,
  nameOrId: string,
): Promise<StoredFileRow | undefined> {
  return db
    .selectFrom('stored_file')
    .selectAll()
    .where('folder', '=', folder)
    .where((eb) => eb.or([eb('file_name', '=', nameOrId), eb('id', '=', nameOrId)]))
    .executeTakeFirst();
}

export async function deleteStoredFile(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('stored_file').where('id', '=', id).execute();
}
