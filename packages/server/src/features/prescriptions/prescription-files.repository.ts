import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type ReviewScope, scopeCondition } from './review-scope.repository.ts';

/**
 * Whether a stored file is attached to a prescription request the caller may see (the same scope as the lists):
 * the seam features/files asks before it serves an ePHI file to someone who did not upload it.
 */
export async function fileInScope(db: Kysely<DB>, scope: ReviewScope, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('patient_questionnaire_file as l')
    .innerJoin('patient_questionnaire as pq', 'pq.id', 'l.patient_questionnaire_id')
    .select('l.file_id')
    .where('l.file_id', '=', fileId)
    .where((eb) => scopeCondition(eb, scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a questionnaire is a prescription request the scope may see: the seam features/questionnaires asks
 * before it shows a questionnaire to staff, so both features answer the same question the same way.
 */
export async function requestInScope(db: Kysely<DB>, scope: ReviewScope, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('patient_questionnaire as pq')
    .select('pq.id')
    .where('pq.id', '=', id)
    .where((eb) => scopeCondition(eb, scope))
    .executeTakeFirst();
  return row !== undefined;
}

/** The request's files, both the patient's (patientQuestionnaires) and the prescriber's (patientPrescriptions). */
export async function requestFiles(db: Kysely<DB>, patientQuestionnaireId: string) {
  return db
    .selectFrom('patient_questionnaire_file as l')
    .innerJoin('stored_file as f', 'f.id', 'l.file_id')
    .select(['f.id', 'f.folder', 'f.file_name', 'f.mime_type', 'f.original_name', 'f.display_order'])
    .where('l.patient_questionnaire_id', '=', patientQuestionnaireId)
    .orderBy('f.created_on')
    .orderBy('f.display_order')
    .execute();
}

/** Prescription uploads the reviewer made themselves and has not attached to any request yet. */
export async function ownUnlinkedPrescriptionFiles(
  db: Kysely<DB>,
  userId: string,
  fileIds: readonly string[],
) {
  if (fileIds.length === 0) return [];
  return db
    .selectFrom('stored_file as f')
    .select('f.id')
    .where('f.id', 'in', fileIds)
    .where('f.folder', '=', 'patientPrescriptions')
    .where('f.owner_user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('patient_questionnaire_file as l')
            .select('l.file_id')
            .whereRef('l.file_id', '=', 'f.id'),
        ),
      ),
    )
    .execute();
}
