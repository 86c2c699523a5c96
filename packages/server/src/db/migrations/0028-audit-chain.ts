import { type Kysely, sql } from 'kysely';

/** The advisory lock that serialises writers of the audit chain (any fixed number no other lock uses). */
const AUDIT_CHAIN_LOCK = sql.lit(7_301_955_021);

/**
 * The audit log becomes a hash chain: each row carries its place in the chain (`chain_position`, 1, 2, 3 … with
 * no gaps), the hash of the row before it (`prev_hash`; 64 zeros for the first) and its own `hash`, the SHA-256 of
 * a canonical encoding of its content and prev_hash (features/audit/audit-chain.ts spells the encoding out and
 * checks it independently). Changing, removing or reordering a row by hand then shows: its hash no longer matches
 * its content, or the next row's prev_hash no longer matches it. `npm run audit:verify` walks the chain.
 *
 * Where the chain is computed: in the database, by a BEFORE INSERT trigger. Several server processes write audit
 * rows at once (each through its own group commit), and only the database sees them all. The trigger takes a
 * transaction-level advisory lock, reads the newest row of the chain and continues from it: the next writer, from
 * any process, waits for the lock until this transaction ends, and then reads the row just committed. So the
 * chain's order is the order in which writers took the lock, and no two rows ever claim the same predecessor (the
 * unique index on chain_position refuses it even if something went around the lock). Whatever writes to the table
 * (the app, a seed, an operator's insert) is chained the same way. The lock is held until commit: a transaction
 * that writes an audit row writes it last.
 *
 * Measured before choosing: a one-row `audit_chain_head` moved under its row lock cost about 250 µs a row when a
 * statement inserted many rows (every update of one row in one transaction lengthens the row's version chain);
 * the lock and a lookup of the newest row in the chain_position index cost about 20 µs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_event
      add column chain_position bigint,
      add column prev_hash text,
      add column hash text`.execute(db);

  // Version 1 of the canonical encoding. Every field is written as its length in bytes, a colon and its text, or
  // '~' for null, each followed by ';', so no two different rows can encode alike. The time is whole
  // microseconds since 1970 (independent of the session's time zone); details are jsonb's own text form.
  await sql`
    create function audit_field(value text) returns text language sql immutable as $$
      select coalesce(octet_length(value)::text || ':' || value, '~') || ';'
    $$`.execute(db);
  // PL/pgSQL rather than SQL: called from the trigger once a row, a SQL function was planned again on every call
  // (1000 rows in one insert: 0.9 s instead of 0.15 s on the embedded database).
  await sql`
    create function audit_event_hash(e audit_event) returns text language plpgsql stable as $$
    begin
      return encode(sha256(convert_to(
        'carespace-audit-v1;'
        || audit_field(e.chain_position::text)
        || audit_field(e.id::text)
        || audit_field(((extract(epoch from e.occurred_at) * 1000000)::bigint)::text)
        || audit_field(e.event_code)
        || audit_field(e.user_id)
        || audit_field(e.entity_type)
        || audit_field(e.entity_id)
        || audit_field(e.ip)
        || audit_field(e.user_agent)
        || audit_field(e.request_id)
        || audit_field(e.details::text)
        || audit_field(e.prev_hash),
        'UTF8')), 'hex');
    end $$`.execute(db);

  // The rows written before the chain existed are chained in the order they were written (their ids).
  await sql`alter table audit_event disable trigger audit_event_no_change`.execute(db);
  await sql`
    do $$
    declare
      r audit_event;
      n bigint := 0;
      previous text := repeat('0', 64);
    begin
      for r in select * from audit_event order by id loop
        n := n + 1;
        r.chain_position := n;
        r.prev_hash := previous;
        r.hash := audit_event_hash(r);
        update audit_event set chain_position = r.chain_position, prev_hash = r.prev_hash, hash = r.hash
          where id = r.id;
        previous := r.hash;
      end loop;
    end $$`.execute(db);
  await sql`alter table audit_event enable trigger audit_event_no_change`.execute(db);

  await sql`
    alter table audit_event
      alter column chain_position set not null,
      alter column prev_hash set not null,
      alter column hash set not null`.execute(db);
  // The verifier walks the chain in pages by position.
  await sql`create unique index audit_event_chain_position_key on audit_event (chain_position)`.execute(db);

  await sql`
    create function audit_event_chain() returns trigger language plpgsql as $$
    declare
      last record;
    begin
      perform pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK});
      select chain_position, hash into last from audit_event order by chain_position desc limit 1;
      new.chain_position := coalesce(last.chain_position, 0) + 1;
      new.prev_hash := coalesce(last.hash, repeat('0', 64));
      new.hash := audit_event_hash(new);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger audit_event_chain before insert on audit_event
    for each row execute function audit_event_chain()`.execute(db);
  // The row trigger refuses UPDATE and DELETE; TRUNCATE fires no row trigger, so it is refused on its own.
  await sql`
    create trigger audit_event_no_truncate before truncate on audit_event
    for each statement execute function audit_event_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger audit_event_no_truncate on audit_event`.execute(db);
  await sql`drop trigger audit_event_chain on audit_event`.execute(db);
  await sql`drop function audit_event_chain()`.execute(db);
  await sql`drop index audit_event_chain_position_key`.execute(db);
  await sql`
    alter table audit_event drop column chain_position, drop column prev_hash, drop column hash`.execute(db);
  await sql`drop function audit_event_hash(audit_event)`.execute(db);
  await sql`drop function audit_field(text)`.execute(db);
}
