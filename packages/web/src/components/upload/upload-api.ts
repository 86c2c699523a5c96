import { type DownloadFolder, type FileRecord, UPLOAD } from '@carespace/domain';
import { type ApiError, type ApiResult, apiDelete, apiPost } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';

/** Where a stored file is served. */
export function downloadFileUrl(fileName: string, folder: DownloadFolder): string {
  return `/api/no-auth/download-file/${encodeURIComponent(fileName)}/${folder}`;
}

/**
 * POST /upload-files/{folder}: one multipart request, repeated field `file`. Failures are left to the caller.
 * `url` posts the same request to a feature's own upload call (e.g. a questionnaire's), which answers alike.
 */
export function uploadFiles(
  folder: DownloadFolder,
  files: readonly File[],
  url?: string,
): Promise<ApiResult<FileRecord[]>> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return apiPost<FileRecord[]>(url ?? `/upload-files/${folder}`, body, { silent: true });
}

/** POST /fileUploader/{folder}: one file, field `file`. Failures are left to the caller. */
export function uploadOneFile(folder: DownloadFolder, file: File): Promise<ApiResult<FileRecord>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiPost<FileRecord>(`/fileUploader/${folder}`, body, { silent: true });
}

/** DELETE /fileUploader/{folder}/{fileName}; 'File Deleted' on success, the API client's toast on failure. */
export async function deleteUploadedFile(folder: DownloadFolder, fileName: string): Promise<boolean> {
  const outcome = await apiDelete<unknown>(`/fileUploader/${folder}/${encodeURIComponent(fileName)}`);
  if (outcome.success) void toast('success', UPLOAD.fileDeleted);
  return outcome.success;
}

/** The upload failure message: too large is a warning; anything else an error with its reason. */
export function uploadFailure(error: ApiError): { kind: 'warning' | 'error'; message: string } {
  if (error.code === 'ER_FILE_SIZE') return { kind: 'warning', message: UPLOAD.fileTooLarge };
  return { kind: 'error', message: UPLOAD.fileUploadFailed(error.message) };
}

export function showUploadFailure(error: ApiError): string {
  const { kind, message } = uploadFailure(error);
  void toast(kind, message);
  return message;
}
