import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function insertSignupCode(
  db: Kysely<DB>,
  row: { id: string; patientQuestionnaireId: string; emailHash: string; codeHash: string; expiresAt: Date },
) {
  await db
    .insertInto('signup_code')
    .values({
      id: row.id,
      patient_questionnaire_id: row.patientQuestionnaireId,
      email_hash: row.emailHash,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** A new code replaces the draft's older ones, whatever address they were for: only the newest works. */
export async function retireSignupCodes(db: Kysely<DB>, patientQuestionnaireId: string, at: Date) {
  await db
    .updateTable('signup_code')
    .set({ used_at: at })
    .where('patient_questionnaire_id', '=', patientQuestionnaireId)
    .where('used_at', 'is', null)
    .execute();
}

/** Codes long past their expiry say nothing any more. */
export async function deleteSignupCodesExpiredBefore(db: Kysely<DB>, before: Date) {
  await db.deleteFrom('signup_code').where('expires_at', '<', before).execute();
}

/** The draft's live code for this address, or undefined. */
export async function findLiveSignupCode(
  db: Kysely<DB>,
  patientQuestionnaireId: string,
  emailHash: string,
  now: Date,
) {
  return db
    .selectFrom('signup_code')
    .select(['id', 'code_hash'])
    .where('patient_questionnaire_id', '=', patientQuestionnaireId)
    .where('email_hash', '=', emailHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try before the code is compared, and only while tries are left: parallel guesses cannot go past the
 * allowance. False when none is left.
 */
export async function takeSignupCodeAttempt(
  db: Kysely<DB>,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const row = await db
    .updateTable('signup_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the code used; false when another request used it first. */
export async function useSignupCode(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('signup_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
