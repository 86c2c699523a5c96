import { type Kysely, sql } from 'kysely';
import { replaceReferenceItems } from '../../features/reference/reference.repository.ts';
import { allReferenceTables } from '../../features/reference/reference-tables.ts';
import type { DB } from '../types.ts';

/**
 * In-person visits: a reviewer may end a prescription request as *referred* (the patient should be examined in
 * person; the payment is refunded), clinicians opt in to see such patients at their practice, and a patient asks
 * one of them for a visit.
 *
 * Referred is a tab of its own, so the tab function of migration 0019 learns it: a referred request is no longer
 * pending. The function gains an argument, so the trigger function is replaced with one that calls the new
 * form, the update trigger also watches referred_on, and the counters are rebuilt from the rows. The pending
 * tab's partial index gains `referred_on is null` so the pending list stays an index-only scan of pending rows.
 * A request's tab here must be the one review.repository.ts `tabCondition` gives it (a test compares the two).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient_questionnaire
    add column referred_on timestamptz,
    add column referral_note text`.execute(db);

  await sql`drop index pq_tab_pending_idx`.execute(db);
  await sql`create index pq_tab_pending_idx on patient_questionnaire (paid_on, us_state)
    where paid_on is not null and accepted_on is null and rejected_on is null and referred_on is null`.execute(
    db,
  );
  await sql`create index pq_tab_referred_idx on patient_questionnaire (referred_on, us_state)
    where referred_on is not null`.execute(db);

  await sql`
    create function prescription_tabs(
      paid_on timestamptz, accepted_on timestamptz, rejected_on timestamptz, referred_on timestamptz,
      is_active boolean, owner_user_id text
    ) returns text[] language sql immutable as $$
      select array_remove(array[
        case when paid_on is not null and accepted_on is null and rejected_on is null and referred_on is null
          then 'others' end,
        case when accepted_on is not null and is_active then 'approved' end,
        case when accepted_on is not null and not is_active then 'completed' end,
        case when rejected_on is not null then 'rejected' end,
        case when referred_on is not null then 'referred' end,
        case when paid_on is null and owner_user_id is not null then 'incomplete' end
      ], null)
    $$`.execute(db);

  await sql`
    create or replace function prescription_tab_count_keep() returns trigger language plpgsql as $$
    declare
      moved text;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        foreach moved in array prescription_tabs(
          old.paid_on, old.accepted_on, old.rejected_on, old.referred_on, old.is_active, old.owner_user_id
        ) loop
          update prescription_tab_count c set requests = c.requests - 1
            where c.tab = moved and c.us_state = old.us_state and c.paid = (old.paid_on is not null);
        end loop;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        foreach moved in array prescription_tabs(
          new.paid_on, new.accepted_on, new.rejected_on, new.referred_on, new.is_active, new.owner_user_id
        ) loop
          insert into prescription_tab_count as c (tab, us_state, paid, requests)
            values (moved, new.us_state, new.paid_on is not null, 1)
            on conflict (tab, us_state, paid) do update set requests = c.requests + 1;
        end loop;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`drop function prescription_tabs(timestamptz, timestamptz, timestamptz, boolean, text)`.execute(
    db,
  );

  await sql`drop trigger prescription_tab_count_update on patient_questionnaire`.execute(db);
  await sql`
    create trigger prescription_tab_count_update
      after update of paid_on, accepted_on, rejected_on, referred_on, is_active, owner_user_id, us_state
      on patient_questionnaire
      for each row execute function prescription_tab_count_keep()`.execute(db);
  await rebuildCounters(db, 'referred_on, ');

  // A clinician's offer to see referred patients at their practice. Off by default; the practice's own address
  // and position are read at search time, so a move of the practice moves the offer with it.
  await sql`
    create table in_person_offer (
      user_id text primary key references app_user(id) on delete cascade,
      organization_id text not null references organization(id) on delete cascade,
      enabled boolean not null default false,
      categories text[] not null default '{}',
      days smallint[] not null default '{}',
      from_hour smallint not null default 9,
      to_hour smallint not null default 17,
      updated_on timestamptz not null default now(),
      check (from_hour >= 0 and to_hour <= 24 and from_hour < to_hour)
    )`.execute(db);
  await sql`create index in_person_offer_organization_idx on in_person_offer (organization_id)
    where enabled`.execute(db);
  // The nearby search reads practices by position (the property search's pattern, migration 0018).
  await sql`create index organization_position_idx on organization using gist (earth_position)`.execute(db);

  // A patient's request to one clinician, for one referred prescription request.
  await sql`
    create table visit_request (
      id text primary key,
      patient_questionnaire_id text not null references patient_questionnaire(id) on delete cascade,
      patient_user_id text not null references app_user(id) on delete cascade,
      clinician_user_id text not null references app_user(id) on delete cascade,
      organization_id text not null references organization(id) on delete cascade,
      proposed_times jsonb not null,
      share_answers boolean not null default false,
      consent_on timestamptz,
      status text not null default 'REQD' check (status in ('REQD', 'ACPT', 'DECL')),
      accepted_time timestamptz,
      decline_reason text,
      answered_on timestamptz,
      created_on timestamptz not null default now()
    )`.execute(db);
  // One open request per referral: after a decline the patient may ask the next clinician.
  await sql`create unique index visit_request_open_idx on visit_request (patient_questionnaire_id)
    where status in ('REQD', 'ACPT')`.execute(db);
  await sql`create index visit_request_clinician_idx on visit_request (clinician_user_id, created_on)`.execute(
    db,
  );
  await sql`create index visit_request_questionnaire_idx on visit_request (patient_questionnaire_id)`.execute(
    db,
  );
  // A visit's calendar file travels with its email; the offline outbox keeps it for the dev mailbox and tests.
  await sql`alter table mail_outbox add column attachments jsonb`.execute(db);
  // The audit log's new event codes (RXRF, IPOF, IPVR, IPVA, IPVD) and the new notification type in the lists.
  await replaceReferenceItems(db as Kysely<DB>, allReferenceTables());
}

async function rebuildCounters(db: Kysely<unknown>, referred: string): Promise<void> {
  await sql`delete from prescription_tab_count`.execute(db);
  await sql
    .raw(`
    insert into prescription_tab_count (tab, us_state, paid, requests)
    select t.tab, pq.us_state, pq.paid_on is not null, count(*)
    from patient_questionnaire pq
    cross join lateral unnest(
      prescription_tabs(pq.paid_on, pq.accepted_on, pq.rejected_on, ${referred}pq.is_active, pq.owner_user_id)
    ) as t(tab)
    group by 1, 2, 3`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
  await sql`drop table visit_request`.execute(db);
  await sql`drop index organization_position_idx`.execute(db);
  await sql`drop table in_person_offer`.execute(db);
  await sql`
    create function prescription_tabs(
      paid_on timestamptz, accepted_on timestamptz, rejected_on timestamptz, is_active boolean, owner_user_id text
    ) returns text[] language sql immutable as $$
      select array_remove(array[
        case when paid_on is not null and accepted_on is null and rejected_on is null then 'others' end,
        case when accepted_on is not null and is_active then 'approved' end,
        case when accepted_on is not null and not is_active then 'completed' end,
        case when rejected_on is not null then 'rejected' end,
        case when paid_on is null and owner_user_id is not null then 'incomplete' end
      ], null)
    $$`.execute(db);
  await sql`
    create or replace function prescription_tab_count_keep() returns trigger language plpgsql as $$
    declare
      moved text;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        foreach moved in array prescription_tabs(
          old.paid_on, old.accepted_on, old.rejected_on, old.is_active, old.owner_user_id
        ) loop
          update prescription_tab_count c set requests = c.requests - 1
            where c.tab = moved and c.us_state = old.us_state and c.paid = (old.paid_on is not null);
        end loop;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        foreach moved in array prescription_tabs(
          new.paid_on, new.accepted_on, new.rejected_on, new.is_active, new.owner_user_id
        ) loop
          insert into prescription_tab_count as c (tab, us_state, paid, requests)
            values (moved, new.us_state, new.paid_on is not null, 1)
            on conflict (tab, us_state, paid) do update set requests = c.requests + 1;
        end loop;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger prescription_tab_count_update on patient_questionnaire`.execute(db);
  await sql`
    create trigger prescription_tab_count_update
      after update of paid_on, accepted_on, rejected_on, is_active, owner_user_id, us_state
      on patient_questionnaire
      for each row execute function prescription_tab_count_keep()`.execute(db);
  await sql`drop function prescription_tabs(timestamptz, timestamptz, timestamptz, timestamptz, boolean, text)`.execute(
    db,
  );
  await sql`drop index pq_tab_referred_idx`.execute(db);
  await sql`drop index pq_tab_pending_idx`.execute(db);
  await sql`create index pq_tab_pending_idx on patient_questionnaire (paid_on, us_state)
    where paid_on is not null and accepted_on is null and rejected_on is null`.execute(db);
  await sql`alter table patient_questionnaire drop column referred_on, drop column referral_note`.execute(db);
  await rebuildCounters(db, '');
}
