import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, PropertyIntroductionTable } from '../../db/types.ts';
import { licensedStatesArray } from '../licenses/verified-license.sql.ts';

export type IntroductionRow = Selectable<PropertyIntroductionTable>;

export type HostListRow = IntroductionRow & {
  title: string;
  address_line_one: string;
  address_line_two: string | null;
  city: string;
  us_state: string;
  zipcode: string;
  photo_ids: string[];
  applicant_name: string | null;
  applicant_email: string;
  applicant_phone: string | null;
  applicant_organization_name: string | null;
  applicant_license_states: string[];
  host_organization_name?: string | null;
};

/** A listed property that may be applied to, with its owning organization. */
export async function findListedProperty(db: Kysely<DB>, propertyId: string) {
  return db
    .selectFrom('property')
    .select(['id', 'organization_id', 'title', 'status'])
    .where('id', '=', propertyId)
    .where('status', '=', 'LIST')
    .executeTakeFirst();
}

export async function findIntroduction(db: Kysely<DB>, id: string): Promise<IntroductionRow | undefined> {
  return db.selectFrom('property_introduction').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records an application and stamps the seeker's match (sent introduction) in one transaction. Answers
 * undefined when the organization already applied to this property (the unique constraint decides, so two
 * clicks at once still store one application).
 */
export async function insertIntroduction(
  db: Kysely<DB>,
  row: {
    id: string;
    property_id: string;
    host_organization_id: string;
    organization_id: string;
    applicant_user_id: string;
    message_to_host: string;
    how_soon: string;
  },
): Promise<IntroductionRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('property_introduction')
      .values(row)
      .onConflict((oc) => oc.columns(['property_id', 'organization_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return undefined;
    await trx
      .insertInto('property_match')
      .values({
        organization_id: row.organization_id,
        property_id: row.property_id,
        sent_introduction_on: inserted.sent_on,
      })
      .onConflict((oc) =>
        oc.columns(['organization_id', 'property_id']).doUpdateSet({
          sent_introduction_on: sql`coalesce(property_match.sent_introduction_on, excluded.sent_introduction_on)`,
        }),
      )
      .execute();
    return inserted;
  });
}

/**
 * The applications to one host organization's properties (or to all, for an admin's overview), newest first: the
 * statement the Connections page reads a screenful of and the admin's CSV export reads whole.
 */
export function hostListQuery(
  db: Kysely<DB>,
  hostOrganizationId: string | null,
  viewCondition: 'pending' | 'approved' | 'rejected',
) {
  let query = db
    .selectFrom('property_introduction as i')
    .innerJoin('property as p', 'p.id', 'i.property_id')
    .innerJoin('app_user as u', 'u.id', 'i.applicant_user_id')
    .leftJoin('organization as o', 'o.id', 'i.organization_id')
    .selectAll('i')
    .select([
      'p.title',
      'p.address_line_one',
      'p.address_line_two',
      'p.city',
      'p.us_state',
      'p.zipcode',
      'p.photo_ids',
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'applicant_name',
      ),
      'u.email as applicant_email',
      'u.phone as applicant_phone',
      'o.name as applicant_organization_name',
      licensedStatesArray(sql<string>`i.applicant_user_id`).as('applicant_license_states'),
      sql<string | null>`(select h.name from organization h where h.id = i.host_organization_id)`.as(
        'host_organization_name',
      ),
    ])
    .where('p.status', '<>', 'DLTD');
  if (hostOrganizationId) query = query.where('i.host_organization_id', '=', hostOrganizationId);
  if (viewCondition === 'pending') query = query.where('i.responded', '=', false);
  if (viewCondition === 'approved') query = query.where('i.approved_on', 'is not', null);
  if (viewCondition === 'rejected') query = query.where('i.rejected_on', 'is not', null);
  return query.orderBy('i.sent_on', 'desc').orderBy('i.id');
}

/** The applications to one host organization's properties (or to all, for an admin's overview). */
export async function listForHost(
  db: Kysely<DB>,
  hostOrganizationId: string | null,
  viewCondition: 'pending' | 'approved' | 'rejected',
): Promise<HostListRow[]> {
  return hostListQuery(db, hostOrganizationId, viewCondition).limit(500).execute() as Promise<HostListRow[]>;
}

/** Every application to one host organization's properties (or to all), in the simple view's few columns. */
export async function listSummariesForHost(db: Kysely<DB>, hostOrganizationId: string | null) {
  let query = db
    .selectFrom('property_introduction as i')
    .innerJoin('property as p', 'p.id', 'i.property_id')
    .innerJoin('app_user as u', 'u.id', 'i.applicant_user_id')
    .leftJoin('organization as o', 'o.id', 'i.organization_id')
    .select([
      'i.id',
      'i.organization_id',
      'i.property_id',
      'i.sent_on',
      'i.responded',
      'i.approved_on',
      'i.rejected_on',
      'i.property_chat_id',
      'p.title',
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'applicant_name',
      ),
      'o.name as applicant_organization_name',
    ])
    .where('p.status', '<>', 'DLTD');
  if (hostOrganizationId) query = query.where('i.host_organization_id', '=', hostOrganizationId);
  return query.orderBy('i.sent_on', 'desc').orderBy('i.id').limit(500).execute();
}

/** Answers an unanswered application; undefined when someone answered it first. */
export async function answerIntroduction(
  trx: Transaction<DB> | Kysely<DB>,
  id: string,
  answer:
    | { approved: true; chatId: string; userId: string }
    | { approved: false; reason: string; other: string | null; userId: string },
): Promise<IntroductionRow | undefined> {
  const now = new Date();
  return trx
    .updateTable('property_introduction')
    .set(
      answer.approved
        ? {
            responded: true,
            approved_on: now,
            property_chat_id: answer.chatId,
            responded_by_user_id: answer.userId,
          }
        : {
            responded: true,
            rejected_on: now,
            rejection_reason: answer.reason,
            rejection_reason_other: answer.other,
            responded_by_user_id: answer.userId,
          },
    )
    .where('id', '=', id)
    .where('responded', '=', false)
    .returningAll()
    .executeTakeFirst();
}

export async function insertChat(
  trx: Transaction<DB> | Kysely<DB>,
  row: {
    id: string;
    introduction_id: string;
    property_id: string;
    host_organization_id: string;
    guest_organization_id: string;
  },
) {
  await trx.insertInto('property_chat').values(row).execute();
}
