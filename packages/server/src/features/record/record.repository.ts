import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

/** What of a patient's ePHI the audit log can name: the patient, their requests, orders and files. */
export interface RecordSubject {
  userId: string;
  requestIds: readonly string[];
  orderIds: readonly string[];
  fileIds: readonly string[];
}

/** The audit events that are reads: a view, a file download, an export. */
const READ_EVENTS = ['RCVW', 'FDWN', 'RCEX'] as const;

/** Reads whose row names the patient themselves (their account, profile, subscriptions or whole record). */
const USER_ENTITIES = ['user', 'profile', 'prescription_subscription', 'patient_record'] as const;

/**
 * The rows of the audit log that read this patient's ePHI, by someone other than the patient: every place a read
 * is recorded names what it read, either as the row's entity or, for list pages, as the ids the page showed.
 */
function readsOf(db: Kysely<DB>, subject: RecordSubject) {
  return db
    .selectFrom('audit_event as a')
    .where('a.event_code', 'in', READ_EVENTS)
    .where((eb) => {
      const any: Expression<SqlBool>[] = [
        eb.and([eb('a.entity_type', 'in', USER_ENTITIES), eb('a.entity_id', '=', subject.userId)]),
        eb.and([
          eb('a.entity_type', '=', 'patient_list'),
          sql<SqlBool>`a.details -> 'userIds' ? ${subject.userId}`,
        ]),
      ];
      if (subject.requestIds.length > 0) {
        const ids = sql.join(subject.requestIds.map((id) => sql.val(id)));
        any.push(
          eb.and([
            eb('a.entity_type', 'in', ['patient_questionnaire', 'shipping_address']),
            eb('a.entity_id', 'in', subject.requestIds),
          ]),
          eb.and([
            eb('a.entity_type', '=', 'prescription_list'),
            sql<SqlBool>`a.details -> 'ids' ?| array[${ids}]::text[]`,
          ]),
        );
      }
      if (subject.orderIds.length > 0) {
        any.push(
          eb.and([eb('a.entity_type', '=', 'order_history'), eb('a.entity_id', 'in', subject.orderIds)]),
        );
      }
      if (subject.fileIds.length > 0) {
        any.push(eb.and([eb('a.entity_type', '=', 'file'), eb('a.entity_id', 'in', subject.fileIds)]));
      }
      return eb.or(any);
    })
    .where((eb) => eb.or([eb('a.user_id', 'is', null), eb('a.user_id', '!=', subject.userId)]));
}

export async function countReads(db: Kysely<DB>, subject: RecordSubject): Promise<number> {
  const row = await readsOf(db, subject)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of the reads, newest first, with who read (their name and role as the account says now). */
export async function listReads(
  db: Kysely<DB>,
  subject: RecordSubject,
  page: { limit: number; offset: number } | null,
) {
  let q = readsOf(db, subject)
    .leftJoin('app_user as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.occurred_at',
      'a.event_code',
      'a.entity_type',
      'a.entity_id',
      'a.details',
      'u.first_name',
      'u.last_name',
      'u.healco_admin',
      'u.provider_role',
      'u.is_patient',
    ])
    .orderBy('a.occurred_at', 'desc')
    .orderBy('a.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}
export type ReadRow = Awaited<ReturnType<typeof listReads>>[number];
