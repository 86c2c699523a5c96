import type { PrescriptionTab } from '@carespace/domain';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import { licensedStatesOf } from '../licenses/verified-license.sql.ts';

/**
 * Who is looking, as the SQL sees it. Every read and every decision filters on this in the query itself, so a
 * request outside the caller's reach is never loaded, not loaded and then hidden.
 */
export type ReviewScope =
  | { kind: 'admin' }
  /** A healthcare professional (HPRO): requests from patients in the states of their verified, unexpired licenses. */
  | { kind: 'reviewer'; userId: string }
  /** A pharmacist: approved requests only. */
  | { kind: 'pharmacist' }
  | { kind: 'patient'; userId: string };

export type QB = SelectQueryBuilder<
  DB & { pq: DB['patient_questionnaire']; u: DB['app_user'] },
  'pq' | 'u',
  object
>;
export type PqEb = ExpressionBuilder<DB & { pq: DB['patient_questionnaire'] }, 'pq'>;

/**
 * The tab lifecycle (decisions.md): Pending ('others') = paid, not decided; Approved = accepted and the
 * subscription running; Completed = accepted, subscription ended; Rejected = rejected; Referred = sent to be seen
 * in person (migration 0040); Incomplete = an account's request not paid yet. Each tab's condition matches one partial index (migration 0007). The flags are literals,
 * not parameters, so a prepared statement's generic plan still proves the index's predicate.
 */
export function tabCondition(eb: PqEb, tab: PrescriptionTab) {
  switch (tab) {
    case 'others':
      return eb.and([
        eb('pq.paid_on', 'is not', null),
        eb('pq.accepted_on', 'is', null),
        eb('pq.rejected_on', 'is', null),
        eb('pq.referred_on', 'is', null),
      ]);
    case 'referred':
      return eb('pq.referred_on', 'is not', null);
    case 'approved':
      return eb.and([eb('pq.accepted_on', 'is not', null), eb('pq.is_active', '=', eb.lit(true))]);
    case 'completed':
      return eb.and([eb('pq.accepted_on', 'is not', null), eb('pq.is_active', '=', eb.lit(false))]);
    case 'rejected':
      return eb('pq.rejected_on', 'is not', null);
    case 'incomplete':
      return eb.and([eb('pq.paid_on', 'is', null), eb('pq.owner_user_id', 'is not', null)]);
  }
}

/** The date each tab is about: when it was paid, decided, or started. */
export function tabDateColumn(tab: PrescriptionTab) {
  switch (tab) {
    case 'others':
      return 'pq.paid_on' as const;
    case 'approved':
    case 'completed':
      return 'pq.accepted_on' as const;
    case 'rejected':
      return 'pq.rejected_on' as const;
    case 'referred':
      return 'pq.referred_on' as const;
    case 'incomplete':
      return 'pq.created_on' as const;
  }
}

/** The scope's rows: what a caller may ever see, whatever the tab. */
export function scopeCondition(eb: PqEb, scope: ReviewScope) {
  switch (scope.kind) {
    case 'admin':
      return eb.val(true);
    case 'reviewer':
      // Paid requests only: an unpaid draft is not the reviewer's business yet. Licensure is the verified,
      // unexpired licenses an admin checked, never the states the reviewer lists on their own profile.
      return eb.and([
        eb('pq.paid_on', 'is not', null),
        eb('pq.us_state', 'in', licensedStatesOf(scope.userId)),
      ]);
    case 'pharmacist':
      return tabCondition(eb, 'approved');
    case 'patient':
      return eb('pq.owner_user_id', '=', scope.userId);
  }
}

export function base(db: Kysely<DB>, withPatient = true): QB {
  const requests = db.selectFrom('patient_questionnaire as pq');
  // Every listed request has its patient (paid ones by checkout's rule, incomplete ones by the tab's condition),
  // so a count with no name or email filter leaves the join out and stays an index-only scan of the tab's index.
  return (withPatient
    ? requests.innerJoin('app_user as u', 'u.id', 'pq.owner_user_id')
    : requests) as unknown as QB;
}

/** The columns of a listed request, shared by the list, the export and the detail. */
export const LIST_COLUMNS = [
  'pq.id',
  'pq.checkout_session_id',
  'pq.treatment_category',
  'pq.us_state',
  'pq.created_on',
  'pq.paid_on',
  'pq.accepted_on',
  'pq.rejected_on',
  'pq.referred_on',
  'pq.referral_note',
  'pq.is_active',
  'pq.rejection_reason_id',
  'pq.rejection_reason_other',
  'pq.provider_note',
  'pq.reviewer_user_id',
  'pq.review_started_on',
  'pq.rx_medication_id',
  'pq.owner_user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;
