import { createHash } from 'node:crypto';
import {
  type DownloadFolder,
  type FileRecord,
  fileExtension,
  isAcceptedUpload,
  isBatchTooLarge,
  UPLOAD,
  type UploadKind,
} from '@carespace/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { deletionRefusal, staffMayRead } from './file-access-rules.ts';
import {
  deleteStoredFile,
  findStoredFile,
  insertStoredFiles,
  type StoredFileRow,
} from './files.repository.ts';
import { FILES_MESSAGES } from './files-messages.ts';
import type { IncomingFile } from './upload-reader.ts';

interface FolderPolicy {
  /** Which uploader's types the folder takes. */
  kind: UploadKind;
  /** ePHI folders are served only to someone allowed to see the record, with every read audited. */
  ephi: boolean;
  /**
   * Private folders are served only to the uploader and admins, with every read audited: a provider's license
   * document is nobody else's business, not even a reviewer's.
   */
  ownerOnly: boolean;
  /**
   * Who may upload into the folder through the general upload routes, besides admins (who act for anyone). Each
   * folder is for the people whose work puts files there; the public folders especially, as anything stored in
   * them is served to the whole internet from our address.
   */
  uploader: (actor: Actor) => boolean;
}

export const FOLDER_POLICY: Record<DownloadFolder, FolderPolicy> = {
  // Listing photos and documents: any provider of an organization may list spaces.
  properties: {
    kind: 'general',
    ephi: false,
    ownerOnly: false,
    uploader: (a) => a.providerRole !== null && a.organizationId !== null,
  },
  // Pictures and logos come through the picture call, which decides whose picture it is.
  logos: { kind: 'photo', ephi: false, ownerOnly: false, uploader: () => false },
  // The prescription a reviewer attaches when approving.
  patientPrescriptions: {
    kind: 'general',
    ephi: true,
    ownerOnly: false,
    uploader: (a) => a.providerRole === 'HPRO',
  },
  // A patient's own documents (a questionnaire's uploads have their own route, drafts included).
  patientQuestionnaires: { kind: 'general', ephi: true, ownerOnly: false, uploader: (a) => a.isPatient },
  // A provider's license document, for the admin who verifies it.
  providerLicenses: {
    kind: 'general',
    ephi: false,
    ownerOnly: true,
    uploader: (a) => a.providerRole !== null,
  },
};

/** Refuses (403) a caller who may not upload into the folder through the general routes, before reading it. */
export function checkUploader(ctx: RequestContext, folder: DownloadFolder): void {
  const actor = signedIn(ctx);
  if (!actor.healcoAdmin && !FOLDER_POLICY[folder].uploader(actor)) throw new AppError('FORBIDDEN');
}

/** Folders that are not public: anonymous callers are refused, and every read and refusal is audited. */
const isRestricted = (policy: FolderPolicy) => policy.ephi || policy.ownerOnly;

/** The types we store, by the MIME type the magic bytes reveal: canonical extension and stored MIME type. */
const STORABLE: Record<string, { extension: string; mimeType: string; kinds: readonly UploadKind[] }> = {
  'image/jpeg': { extension: 'jpg', mimeType: 'image/jpeg', kinds: ['general', 'photo'] },
  'image/png': { extension: 'png', mimeType: 'image/png', kinds: ['general', 'photo'] },
  // An animated PNG is still a PNG to every browser.
  'image/apng': { extension: 'png', mimeType: 'image/png', kinds: ['general', 'photo'] },
  'application/pdf': { extension: 'pdf', mimeType: 'application/pdf', kinds: ['general'] },
};
const CANONICAL_EXTENSION: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', pdf: 'pdf' };

interface CheckedFile extends IncomingFile {
  id: string;
  fileName: string;
  mimeType: string;
  sha256: string;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** True when a route parameter could name anything outside its folder (checked before the store is touched). */
export function hasPathCharacters(value: string): boolean {
  return /[/\\%\p{Cc}]/u.test(value) || value.includes('..');
}

/** The client's name for display only: last path segment, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-255);
}

/** The product has one message for a refused type, whichever uploader: the browser shows the same words. */
function typeError(name: string): AppError {
  return badRequest(UPLOAD.notPngJpeg(name));
}

/** Refuses a file unless its name, declared type and real content (magic bytes) all agree on an allowed type. */
async function checkFile(file: IncomingFile, kind: UploadKind): Promise<CheckedFile> {
  const name = cleanOriginalName(file.originalName);
  if (!name) throw badRequest(FILES_MESSAGES.noName);
  if (!isAcceptedUpload(name, file.declaredMimeType, kind)) throw typeError(name);
  if (file.bytes.length === 0) throw badRequest(FILES_MESSAGES.emptyFile(name));
  const detected = await fileTypeFromBuffer(file.bytes);
  const storable = detected ? STORABLE[detected.mime] : undefined;
  if (!storable?.kinds.includes(kind)) throw typeError(name);
  if (CANONICAL_EXTENSION[fileExtension(name)] !== storable.extension) {
    throw badRequest(FILES_MESSAGES.contentMismatch(name));
  }
  const id = newId();
  return {
    ...file,
    originalName: name,
    id,
    // Never the client's name on disk: a random one with the extension of what the bytes really are.
    fileName: `${id}.${storable.extension}`,
    mimeType: storable.mimeType,
    sha256: sha256Of(file.bytes),
  };
}

function recordOf(file: {
  id: string;
  display_order: number;
  file_name: string;
  mime_type: string;
  original_name: string;
}): FileRecord {
  return {
    id: file.id,
    display_order: file.display_order,
    fileName: file.file_name,
    mimeType: file.mime_type,
    originalName: file.original_name,
  };
}

function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/**
 * Stores a batch all or nothing: every file is checked in memory first, then written under its random name,
 * then all rows and their audit entries are inserted in one transaction. If anything fails, the files already
 * written are removed again, so a failed upload leaves neither orphan files nor rows.
 */
export async function uploadFiles(
  ctx: RequestContext,
  folder: DownloadFolder,
  incoming: readonly IncomingFile[],
  /** Whose files these are: the caller by default; null for a questionnaire draft no account has claimed yet. */
  owner: { userId: string | null } = { userId: signedIn(ctx).userId },
): Promise<FileRecord[]> {
  if (incoming.length === 0) throw badRequest(FILES_MESSAGES.noFile);
  // Who may upload into the folder is checked by the routes before the upload is read (checkUploader).
  const { kind } = FOLDER_POLICY[folder];
  if (isBatchTooLarge(incoming.map((file) => file.bytes.length))) throw new AppError('ER_FILE_SIZE');
  const checked: CheckedFile[] = [];
  for (const file of incoming) checked.push(await checkFile(file, kind));

  const rows = checked.map((file, index) => ({
    id: file.id,
    folder,
    fileName: file.fileName,
    originalName: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.bytes.length,
    sha256: file.sha256,
    displayOrder: index,
    ownerUserId: owner.userId,
  }));
  const written: string[] = [];
  try {
    for (const file of checked) {
      written.push(file.fileName);
      await ctx.ports.files.put(folder, file.fileName, file.bytes);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await insertStoredFiles(trx, rows);
      for (const row of rows) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'FUPL',
          entityType: 'file',
          entityId: row.id,
          details: { folder, mimeType: row.mimeType, sizeBytes: row.sizeBytes, sha256: row.sha256 },
        });
      }
    });
  } catch (error) {
    await Promise.allSettled(written.map((fileName) => ctx.ports.files.delete(folder, fileName)));
    throw error;
  }
  return rows.map((row) =>
    recordOf({
      id: row.id,
      display_order: row.displayOrder,
      file_name: row.fileName,
      mime_type: row.mimeType,
      original_name: row.originalName,
    }),
  );
}

/**
 * Who may read a file in an ePHI folder: its uploader, an admin, or the staff the feature owning its record lets
 * see it (the prescriptions' reviewers and pharmacists, by their scope: file-access-rules.ts).
 */
export async function canReadEphiFile(db: Kysely<DB>, actor: Actor, file: StoredFileRow): Promise<boolean> {
  if (file.owner_user_id === actor.userId || actor.healcoAdmin) return true;
  return staffMayRead(db, actor, file);
}

/** Who may read a file of a restricted folder: the uploader or an admin, and for ePHI those who see its record. */
async function canReadRestrictedFile(
  db: Kysely<DB>,
  actor: Actor,
  folder: DownloadFolder,
  file: StoredFileRow,
): Promise<boolean> {
  if (FOLDER_POLICY[folder].ownerOnly) return file.owner_user_id === actor.userId || actor.healcoAdmin;
  return canReadEphiFile(db, actor, file);
}

/** Only the uploader or an admin may delete a file. */
export function canDeleteFile(actor: Actor, file: StoredFileRow): boolean {
  return file.owner_user_id === actor.userId || actor.healcoAdmin;
}

export interface Download {
  bytes: Buffer;
  mimeType: string;
  originalName: string;
  /** Served only to some people (ePHI or private): never cached by anyone else on the way. */
  restricted: boolean;
}

/**
 * Public folders are served to anyone. ePHI folders need a signed-in caller allowed to see the record; anyone
 * else is told the file does not exist (404, not 403), and every ePHI read is audited before a byte is sent.
 */
export async function downloadFile(
  ctx: RequestContext,
  folder: DownloadFolder,
  fileName: string,
): Promise<Download> {
  const restricted = isRestricted(FOLDER_POLICY[folder]);
  // Refused attempts at ePHI are audited too (HIPAA §164.312(b)): who tried, from where, and at what.
  if (restricted && !ctx.actor) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'file',
      details: { folder, fileName: fileName.slice(0, 100), reason: 'signed-out' },
    });
    throw new AppError('INVALID_USER_AUTH');
  }
  const file = await findStoredFile(ctx.db, folder, fileName);
  if (!file) throw notFound();
  if (restricted && !(await canReadRestrictedFile(ctx.db, signedIn(ctx), folder, file))) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'file',
      entityId: file.id,
      details: { folder, reason: 'not-allowed' },
    });
    throw notFound();
  }
  const bytes = await ctx.ports.files.get(folder, file.file_name);
  if (!bytes) throw notFound();
  if (sha256Of(bytes) !== file.sha256) {
    throw new AppError('INTERNAL_ERROR', undefined, {
      cause: new Error(`stored file ${file.id} failed its SHA-256 integrity check`),
    });
  }
  if (restricted) {
    await ctx.audit({ eventCode: 'FDWN', entityType: 'file', entityId: file.id, details: { folder } });
  }
  return { bytes, mimeType: file.mime_type, originalName: file.original_name, restricted };
}

/** A stored file of a folder by its stored name or its record id, on the caller's handle (a transaction's too). */
export function storedFileOf(
  db: Kysely<DB>,
  folder: string,
  nameOrId: string,
): Promise<StoredFileRow | undefined> {
  return findStoredFile(db, folder, nameOrId);
}

/**
 * Removes a file's row inside the caller's transaction, where it goes with the record that held it (a withdrawn
 * license's document); answers the row, or undefined when the folder has no such file. The caller audits the
 * removal and deletes the bytes once the transaction has committed.
 */
export async function takeStoredFile(
  trx: Kysely<DB>,
  folder: string,
  id: string,
): Promise<StoredFileRow | undefined> {
  const file = await findStoredFile(trx, folder, id);
  if (file) await deleteStoredFile(trx, file.id);
  return file;
}

/** Removes the row first (so the file is unreachable at once), then the bytes. Others' files are "not found". */
export async function deleteFile(
  ctx: RequestContext,
  folder: DownloadFolder,
  fileName: string,
): Promise<void> {
  const actor = signedIn(ctx);
  const file = await findStoredFile(ctx.db, folder, fileName);
  if (!file || !canDeleteFile(actor, file)) throw notFound();
  // A file another feature still holds (a license's document, say) goes only with what holds it.
  const refusal = await deletionRefusal(ctx.db, folder, file);
  if (refusal) throw new AppError(refusal);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteStoredFile(trx, file.id);
    await auditInTransaction(trx, ctx, {
      eventCode: 'FDEL',
      userId: actor.userId,
      entityType: 'file',
      entityId: file.id,
      details: { folder },
    });
  });
  await ctx.ports.files.delete(folder, file.file_name);
}
