import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface StatsRow {
  patients: string | number;
  providers: string | number;
  new_patients: string | number;
  new_providers: string | number;
  properties_listed: string | number;
  prescriptions_pending: string | number;
  applications_pending: string | number;
  oldest_pending: Date | string | null;
  prescriptions_approved: string | number;
  orders_shipped: string | number;
  paid_memberships: string | number;
  referrals: string | number;
  visit_requests_waiting: string | number;
  visits_accepted: string | number;
  booked_hours: string | number | null;
  gross_bookings_cents: string | number | null;
}

/**
 * The dashboard's figures in one round trip. "This week" is the 7 days before `now`. Pending applications are
 * the ones the Connections page lists as pending: unanswered, on a property that was not deleted. A paid membership follows
 * isPaidMember (domain rules/membership.ts): legacy, or a subscription that is not incomplete and, when canceled
 * or set to cancel, still inside the period paid for.
 */
export async function readStats(db: Kysely<DB>, now: Date): Promise<StatsRow> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const result = await sql<StatsRow>`
    select
      (select count(*) from app_user where is_patient) as patients,
      (select count(*) from app_user where provider_role is not null) as providers,
      (select count(*) from app_user where is_patient and created_on >= ${weekAgo}) as new_patients,
      (select count(*) from app_user where provider_role is not null and created_on >= ${weekAgo}) as new_providers,
      (select count(*) from property where status = 'LIST') as properties_listed,
      (select count(*) from patient_questionnaire
        where paid_on is not null and accepted_on is null and rejected_on is null and referred_on is null)
        as prescriptions_pending,
      (select count(*) from property_introduction i join property p on p.id = i.property_id
        where not i.responded and p.status <> 'DLTD') as applications_pending,
      (select min(paid_on) from patient_questionnaire
        where paid_on is not null and accepted_on is null and rejected_on is null and referred_on is null)
        as oldest_pending,
      (select count(*) from patient_questionnaire where accepted_on >= ${weekAgo}) as prescriptions_approved,
      (select count(*) from order_history where shipped_on >= ${weekAgo}) as orders_shipped,
      (select count(*) from patient_questionnaire where referred_on is not null) as referrals,
      (select count(*) from visit_request where status = 'REQD') as visit_requests_waiting,
      (select count(*) from visit_request where status = 'ACPT') as visits_accepted,
      (select count(*) from organization
        where healco_plan = 'LGCY'
           or (subscription_status is not null and subscription_status <> 'incomplete'
               and ((subscription_status <> 'canceled' and not cancel_at_period_end)
                    or current_period_end > ${now}))) as paid_memberships,
      (select coalesce(sum(extract(epoch from ends_at - starts_at)) / 3600, 0) from space_booking
        where status = 'confirmed') as booked_hours,
      (select coalesce(sum(total_cents - refund_cents), 0) from space_booking
        where status in ('confirmed', 'canceled') and paid_on is not null) as gross_bookings_cents
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('stats query returned no row');
  return row;
}
