import type {
  Answers,
  AnswerValue,
  Question,
  QuestionnaireDefinition,
  TreatmentCategory,
} from '@carespace/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, PatientQuestionnaireTable } from '../../db/types.ts';

export type PatientQuestionnaireRow = Selectable<PatientQuestionnaireTable>;

const asList = (value: unknown): string[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/**
 * A treatment category's questionnaire, assembled from its rows. Questionnaires change only by migration, so
 * each database's definitions are read once and kept.
 */
const cache = new WeakMap<Kysely<DB>, Map<string, QuestionnaireDefinition | null>>();

export async function findDefinition(
  db: Kysely<DB>,
  category: TreatmentCategory,
): Promise<QuestionnaireDefinition | null> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const cached = perDb.get(category);
  if (cached !== undefined) return cached;
  const definition = await loadDefinition(db, category);
  perDb.set(category, definition);
  return definition;
}

async function loadDefinition(
  db: Kysely<DB>,
  category: TreatmentCategory,
): Promise<QuestionnaireDefinition | null> {
  const questionnaire = await db
    .selectFrom('questionnaire')
    .selectAll()
    .where('treatment_category', '=', category)
    .executeTakeFirst();
  if (!questionnaire) return null;
  const [steps, questions, options] = await Promise.all([
    db
      .selectFrom('questionnaire_step')
      .selectAll()
      .where('questionnaire_id', '=', questionnaire.id)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('question')
      .selectAll()
      .where('questionnaire_id', '=', questionnaire.id)
      .orderBy('step_id')
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('question_option')
      .innerJoin('question', 'question.id', 'question_option.question_id')
      .select([
        'question_option.question_id',
        'question_option.id',
        'question_option.label',
        'question_option.ineligible',
      ])
      .where('question.questionnaire_id', '=', questionnaire.id)
      .orderBy('question_option.question_id')
      .orderBy('question_option.sort_order')
      .execute(),
  ]);
  const optionsOf = new Map<string, Question['options']>();
  for (const option of options) {
    const list = optionsOf.get(option.question_id) ?? [];
    list.push({ id: option.id, label: option.label, ineligible: option.ineligible });
    optionsOf.set(option.question_id, list);
  }
  return {
    id: questionnaire.id,
    treatmentCategory: questionnaire.treatment_category as TreatmentCategory,
    name: questionnaire.name,
    intro: questionnaire.intro,
    steps: steps.map((step) => ({
      id: step.id,
      title: step.title,
      questions: questions
        .filter((question) => question.step_id === step.id)
        .map(
          (question): Question => ({
            id: question.id,
            type: question.type as Question['type'],
            text: question.text,
            help: question.help,
            required: question.required,
            options: optionsOf.get(question.id) ?? [],
            min: question.min_value,
            max: question.max_value,
            step: question.step_value,
            unit: question.unit,
            maxLength: question.max_length,
            showIf: question.show_if_question_id
              ? { questionId: question.show_if_question_id, optionIds: asList(question.show_if_option_ids) }
              : null,
            ineligibleMessage: question.ineligible_message,
          }),
        ),
    })),
  };
}

// ---- patient questionnaires ----

export async function findPatientQuestionnaire(
  db: Kysely<DB>,
  id: string,
): Promise<PatientQuestionnaireRow | undefined> {
  return db.selectFrom('patient_questionnaire').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A patient's questionnaires of one category, newest first. */
export async function listOwnedInCategory(db: Kysely<DB>, ownerUserId: string, category: string) {
  return db
    .selectFrom('patient_questionnaire')
    .selectAll()
    .where('owner_user_id', '=', ownerUserId)
    .where('treatment_category', '=', category)
    .orderBy('created_on', 'desc')
    .orderBy('id')
    .execute();
}

/** The newest unclaimed, unpaid draft of this browser (by its draft secret) in a category. */
export async function findOpenDraft(db: Kysely<DB>, secretHash: string, category: string) {
  return db
    .selectFrom('patient_questionnaire')
    .selectAll()
    .where('draft_secret_hash', '=', secretHash)
    .where('owner_user_id', 'is', null)
    .where('paid_on', 'is', null)
    .where('treatment_category', '=', category)
    .orderBy('created_on', 'desc')
    .executeTakeFirst();
}

export async function insertPatientQuestionnaire(
  db: Kysely<DB>,
  row: Insertable<PatientQuestionnaireTable>,
): Promise<void> {
  await db.insertInto('patient_questionnaire').values(row).execute();
}

export async function updatePatientQuestionnaire(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<PatientQuestionnaireTable>,
): Promise<void> {
  await db
    .updateTable('patient_questionnaire')
    .set({ ...changes, updated_on: new Date() })
    .where('id', '=', id)
    .execute();
}

// ---- answers ----

export async function loadAnswers(db: Kysely<DB>, patientQuestionnaireId: string): Promise<Answers> {
  const rows = await db
    .selectFrom('patient_response')
    .select(['question_id', 'answer'])
    .where('patient_questionnaire_id', '=', patientQuestionnaireId)
    .execute();
  const answers: Answers = {};
  for (const row of rows) {
    // jsonb arrives parsed (a string answer too), on PostgreSQL and PGlite alike.
    answers[row.question_id] = row.answer as AnswerValue;
  }
  return answers;
}

/** Replaces the answers of the given questions: `save` are written, `remove` deleted. */
export async function replaceAnswers(
  db: Kysely<DB>,
  patientQuestionnaireId: string,
  save: Answers,
  remove: readonly string[],
): Promise<void> {
  const now = new Date();
  if (remove.length > 0) {
    await db
      .deleteFrom('patient_response')
      .where('patient_questionnaire_id', '=', patientQuestionnaireId)
      .where('question_id', 'in', remove)
      .execute();
  }
  for (const [questionId, value] of Object.entries(save)) {
    await db
      .insertInto('patient_response')
      .values({
        patient_questionnaire_id: patientQuestionnaireId,
        question_id: questionId,
        answer: JSON.stringify(value),
        updated_on: now,
      })
      .onConflict((oc) =>
        oc.columns(['patient_questionnaire_id', 'question_id']).doUpdateSet({
          answer: JSON.stringify(value),
          updated_on: now,
        }),
      )
      .execute();
  }
}

// ---- uploaded files ----

export async function linkFiles(db: Kysely<DB>, patientQuestionnaireId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return;
  await db
    .insertInto('patient_questionnaire_file')
    .values(fileIds.map((fileId) => ({ patient_questionnaire_id: patientQuestionnaireId, file_id: fileId })))
    .execute();
}

/** The stored files uploaded for this questionnaire, by id. */
export async function linkedFiles(db: Kysely<DB>, patientQuestionnaireId: string) {
  return db
    .selectFrom('patient_questionnaire_file')
    .innerJoin('stored_file', 'stored_file.id', 'patient_questionnaire_file.file_id')
    .select([
      'stored_file.id',
      'stored_file.file_name',
      'stored_file.mime_type',
      'stored_file.original_name',
      'stored_file.display_order',
    ])
    .where('patient_questionnaire_file.patient_questionnaire_id', '=', patientQuestionnaireId)
    .execute();
}

/** Hands an unclaimed draft and its uploads to the account that just signed up; false if already claimed. */
export async function claimDraft(
  db: Kysely<DB>,
  patientQuestionnaireId: string,
  userId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('patient_questionnaire')
      .set({ owner_user_id: userId, draft_secret_hash: null, updated_on: new Date() })
      .where('id', '=', patientQuestionnaireId)
      .where('owner_user_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('stored_file')
      .set({ owner_user_id: userId })
      .where('owner_user_id', 'is', null)
      .where(
        'id',
        'in',
        trx
          .selectFrom('patient_questionnaire_file')
          .select('file_id')
          .where('patient_questionnaire_id', '=', patientQuestionnaireId),
      )
      .execute();
    return true;
  });
}

// ---- medication ----

export async function findMedication(db: Kysely<DB>, id: string) {
  return db.selectFrom('rx_medication').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes up to `limit` unclaimed, unpaid drafts last changed before `before`, with their answers and uploaded
 * file rows; answers the deleted drafts' ids and the stored names of their files (for the file store).
 */
export async function deleteAbandonedDrafts(db: Kysely<DB>, before: Date, limit: number) {
  return db.transaction().execute(async (trx) => {
    const drafts = await trx
      .selectFrom('patient_questionnaire')
      .select('id')
      .where('owner_user_id', 'is', null)
      .where('paid_on', 'is', null)
      .where('updated_on', '<', before)
      .orderBy('updated_on')
      .limit(limit)
      .execute();
    const ids = drafts.map((draft) => draft.id);
    if (ids.length === 0) return { ids, files: [] };
    const files = await trx
      .selectFrom('patient_questionnaire_file')
      .innerJoin('stored_file', 'stored_file.id', 'patient_questionnaire_file.file_id')
      .select(['stored_file.id', 'stored_file.folder', 'stored_file.file_name'])
      .where('patient_questionnaire_file.patient_questionnaire_id', 'in', ids)
      .execute();
    if (files.length > 0) {
      await trx
        .deleteFrom('stored_file')
        .where(
          'id',
          'in',
          files.map((file) => file.id),
        )
        .execute();
    }
    await trx.deleteFrom('patient_questionnaire').where('id', 'in', ids).execute();
    return { ids, files };
  });
}
