import { type Kysely, sql } from 'kysely';
import { QUESTIONNAIRE_SEED } from './0007-pharmacy-questionnaires.ts';

/**
 * The online pharmacy, patient side: questionnaires as data (questionnaire → step → question → option, seeded
 * here), each patient's questionnaire (the prescription request and, once paid, its subscription), the answers,
 * and one order per paid period.
 *
 * A draft can exist before its account does: owner_user_id stays null until the sign-up inside the flow claims
 * it, and until then only the holder of the draft cookie (whose secret is stored hashed) may open it.
 * Prescription rejection reasons are the existing reference list `questionnaireRejectionReason`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('treatment_category', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('questionnaire_step')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_id', 'text', (c) =>
      c.notNull().references('questionnaire.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('questionnaire_step_order_key', ['questionnaire_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('question')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_id', 'text', (c) =>
      c.notNull().references('questionnaire.id').onDelete('cascade'),
    )
    .addColumn('step_id', 'text', (c) => c.notNull().references('questionnaire_step.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('INPT', 'MULT', 'RNGE', 'SING', 'UPLD')`),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('help', 'text')
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('min_value', 'double precision')
    .addColumn('max_value', 'double precision')
    .addColumn('step_value', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('max_length', 'integer')
    // Branching: shown only when show_if_question_id was answered with one of show_if_option_ids (a JSON list).
    .addColumn('show_if_question_id', 'text', (c) => c.references('question.id'))
    .addColumn('show_if_option_ids', 'jsonb')
    .addColumn('ineligible_message', 'text')
    .addUniqueConstraint('question_order_key', ['step_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('question_questionnaire_idx')
    .on('question')
    .column('questionnaire_id')
    .execute();

  await db.schema
    .createTable('question_option')
    .addColumn('question_id', 'text', (c) => c.notNull().references('question.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('ineligible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('question_option_pkey', ['question_id', 'id'])
    .execute();

  await db.schema
    .createTable('patient_questionnaire')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull().references('questionnaire.id'))
    .addColumn('treatment_category', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('draft_secret_hash', 'text')
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('us_state', 'text', (c) => c.notNull())
    .addColumn('current_step_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('DRFT').check(sql`status in ('DRFT', 'INEL', 'READY', 'PAID')`),
    )
    .addColumn('rx_medication_id', 'text', (c) => c.references('rx_medication.id'))
    .addColumn('ineligible_message', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_on', 'timestamptz')
    .addColumn('paid_on', 'timestamptz')
    .addColumn('payment_customer_id', 'text')
    .addColumn('payment_subscription_id', 'text', (c) => c.unique())
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .addColumn('shipping_line1', 'text')
    .addColumn('shipping_line2', 'text')
    .addColumn('shipping_city', 'text')
    .addColumn('shipping_state', 'text')
    .addColumn('shipping_postal_code', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accepted_on', 'timestamptz')
    .addColumn('rejected_on', 'timestamptz')
    .addColumn('rejection_reason_id', 'text')
    .addColumn('rejection_reason_other', 'text')
    .addColumn('provider_note', 'text')
    .addColumn('reviewer_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('review_started_on', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('patient_questionnaire_owner_idx')
    .on('patient_questionnaire')
    .columns(['owner_user_id', 'treatment_category', 'created_on'])
    .execute();
  // An anonymous browser finds its drafts by the hash of its cookie's secret.
  await sql`create index patient_questionnaire_draft_idx on patient_questionnaire (draft_secret_hash)
    where draft_secret_hash is not null`.execute(db);
  // The review queue reads paid requests not yet decided, by state (HPRO licensed there).
  await db.schema
    .createIndex('patient_questionnaire_queue_idx')
    .on('patient_questionnaire')
    .columns(['status', 'us_state', 'paid_on'])
    .execute();

  await db.schema
    .createTable('patient_response')
    .addColumn('patient_questionnaire_id', 'text', (c) =>
      c.notNull().references('patient_questionnaire.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (c) => c.notNull().references('question.id'))
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('patient_response_pkey', ['patient_questionnaire_id', 'question_id'])
    .execute();

  // Files uploaded for a questionnaire (its UPLD answers may only name these), so a draft's uploads are claimed
  // with it and an answer cannot point at someone else's file.
  await db.schema
    .createTable('patient_questionnaire_file')
    .addColumn('patient_questionnaire_id', 'text', (c) =>
      c.notNull().references('patient_questionnaire.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_file.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('patient_questionnaire_file_pkey', ['patient_questionnaire_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('order_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('patient_questionnaire_id', 'text', (c) => c.notNull().references('patient_questionnaire.id'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    // One order per paid invoice: a replayed invoice.paid event finds its order and adds nothing.
    .addColumn('invoice_id', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer')
    .addColumn('paid_on', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz')
    .addColumn('approved_on', 'timestamptz')
    .addColumn('shipped_on', 'timestamptz')
    .addColumn('tracking_number', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('order_history_questionnaire_idx')
    .on('order_history')
    .columns(['patient_questionnaire_id', 'paid_on'])
    .execute();

  // The prescription lists (review.repository.ts): one partial index per tab, on the tab's date and the state,
  // so each tab's newest or oldest page, the state-licensed reviewer's view and the tab's count are index scans
  // over that tab's rows only, at any volume.
  for (const [name, columns, condition] of [
    [
      'pq_tab_pending_idx',
      'paid_on, us_state',
      'paid_on is not null and accepted_on is null and rejected_on is null',
    ],
    ['pq_tab_approved_idx', 'accepted_on, us_state', 'accepted_on is not null and is_active'],
    ['pq_tab_completed_idx', 'accepted_on, us_state', 'accepted_on is not null and not is_active'],
    ['pq_tab_rejected_idx', 'rejected_on, us_state', 'rejected_on is not null'],
    ['pq_tab_incomplete_idx', 'created_on', 'paid_on is null and owner_user_id is not null'],
  ] as const) {
    await sql
      .raw(`create index ${name} on patient_questionnaire (${columns}) where ${condition}`)
      .execute(db);
  }

  await seedQuestionnaires(db as Kysely<SeedDb>);
}

type Row = Record<string, unknown>;
interface SeedDb {
  questionnaire: Row;
  questionnaire_step: Row;
  question: Row;
  question_option: Row;
}

async function seedQuestionnaires(db: Kysely<SeedDb>): Promise<void> {
  for (const seed of QUESTIONNAIRE_SEED) {
    const questionnaireId = `qn_${seed.category.toLowerCase()}`;
    await db
      .insertInto('questionnaire')
      .values({ id: questionnaireId, treatment_category: seed.category, name: seed.name, intro: seed.intro })
      .execute();
    for (const [stepIndex, step] of seed.steps.entries()) {
      await db
        .insertInto('questionnaire_step')
        .values({ id: step.id, questionnaire_id: questionnaireId, title: step.title, sort_order: stepIndex })
        .execute();
      for (const [index, question] of step.questions.entries()) {
        await db
          .insertInto('question')
          .values({
            id: question.id,
            questionnaire_id: questionnaireId,
            step_id: step.id,
            sort_order: index,
            type: question.type,
            text: question.text,
            help: question.help ?? null,
            required: question.required ?? true,
            min_value: question.min ?? null,
            max_value: question.max ?? null,
            step_value: question.step ?? null,
            unit: question.unit ?? null,
            max_length: question.maxLength ?? null,
            show_if_question_id: question.showIf?.[0] ?? null,
            show_if_option_ids: question.showIf ? JSON.stringify(question.showIf[1]) : null,
            ineligible_message: question.ineligibleMessage ?? null,
          })
          .execute();
        const options = question.options ?? [];
        if (options.length > 0) {
          await db
            .insertInto('question_option')
            .values(
              options.map(([id, label, ineligible], optionIndex) => ({
                question_id: question.id,
                id,
                label,
                sort_order: optionIndex,
                ineligible: ineligible ?? false,
              })),
            )
            .execute();
        }
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'order_history',
    'patient_questionnaire_file',
    'patient_response',
    'patient_questionnaire',
    'question_option',
    'question',
    'questionnaire_step',
    'questionnaire',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
