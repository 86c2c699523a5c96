import { visitSlots } from '@carespace/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { insertPrescriptionRequest } from './seed-pharmacy-review.ts';

const DAY = 86_400_000;

/** The demo clinicians who see patients Carespace refers, at their own practices (both in Hudson County, NJ). */
const OFFERS = [
  {
    email: 'host@demo.carespace.test',
    categories: ['ACNE', 'AXDP', 'EDYS', 'HRPS', 'MIGR', 'PREP', 'SCCM'],
    days: [1, 2, 3, 4, 5],
    fromHour: 9,
    toHour: 17,
  },
  {
    email: 'freehost@demo.carespace.test',
    categories: ['ACNE', 'EDYS', 'MIGR', 'SCCM'],
    days: [1, 3, 5],
    fromHour: 8,
    toHour: 14,
  },
] as const;

/**
 * In-person visits on a fresh start: the host (Hoboken) and the free-plan host (Weehawken) see referred patients;
 * the demo patient has a request the reviewer referred (refunded, with the note) and both clinicians nearby to
 * ask; and another demo patient's visit request waits for the host's answer. All new rows: the demo patient's
 * and the reviewer's other requests stay as the other journeys expect them.
 */
export async function seedDemoInPersonVisits(db: Kysely<DB>, now = new Date()): Promise<void> {
  const user = async (email: string) =>
    db.selectFrom('app_user').select(['id', 'organization_id']).where('email', '=', email).executeTakeFirst();
  for (const offer of OFFERS) {
    const clinician = await user(offer.email);
    if (!clinician?.organization_id) continue;
    await db
      .insertInto('in_person_offer')
      .values({
        user_id: clinician.id,
        organization_id: clinician.organization_id,
        enabled: true,
        categories: [...offer.categories],
        days: [...offer.days],
        from_hour: offer.fromHour,
        to_hour: offer.toHour,
      })
      .execute();
  }
  const jordan = await user('patient@demo.carespace.test');
  const alex = await user('alex.chen@demo.carespace.test');
  const pro = await user('pro@demo.carespace.test');
  const host = await user('host@demo.carespace.test');
  if (!jordan || !alex || !pro || !host?.organization_id) return;

  await referred(db, now, {
    ownerUserId: jordan.id,
    reviewerUserId: pro.id,
    category: 'SCCM',
    medicationId: 'rxm_flibanserin_100mg_30',
    zipcode: '07030',
    shipping: { line1: '200 Hudson Street', line2: 'Apt 4B', city: 'Hoboken', postalCode: '07030' },
    note:
      'Before starting flibanserin, please have a clinician check your blood pressure and go over your ' +
      'other medicines in person. The clinicians below can see you this week.',
  });

  const alexReferral = await referred(db, now, {
    ownerUserId: alex.id,
    reviewerUserId: pro.id,
    category: 'ACNE',
    medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
    zipcode: '07302',
    shipping: { line1: '30 Newark Avenue', line2: 'Unit 12', city: 'Jersey City', postalCode: '07302' },
    note: 'Deep, painful spots like these are best examined in person; a clinician may suggest a different treatment.',
  });
  const times = visitSlots({ days: [...OFFERS[0].days], fromHour: 9, toHour: 17 }, now);
  await db
    .insertInto('visit_request')
    .values({
      id: newId(),
      patient_questionnaire_id: alexReferral,
      patient_user_id: alex.id,
      clinician_user_id: host.id,
      organization_id: host.organization_id,
      proposed_times: JSON.stringify([times[2], times[9], times[17]].filter(Boolean)),
      share_answers: true,
      consent_on: new Date(now.getTime() - 0.4 * DAY),
      created_on: new Date(now.getTime() - 0.4 * DAY),
    })
    .execute();
}

/** A paid request the reviewer referred two days ago, its payment refunded. */
async function referred(
  db: Kysely<DB>,
  now: Date,
  seed: {
    ownerUserId: string;
    reviewerUserId: string;
    category: 'SCCM' | 'ACNE';
    medicationId: string;
    zipcode: string;
    shipping: { line1: string; line2: string; city: string; postalCode: string };
    note: string;
  },
): Promise<string> {
  const id = await insertPrescriptionRequest(db, {
    ownerUserId: seed.ownerUserId,
    category: seed.category,
    medicationId: seed.medicationId,
    usState: 'NJ',
    zipcode: seed.zipcode,
    paidDaysAgo: 3,
    shipping: seed.shipping,
    now,
  });
  const referredOn = new Date(now.getTime() - 2 * DAY);
  await db
    .updateTable('patient_questionnaire')
    .set({
      referred_on: referredOn,
      referral_note: seed.note,
      reviewer_user_id: seed.reviewerUserId,
      review_started_on: referredOn,
      updated_on: referredOn,
    })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('order_history')
    .set((eb) => ({ refunded_cents: eb.fn.coalesce('amount_cents', eb.lit(0)), refunded_on: referredOn }))
    .where('patient_questionnaire_id', '=', id)
    .execute();
  return id;
}
