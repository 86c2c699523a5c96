/** Uploader routes. */
import { z } from 'zod';
import { DOWNLOAD_FOLDERS } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { idSchema } from './common.schemas.ts';

/** properties, patientPrescriptions, patientQuestionnaires, logos, providerLicenses. */
export const fileFolderSchema = z.enum(DOWNLOAD_FOLDERS, { error: VALIDATION.invalid });

/** A stored file name: no path separators or parent references. */
export const storedFileNameSchema = z
  .string({ error: VALIDATION.invalid })
  .min(1, { error: VALIDATION.invalid })
  .max(255, { error: VALIDATION.invalid })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: VALIDATION.invalid });

export const downloadFileParamsSchema = z.object({
  fileName: storedFileNameSchema,
  folder: fileFolderSchema,
});
export const deleteFileParamsSchema = z.object({ folder: fileFolderSchema, fileName: storedFileNameSchema });

/** PUT /profile/avatar/…: an avatar id or an uploaded file id. */
export const avatarBodySchema = z.object({ imageId: idSchema });
