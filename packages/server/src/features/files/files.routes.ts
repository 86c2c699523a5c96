import { fileFolderSchema, fileRecordSchema, storedFileNameSchema, UPLOAD } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, ok, responses } from '../../lib/envelope.ts';
import { requireCaller, requireUser } from '../../plugins/guards.ts';
import {
  checkUploader,
  deleteFile,
  downloadFile,
  FOLDER_POLICY,
  hasPathCharacters,
  uploadFiles,
} from './files.service.ts';
import { FILES_MESSAGES } from './files-messages.ts';
import { readUploads } from './upload-reader.ts';

// Path characters get their own message before the domain's rules, and before anything reaches the store.
const noPathCharacters = z
  .string()
  .refine((value) => !hasPathCharacters(value), { error: FILES_MESSAGES.pathCharacters });
const folderParam = noPathCharacters.pipe(fileFolderSchema);
const fileNameParam = noPathCharacters.pipe(storedFileNameSchema);

const folderParams = z.object({ folder: folderParam });

/**
 * Who may upload into the folder named in the path, refused before anything is read or validated. The path's
 * folder is not validated yet here: a name that is no folder is judged by whether the caller may upload anywhere,
 * and then answered by validation.
 */
const requireUploader = requireCaller((actor, request) => {
  if (actor === null) return false;
  if (actor.healcoAdmin) return true;
  const folder = (request.params as { folder?: unknown } | undefined)?.folder;
  const policy =
    typeof folder === 'string' && Object.hasOwn(FOLDER_POLICY, folder)
      ? FOLDER_POLICY[folder as keyof typeof FOLDER_POLICY]
      : undefined;
  return policy ? policy.uploader(actor) : Object.values(FOLDER_POLICY).some((f) => f.uploader(actor));
});

const UPLOADERS =
  'Who may upload (others: 403): properties, a provider with an organization; patientPrescriptions, a ' +
  'healthcare professional (HPRO); patientQuestionnaires, a patient; logos, nobody here (pictures go through ' +
  'POST /api/profilePicture). Admins may upload into every folder.';
const fileParams = z.object({ folder: folderParam, fileName: fileNameParam });

/** The download answers the file's bytes, not the JSON envelope; failures still use the envelope. */
const fileResponses = {
  200: z.instanceof(Buffer).describe('The file, with its stored MIME type'),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
};

/** RFC 6266 disposition: an ASCII fallback name plus the exact UTF-8 name. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload-files/:folder',
    {
      onRequest: requireUploader,
      schema: {
        tags: ['files'],
        summary: 'Uploads a batch of files (multipart, repeated field "file"; 10385760 bytes in all)',
        description: UPLOADERS,
        consumes: ['multipart/form-data'],
        params: folderParams,
        response: responses(z.array(fileRecordSchema)),
      },
    },
    async (request) => {
      checkUploader(request.ctx, request.params.folder);
      const files = await readUploads(request, { single: false });
      return ok(await uploadFiles(request.ctx, request.params.folder, files));
    },
  );

  app.post(
    '/fileUploader/:folder',
    {
      onRequest: requireUploader,
      schema: {
        tags: ['files'],
        summary: 'Uploads one file (multipart, field "file")',
        description: UPLOADERS,
        consumes: ['multipart/form-data'],
        params: folderParams,
        response: responses(fileRecordSchema),
      },
    },
    async (request) => {
      checkUploader(request.ctx, request.params.folder);
      const files = await readUploads(request, { single: true });
      const [record] = await uploadFiles(request.ctx, request.params.folder, files);
      return ok(record!);
    },
  );

  app.delete(
    '/fileUploader/:folder/:fileName',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: "Deletes one of the caller's files (admins: any file)",
        params: fileParams,
        response: responses(z.object({ message: z.string() })),
      },
    },
    async (request) => {
      await deleteFile(request.ctx, request.params.folder, request.params.fileName);
      return ok({ message: UPLOAD.fileDeleted });
    },
  );

  app.get(
    '/no-auth/download-file/:fileName/:folder',
    {
      schema: {
        tags: ['files'],
        summary:
          'Serves a file: public folders to anyone, ePHI folders to those allowed to see the record, private folders to the uploader and admins',
        params: fileParams,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const file = await downloadFile(request.ctx, request.params.folder, request.params.fileName);
      const isPdf = file.mimeType === 'application/pdf';
      return (
        reply
          .type(file.mimeType)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            contentDisposition(isPdf ? 'attachment' : 'inline', file.originalName),
          )
          // Uploaded content never runs as a page of ours, even if opened directly.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', file.restricted ? 'private, no-store' : 'public, max-age=86400')
          .send(file.bytes)
      );
    },
  );
};
