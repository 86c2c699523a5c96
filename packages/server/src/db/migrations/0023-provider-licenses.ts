import { type Kysely, sql } from 'kysely';
import { replaceReferenceItems } from '../../features/reference/reference.repository.ts';
import { allReferenceTables } from '../../features/reference/reference-tables.ts';
import type { DB } from '../types.ts';

/**
 * Verified state licenses (docs/decisions.md, "Verified state licenses"). Licensure decides who may read and
 * decide prescription requests, so it is no longer the profile's self-declared list: each license is a row an
 * admin verifies or rejects, and only a verified one that has not expired counts.
 *
 * Rows are history. Per provider and state there is at most one pending license, one current verified license and
 * one current rejection; a renewal that is verified replaces the earlier verified license, and a new submission
 * replaces an earlier rejection (replaced_on), so the provider sees one line per state and what happened to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table provider_license (
      id text primary key,
      user_id text not null references app_user(id) on delete cascade,
      us_state text not null,
      license_number text not null check (char_length(license_number) between 1 and 30),
      expires_on date not null,
      status text not null default 'PEND' check (status in ('PEND', 'VERI', 'REJE')),
      document_file_id text references stored_file(id),
      submitted_on timestamptz not null default now(),
      reviewed_by text references app_user(id) on delete set null,
      reviewed_on timestamptz,
      rejection_reason text check (char_length(rejection_reason) between 1 and 255),
      replaced_on timestamptz,
      constraint provider_license_reviewed check ((status = 'PEND') = (reviewed_on is null)),
      constraint provider_license_reason check ((status = 'REJE') = (rejection_reason is not null))
    )`.execute(db);
  await sql`
    create unique index provider_license_one_pending on provider_license (user_id, us_state)
    where status = 'PEND'`.execute(db);
  // Also the index of every licensure check: "the states where this user holds a verified license".
  await sql`
    create unique index provider_license_one_verified on provider_license (user_id, us_state)
    include (expires_on) where status = 'VERI' and replaced_on is null`.execute(db);
  await sql`
    create unique index provider_license_one_rejection on provider_license (user_id, us_state)
    where status = 'REJE' and replaced_on is null`.execute(db);
  await sql`
    create index provider_license_queue on provider_license (submitted_on, id) where status = 'PEND'`.execute(
    db,
  );
  await sql`
    create unique index provider_license_document on provider_license (document_file_id)
    where document_file_id is not null`.execute(db);
  // The audit log's new event codes (LCSB, LCWD, LCVR, LCRJ) in the reference lists.
  await replaceReferenceItems(db as Kysely<DB>, allReferenceTables());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists provider_license`.execute(db);
}
