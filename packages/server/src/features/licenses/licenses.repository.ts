import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { LICENSE_TODAY } from './verified-license.sql.ts';

function licenseColumns(db: Kysely<DB>) {
  return db
    .selectFrom('provider_license as l')
    .leftJoin('stored_file as f', 'f.id', 'l.document_file_id')
    .select([
      'l.id',
      'l.user_id',
      'l.us_state',
      'l.license_number',
      sql<string>`to_char(l.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'l.status',
      'l.submitted_on',
      'l.reviewed_on',
      'l.rejection_reason',
      'l.document_file_id',
      'f.file_name as document_file_name',
      'f.original_name as document_original_name',
      'f.mime_type as document_mime_type',
      sql<string>`to_char(${LICENSE_TODAY}, 'YYYY-MM-DD')`.as('today'),
    ]);
}

export type LicenseRow = NonNullable<Awaited<ReturnType<typeof findLicense>>>;

/** One license by id, whoever holds it (callers decide who may see it). */
export async function findLicense(db: Kysely<DB>, id: string) {
  return licenseColumns(db).where('l.id', '=', id).executeTakeFirst();
}

/** A provider's current licenses: one line per state and outcome, replaced ones left out; by state, newest first. */
export async function listOwnLicenses(db: Kysely<DB>, userId: string) {
  return licenseColumns(db)
    .where('l.user_id', '=', userId)
    .where('l.replaced_on', 'is', null)
    .orderBy('l.us_state')
    .orderBy('l.submitted_on', 'desc')
    .orderBy('l.id')
    .execute();
}

/** The admin queue: pending licenses, oldest first, with who holds them; and how many wait in all. */
export async function pendingQueue(db: Kysely<DB>, limit: number) {
  const [items, total] = await Promise.all([
    licenseColumns(db)
      .innerJoin('app_user as u', 'u.id', 'l.user_id')
      .leftJoin('organization as o', 'o.id', 'u.organization_id')
      .select([
        sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`.as('provider_name'),
        'u.email as provider_email',
        'u.provider_role',
        'u.npi as provider_npi',
        'o.name as organization_name',
      ])
      .where(sql<boolean>`l.status = 'PEND'`)
      .orderBy('l.submitted_on')
      .orderBy('l.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('provider_license')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where(sql<boolean>`status = 'PEND'`)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.total) };
}

/** A file of the providerLicenses folder the user uploaded and no license holds yet. */
export async function findUnusedDocument(db: Kysely<DB>, userId: string, fileId: string) {
  return db
    .selectFrom('stored_file as f')
    .select('f.id')
    .where('f.id', '=', fileId)
    .where('f.folder', '=', 'providerLicenses')
    .where('f.owner_user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('provider_license as l').select('l.id').whereRef('l.document_file_id', '=', 'f.id'),
        ),
      ),
    )
    .executeTakeFirst();
}

/** Whether a stored file is the document of a license (it then goes only with its license). */
export async function isLicenseDocument(db: Kysely<DB>, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('provider_license')
    .select('id')
    .where('document_file_id', '=', fileId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewLicense {
  id: string;
  userId: string;
  usState: string;
  licenseNumber: string;
  expiresOn: string;
  documentFileId: string | null;
  now: Date;
}

/**
 * Records a pending license. A rejection for the same state is replaced (the new submission is the answer to it);
 * a verified license of the state keeps counting until this one is verified in its place. The unique index of
 * pending licenses refuses a second pending one for the state, even from two submissions at once.
 */
export async function insertLicense(db: Kysely<DB>, license: NewLicense): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('provider_license')
      .set({ replaced_on: license.now })
      .where('user_id', '=', license.userId)
      .where('us_state', '=', license.usState)
      .where(sql<boolean>`status = 'REJE'`)
      .where('replaced_on', 'is', null)
      .execute();
    await trx
      .insertInto('provider_license')
      .values({
        id: license.id,
        user_id: license.userId,
        us_state: license.usState,
        license_number: license.licenseNumber,
        expires_on: license.expiresOn,
        status: 'PEND',
        document_file_id: license.documentFileId,
        submitted_on: license.now,
      })
      .execute();
  });
}

/** Deletes one of the user's own pending licenses; answers what it held, or undefined when there was none. */
export async function deletePendingLicense(db: Kysely<DB>, id: string, userId: string) {
  return db
    .deleteFrom('provider_license')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(sql<boolean>`status = 'PEND'`)
    .returning(['id', 'us_state', 'document_file_id'])
    .executeTakeFirst();
}

/**
 * Verifies a pending license that has not expired, once: the row is locked and re-checked, the state's earlier
 * verified license (a renewal's predecessor) is marked replaced, then this one becomes the verified one. Of two
 * admins deciding at once, the second finds it no longer pending. Undefined when nothing was verified.
 */
export async function verifyOnce(db: Kysely<DB>, decision: { id: string; reviewerId: string; now: Date }) {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('provider_license')
      .select(['id', 'user_id', 'us_state'])
      .where('id', '=', decision.id)
      .where(sql<boolean>`status = 'PEND'`)
      .where('expires_on', '>=', LICENSE_TODAY)
      .forUpdate()
      .executeTakeFirst();
    if (!pending) return undefined;
    await trx
      .updateTable('provider_license')
      .set({ replaced_on: decision.now })
      .where('user_id', '=', pending.user_id)
      .where('us_state', '=', pending.us_state)
      .where(sql<boolean>`status = 'VERI'`)
      .where('replaced_on', 'is', null)
      .execute();
    return trx
      .updateTable('provider_license')
      .set({ status: 'VERI', reviewed_by: decision.reviewerId, reviewed_on: decision.now })
      .where('id', '=', pending.id)
      .returning(['id'])
      .executeTakeFirst();
  });
}

/** Rejects a pending license with the reason the provider will read, once. */
export async function rejectOnce(
  db: Kysely<DB>,
  decision: { id: string; reviewerId: string; reason: string; now: Date },
) {
  return db
    .updateTable('provider_license')
    .set({
      status: 'REJE',
      reviewed_by: decision.reviewerId,
      reviewed_on: decision.now,
      rejection_reason: decision.reason,
    })
    .where('id', '=', decision.id)
    .where(sql<boolean>`status = 'PEND'`)
    .returning(['id'])
    .executeTakeFirst();
}

/** Who a license decision is emailed to. */
export async function findHolder(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'status', 'provider_role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
