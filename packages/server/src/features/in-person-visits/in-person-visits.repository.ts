import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/types.ts';
import { chordMeters, EARTH_RADIUS_METERS, earthOrigin, METERS_PER_MILE } from '../../lib/earth-distance.ts';
import { countsAsLicensed } from '../licenses/verified-license.sql.ts';

// ---- The clinician's offer ----

/** The caller's offer (if any) and their practice, with the states of their licences that count. */
export async function findOffer(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('organization as org', 'org.id', 'u.organization_id')
    .leftJoin('in_person_offer as o', 'o.user_id', 'u.id')
    .select([
      'u.id as user_id',
      'u.organization_id',
      'org.name as practice_name',
      'org.address_line_one',
      'org.city',
      'org.us_state',
      'org.zipcode',
      sql<boolean>`org.earth_position is not null`.as('located'),
      'o.enabled',
      'o.categories',
      'o.days',
      'o.from_hour',
      'o.to_hour',
      sql<string[]>`(select coalesce(array_agg(distinct pl.us_state order by pl.us_state), '{}'::text[])
        from provider_license pl where pl.user_id = u.id and ${countsAsLicensed('pl')})`.as(
        'licensed_states',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function saveOffer(
  db: Kysely<DB>,
  offer: {
    userId: string;
    organizationId: string;
    enabled: boolean;
    categories: string[];
    days: number[];
    fromHour: number;
    toHour: number;
  },
) {
  const values = {
    organization_id: offer.organizationId,
    enabled: offer.enabled,
    categories: offer.categories,
    days: offer.days,
    from_hour: offer.fromHour,
    to_hour: offer.toHour,
    updated_on: new Date(),
  };
  await db
    .insertInto('in_person_offer')
    .values({ user_id: offer.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

// ---- The nearby search ----

export interface NearbyQuery {
  lat: number;
  lng: number;
  miles: number;
  /** The patient's state: a clinician must hold a licence that counts there. */
  usState: string;
  treatmentCategory: string;
  limit: number;
}

/**
 * Opted-in clinicians whose practice is within `miles` of a point, nearest first: licensed (verified, unexpired)
 * in the patient's state, handling the treatment, active, and still a member of the practice the offer names.
 * The offers are found by their practice's position (the earth_box test on in_person_offer_position_idx, which
 * holds only enabled offers), as nearby listings are found by theirs.
 * Never selects the street: the patient sees it only once a clinician accepts. Also explained by the bench.
 */
export function nearbyCliniciansQuery(db: Kysely<DB>, q: NearbyQuery) {
  const meters = q.miles * METERS_PER_MILE;
  // Once per call, not per candidate (see earthPoint).
  const origin = earthOrigin(q.lat, q.lng);
  const chord = sql<number>`(o.earth_position <-> ${origin})`;
  return (
    db
      .selectFrom('in_person_offer as o')
      .innerJoin('organization as org', 'org.id', 'o.organization_id')
      .innerJoin('app_user as u', 'u.id', 'o.user_id')
      .where(sql<boolean>`earth_box(${origin}, ${meters}::float8) @> o.earth_position`)
      .where(sql<boolean>`${chord} <= ${chordMeters(meters)}::float8`)
      // A literal, so the planner can use the partial index of enabled offers.
      .where(sql<boolean>`o.enabled = true`)
      .where(sql<boolean>`${q.treatmentCategory}::text = any(o.categories)`)
      .where('u.status', '=', 'ACTV')
      .whereRef('u.organization_id', '=', 'o.organization_id')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('provider_license as pl')
            .select('pl.id')
            .whereRef('pl.user_id', '=', 'o.user_id')
            .where('pl.us_state', '=', q.usState)
            .where(countsAsLicensed('pl')),
        ),
      )
      .select([
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'org.name as practice_name',
        'org.city',
        'org.us_state',
        'o.days',
        'o.from_hour',
        'o.to_hour',
        sql<string | null>`(select r.name from provider_specialty s
        join reference_item r on r.table_name = 'providerSpecialty' and r.id = s.specialty
        where s.user_id = u.id order by r.name limit 1)`.as('specialty'),
        sql<number>`2 * ${EARTH_RADIUS_METERS}::float8 * asin(${chord} / ${2 * EARTH_RADIUS_METERS}::float8) / ${METERS_PER_MILE}::float8`.as(
          'miles',
        ),
      ])
      .orderBy(chord)
      .orderBy('u.id')
      .limit(q.limit)
  );
}

export async function nearbyClinicians(db: Kysely<DB>, q: NearbyQuery) {
  return nearbyCliniciansQuery(db, q).execute();
}

// ---- Referrals and visit requests ----

/** A referred request of the patient's own, with where it ships (the search's origin). */
function ownReferral(db: Kysely<DB>, patientUserId: string, id: string) {
  return db
    .selectFrom('patient_questionnaire as pq')
    .select([
      'pq.id',
      'pq.treatment_category',
      'pq.us_state',
      'pq.referral_note',
      'pq.shipping_postal_code',
      'pq.zipcode',
      'pq.shipping_state',
    ])
    .where('pq.id', '=', id)
    .where('pq.owner_user_id', '=', patientUserId)
    .where('pq.referred_on', 'is not', null);
}

export async function findOwnReferral(db: Kysely<DB>, patientUserId: string, id: string) {
  return ownReferral(db, patientUserId, id).executeTakeFirst();
}

const visitColumns = [
  'v.id',
  'v.patient_questionnaire_id',
  'v.patient_user_id',
  'v.clinician_user_id',
  'v.status',
  'v.proposed_times',
  'v.share_answers',
  'v.accepted_time',
  'v.decline_reason',
  'v.created_on',
  'org.name as practice_name',
  'org.address_line_one',
  'org.address_line_two',
  'org.city',
  'org.us_state',
  'org.zipcode',
  'org.phone as practice_phone',
  'c.first_name as clinician_first_name',
  'c.last_name as clinician_last_name',
] as const;

/** The clinician's provider role, which decides the dashboard their visit requests are answered from. */
export async function findProviderRole(db: Kysely<DB>, userId: string) {
  const row = await db
    .selectFrom('app_user')
    .select('provider_role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.provider_role;
}

function visits(db: Kysely<DB>) {
  return db
    .selectFrom('visit_request as v')
    .innerJoin('organization as org', 'org.id', 'v.organization_id')
    .innerJoin('app_user as c', 'c.id', 'v.clinician_user_id');
}

export async function visitRequestsOfReferral(db: Kysely<DB>, patientQuestionnaireId: string) {
  return visits(db)
    .select([...visitColumns])
    .where('v.patient_questionnaire_id', '=', patientQuestionnaireId)
    .orderBy('v.created_on', 'desc')
    .execute();
}

export type VisitRow = Awaited<ReturnType<typeof visitRequestsOfReferral>>[number];

/**
 * The patient's own referral with its visit requests (newest first) in one statement: the referral page's read,
 * which runs on every visit to it. The requests come as JSON, so their times are text.
 */
export async function findOwnReferralWithRequests(db: Kysely<DB>, patientUserId: string, id: string) {
  return ownReferral(db, patientUserId, id)
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('visit_request as v')
          .innerJoin('organization as org', 'org.id', 'v.organization_id')
          .innerJoin('app_user as c', 'c.id', 'v.clinician_user_id')
          .select([...visitColumns])
          .whereRef('v.patient_questionnaire_id', '=', 'pq.id')
          .orderBy('v.created_on', 'desc'),
      ).as('requests'),
    )
    .executeTakeFirst();
}

export async function insertVisitRequest(
  db: Kysely<DB>,
  values: {
    id: string;
    patientQuestionnaireId: string;
    patientUserId: string;
    clinicianUserId: string;
    organizationId: string;
    times: string[];
    shareAnswers: boolean;
    now: Date;
  },
) {
  await db
    .insertInto('visit_request')
    .values({
      id: values.id,
      patient_questionnaire_id: values.patientQuestionnaireId,
      patient_user_id: values.patientUserId,
      clinician_user_id: values.clinicianUserId,
      organization_id: values.organizationId,
      proposed_times: JSON.stringify(values.times),
      share_answers: values.shareAnswers,
      consent_on: values.shareAnswers ? values.now : null,
      created_on: values.now,
    })
    .execute();
}

/** The requests sent to a clinician, newest first, with the patient's name and contact. */
export async function visitRequestsForClinician(db: Kysely<DB>, clinicianUserId: string) {
  return clinicianVisits(db)
    .where('v.clinician_user_id', '=', clinicianUserId)
    .orderBy('v.created_on', 'desc')
    .limit(200)
    .execute();
}

function clinicianVisits(db: Kysely<DB>) {
  return db
    .selectFrom('visit_request as v')
    .innerJoin('app_user as p', 'p.id', 'v.patient_user_id')
    .innerJoin('patient_questionnaire as pq', 'pq.id', 'v.patient_questionnaire_id')
    .select([
      'v.id',
      'v.status',
      'v.proposed_times',
      'v.share_answers',
      'v.accepted_time',
      'v.decline_reason',
      'v.created_on',
      'v.patient_questionnaire_id',
      'v.patient_user_id',
      'v.organization_id',
      'p.first_name',
      'p.last_name',
      'p.email',
      'p.phone',
      'pq.treatment_category',
      'pq.referral_note',
    ]);
}

/** One request sent to this clinician; undefined for anyone else's. */
export async function findClinicianVisit(db: Kysely<DB>, clinicianUserId: string, id: string) {
  return clinicianVisits(db)
    .where('v.id', '=', id)
    .where('v.clinician_user_id', '=', clinicianUserId)
    .executeTakeFirst();
}

export async function answerVisit(
  db: Kysely<DB>,
  change: {
    id: string;
    clinicianUserId: string;
    status: 'ACPT' | 'DECL';
    acceptedTime: Date | null;
    declineReason: string | null;
    now: Date;
  },
) {
  return db
    .updateTable('visit_request')
    .set({
      status: change.status,
      accepted_time: change.acceptedTime,
      decline_reason: change.declineReason,
      answered_on: change.now,
    })
    .where('id', '=', change.id)
    .where('clinician_user_id', '=', change.clinicianUserId)
    .where('status', '=', 'REQD')
    .returning(['id'])
    .executeTakeFirst();
}

/** The newest visit requests of everyone, for the admin console. */
export async function latestVisitRequests(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('visit_request as v')
    .innerJoin('app_user as p', 'p.id', 'v.patient_user_id')
    .innerJoin('app_user as c', 'c.id', 'v.clinician_user_id')
    .innerJoin('organization as org', 'org.id', 'v.organization_id')
    .innerJoin('patient_questionnaire as pq', 'pq.id', 'v.patient_questionnaire_id')
    .select([
      'v.id',
      'v.status',
      'v.share_answers',
      'v.accepted_time',
      'v.created_on',
      'p.first_name as patient_first_name',
      'p.last_name as patient_last_name',
      'c.first_name as clinician_first_name',
      'c.last_name as clinician_last_name',
      'org.name as practice_name',
      'pq.treatment_category',
    ])
    .orderBy('v.created_on', 'desc')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}
