import { type Kysely, sql } from 'kysely';

/**
 * "Who has read my record" looks for a patient's requests among the ids every prescription list page recorded,
 * and for the patient among the admin patients table's pages. Those rows are the most numerous in the audit log
 * (one per list page anyone opens); without these indexes every such row would be read to answer one patient.
 * "If not exists": on a large log an operator may build them beforehand with `create index concurrently`.
 * Partial, so the log's other rows cost nothing more to write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index if not exists audit_event_list_ids_idx on audit_event using gin ((details -> 'ids'))
    where entity_type = 'prescription_list'`.execute(db);
  await sql`
    create index if not exists audit_event_patient_list_idx on audit_event using gin ((details -> 'userIds'))
    where entity_type = 'patient_list'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index audit_event_patient_list_idx`.execute(db);
  await sql`drop index audit_event_list_ids_idx`.execute(db);
}
