import { describe, expect, it } from 'vitest';
import {
  avatarBodySchema,
  deleteFileParamsSchema,
  downloadFileParamsSchema,
  fileFolderSchema,
} from './files.schemas.ts';

describe('file routes', () => {
  it('accepts the spec folders only', () => {
    for (const folder of ['properties', 'patientPrescriptions', 'patientQuestionnaires', 'logos']) {
      expect(fileFolderSchema.safeParse(folder).success, folder).toBe(true);
    }
    expect(fileFolderSchema.safeParse('etc').success).toBe(false);
  });

  it('refuses path tricks in file names', () => {
    expect(downloadFileParamsSchema.safeParse({ fileName: 'a1b2.png', folder: 'logos' }).success).toBe(true);
    expect(downloadFileParamsSchema.safeParse({ fileName: '../secret', folder: 'logos' }).success).toBe(
      false,
    );
    expect(deleteFileParamsSchema.safeParse({ fileName: 'a/b.png', folder: 'properties' }).success).toBe(
      false,
    );
    expect(deleteFileParamsSchema.safeParse({ fileName: '.hidden', folder: 'properties' }).success).toBe(
      false,
    );
    expect(avatarBodySchema.safeParse({ imageId: 'male' }).success).toBe(true);
  });
});
