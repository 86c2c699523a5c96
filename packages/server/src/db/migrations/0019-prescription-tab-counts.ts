import { type Kysely, sql } from 'kysely';

/**
 * The prescription lists' totals, kept by the database as requests move between tabs (docs/performance.md,
 * "Prescription lists at volume"). Counting a tab on each call read every index entry of it in the caller's
 * scope (60,000 for a pharmacist's Approved tab at the bench's volume, the largest part of the call); the list now
 * sums a few counter rows instead whenever no search filter is set. A trigger on patient_questionnaire keeps the
 * counters in the same transaction as the change, so a total is exact, never an estimate.
 *
 * A request's tab here must be the one review.repository.ts `tabCondition` gives it (a test compares the two).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table prescription_tab_count (
      tab text not null,
      us_state text not null,
      paid boolean not null,
      requests bigint not null default 0,
      primary key (tab, us_state, paid)
    )`.execute(db);

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
    create function prescription_tab_count_keep() returns trigger language plpgsql as $$
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

  // Only a change to a column the tabs depend on touches the counters: most updates (a review note, a draft's
  // answers) leave them alone.
  await sql`
    create trigger prescription_tab_count_insert_delete after insert or delete on patient_questionnaire
      for each row execute function prescription_tab_count_keep()`.execute(db);
  await sql`
    create trigger prescription_tab_count_update
      after update of paid_on, accepted_on, rejected_on, is_active, owner_user_id, us_state
      on patient_questionnaire
      for each row execute function prescription_tab_count_keep()`.execute(db);

  await sql`
    insert into prescription_tab_count (tab, us_state, paid, requests)
    select t.tab, pq.us_state, pq.paid_on is not null, count(*)
    from patient_questionnaire pq
    cross join lateral unnest(
      prescription_tabs(pq.paid_on, pq.accepted_on, pq.rejected_on, pq.is_active, pq.owner_user_id)
    ) as t(tab)
    group by 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger prescription_tab_count_update on patient_questionnaire`.execute(db);
  await sql`drop trigger prescription_tab_count_insert_delete on patient_questionnaire`.execute(db);
  await sql`drop function prescription_tab_count_keep()`.execute(db);
  await sql`drop function prescription_tabs(timestamptz, timestamptz, timestamptz, boolean, text)`.execute(
    db,
  );
  await sql`drop table prescription_tab_count`.execute(db);
}
