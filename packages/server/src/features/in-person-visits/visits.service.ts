import {
  type ClinicianVisitRequest,
  isVisitSlot,
  NEARBY_CLINICIAN_LIMIT,
  NEARBY_CLINICIAN_MILES,
  type NearbyClinician,
  type PatientVisitRequest,
  type ReferralView,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
  type VisitAnswers,
  type VisitRequestCreate,
  type VisitRequestStatus,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { notify } from '../notifications/notify.ts';
import { responsesOf } from '../prescriptions/prescription-review.service.ts';
import * as repo from './in-person-visits.repository.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const times = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[])) ?? [];

function patientOf(ctx: RequestContext): Actor {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.isPatient) throw new AppError('FORBIDDEN');
  return actor;
}

function clinicianOf(ctx: RequestContext): Actor {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.providerRole) throw new AppError('FORBIDDEN');
  return actor;
}

/** The patient's own referral, or not found (another patient's, not referred, or no such request). */
async function ownReferral(ctx: RequestContext, patient: Actor, id: string) {
  const referral = await repo.findOwnReferral(ctx.db, patient.userId, id);
  if (!referral) return notFound(ctx, id);
  return referral;
}

/** Another patient's referral, a request not referred, or none at all: recorded as a denied access. */
async function notFound(ctx: RequestContext, id: string): Promise<never> {
  await ctx.audit({
    eventCode: 'ACDN',
    entityType: 'patient_questionnaire',
    entityId: id,
    details: { action: 'read referral' },
  });
  throw new AppError('NOT_FOUND');
}

/** Opted-in clinicians near where the request ships (its ZIP code), licensed in its state. */
async function nearby(
  ctx: RequestContext,
  referral: NonNullable<Awaited<ReturnType<typeof repo.findOwnReferral>>>,
) {
  const place = ctx.ports.geo.lookupZip(referral.shipping_postal_code ?? referral.zipcode);
  if (!place) return null;
  const rows = await repo.nearbyClinicians(ctx.db, {
    lat: place.latitude,
    lng: place.longitude,
    miles: NEARBY_CLINICIAN_MILES,
    usState: referral.us_state,
    treatmentCategory: referral.treatment_category,
    limit: NEARBY_CLINICIAN_LIMIT,
  });
  return rows.map(
    (row): NearbyClinician => ({
      userId: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      specialty: row.specialty,
      practiceName: row.practice_name,
      city: row.city,
      usState: row.us_state,
      miles: Math.round(row.miles * 10) / 10,
      hours: { days: row.days.map(Number), fromHour: row.from_hour, toHour: row.to_hour },
    }),
  );
}

function patientVisit(row: repo.VisitRow): PatientVisitRequest {
  const accepted = row.status === 'ACPT';
  return {
    id: row.id,
    status: row.status as VisitRequestStatus,
    clinicianName: `${row.clinician_first_name} ${row.clinician_last_name}`.trim(),
    practiceName: row.practice_name,
    proposedTimes: times(row.proposed_times),
    shareAnswers: row.share_answers,
    acceptedTime: iso(row.accepted_time),
    declineReason: row.decline_reason,
    // The street and phone only once the clinician said yes.
    address: accepted
      ? {
          line1: row.address_line_one,
          line2: row.address_line_two,
          city: row.city,
          usState: row.us_state,
          zipcode: row.zipcode,
          phone: row.practice_phone,
        }
      : null,
    createdOn: new Date(row.created_on).toISOString(),
  };
}

/** GET /api/in-person/referrals/:id: the reviewer's note, clinicians nearby and the patient's visit requests. */
export async function referralView(ctx: RequestContext, id: string): Promise<ReferralView> {
  const patient = patientOf(ctx);
  const referral = await repo.findOwnReferralWithRequests(ctx.db, patient.userId, id);
  if (!referral) return notFound(ctx, id);
  // The audit row is written beside the search, not after it: the answer still waits for its commit, one round
  // trip sooner.
  const [clinicians] = await Promise.all([
    nearby(ctx, referral),
    ctx.audit({
      eventCode: 'RCVW',
      entityType: 'patient_questionnaire',
      entityId: id,
      details: { ephi: 'referral and nearby clinicians' },
    }),
  ]);
  return {
    patientQuestionnaireId: id,
    referralNote: referral.referral_note,
    located: clinicians !== null,
    clinicians: clinicians ?? [],
    requests: referral.requests.map((row) => patientVisit(row as unknown as repo.VisitRow)),
  };
}

/**
 * POST /api/in-person/visit-requests: asks one of the clinicians the patient was shown, at two or three of their
 * visiting times. The answers go with it only when the patient ticked the box; that consent is stored with the
 * request and audited. The clinician hears of it by their notification settings (no health details in it).
 */
export async function createVisitRequest(
  ctx: RequestContext,
  body: VisitRequestCreate,
): Promise<PatientVisitRequest> {
  const patient = patientOf(ctx);
  const referral = await ownReferral(ctx, patient, body.patientQuestionnaireId);
  const existing = await repo.visitRequestsOfReferral(ctx.db, referral.id);
  if (existing.some((v) => v.status === 'REQD' || v.status === 'ACPT'))
    throw new AppError('VISIT_REQUEST_OPEN');
  const declinedBy = new Set(existing.filter((v) => v.status === 'DECL').map((v) => v.clinician_user_id));
  const clinician = (await nearby(ctx, referral))?.find((c) => c.userId === body.clinicianUserId);
  if (!clinician || declinedBy.has(clinician.userId)) throw new AppError('VISIT_CLINICIAN_UNAVAILABLE');
  const now = new Date();
  if (!body.times.every((t) => isVisitSlot(clinician.hours, new Date(t), now))) {
    throw new AppError('VISIT_TIME_INVALID');
  }
  const offer = await repo.findOffer(ctx.db, clinician.userId);
  if (!offer?.organization_id) throw new AppError('VISIT_CLINICIAN_UNAVAILABLE');
  const id = newId();
  const proposed = body.times.map((t) => new Date(t).toISOString()).sort();
  try {
    await repo.insertVisitRequest(ctx.db, {
      id,
      patientQuestionnaireId: referral.id,
      patientUserId: patient.userId,
      clinicianUserId: clinician.userId,
      organizationId: offer.organization_id,
      times: proposed,
      shareAnswers: body.shareAnswers,
      now,
    });
  } catch (error) {
    // Two tabs at once: the unique index of open requests lets one through.
    throw new AppError('VISIT_REQUEST_OPEN', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'IPVR',
    entityType: 'visit_request',
    entityId: id,
    details: {
      patientQuestionnaireId: referral.id,
      clinicianUserId: clinician.userId,
      consentToShareAnswers: body.shareAnswers,
    },
  });
  // A listing provider's dashboard is /provider; reviewers and pharmacists work from /rx.
  const role = await repo.findProviderRole(ctx.db, clinician.userId);
  const dashboard = `${ctx.config.publicUrl}${role === 'STAN' ? '/provider' : '/rx'}`;
  await notify(ctx, {
    userId: clinician.userId,
    type: 'IPVR',
    subject: 'A patient asked you for an in-person visit',
    text:
      `A patient Carespace referred for an in-person exam asked to be seen at ${offer.practice_name}. ` +
      `They proposed ${proposed.length} times. Open Visit requests on your dashboard to accept one or decline:\n` +
      dashboard,
    sms: `Carespace: a referred patient asked for an in-person visit. Answer on your dashboard: ${dashboard}`,
  });
  const [row] = (await repo.visitRequestsOfReferral(ctx.db, referral.id)).filter((v) => v.id === id);
  return patientVisit(row!);
}

// ---- The clinician's side ----

function clinicianVisit(
  row: NonNullable<Awaited<ReturnType<typeof repo.findClinicianVisit>>>,
): ClinicianVisitRequest {
  const category = row.treatment_category as TreatmentCategory;
  return {
    id: row.id,
    status: row.status as VisitRequestStatus,
    patientName: `${row.first_name} ${row.last_name}`.trim(),
    patientEmail: row.email,
    patientPhone: row.phone,
    treatmentCategory: { id: category, name: TREATMENT_CATEGORY[category] ?? category },
    referralNote: row.referral_note,
    proposedTimes: times(row.proposed_times),
    shareAnswers: row.share_answers,
    acceptedTime: iso(row.accepted_time),
    declineReason: row.decline_reason,
    createdOn: new Date(row.created_on).toISOString(),
  };
}

/** GET /api/in-person/visit-requests: the requests sent to the caller (no one else's). */
export async function clinicianRequests(ctx: RequestContext): Promise<ClinicianVisitRequest[]> {
  const clinician = clinicianOf(ctx);
  const rows = await repo.visitRequestsForClinician(ctx.db, clinician.userId);
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'visit_request_list',
    entityId: null,
    details: { ephi: 'visit requests', ids: rows.map((r) => r.id) },
  });
  return rows.map(clinicianVisit);
}

/** A request sent to this clinician, or not found (with a denied-access row in the audit log). */
export async function receivedVisit(ctx: RequestContext, clinician: Actor, id: string, action: string) {
  const row = await repo.findClinicianVisit(ctx.db, clinician.userId, id);
  if (!row) {
    await ctx.audit({ eventCode: 'ACDN', entityType: 'visit_request', entityId: id, details: { action } });
    throw new AppError('NOT_FOUND');
  }
  return row;
}

/**
 * GET /api/in-person/visit-requests/:id/answers: the questionnaire answers, only for a request sent to the caller
 * and only when the patient agreed to share them; otherwise not found. Every read is audited.
 */
export async function sharedAnswers(ctx: RequestContext, id: string): Promise<VisitAnswers> {
  const clinician = clinicianOf(ctx);
  const row = await receivedVisit(ctx, clinician, id, 'read shared answers');
  if (!row.share_answers) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'visit_request',
      entityId: id,
      details: { action: 'read shared answers', reason: 'no consent' },
    });
    throw new AppError('NOT_FOUND');
  }
  const responses = await responsesOf(
    ctx,
    row.patient_questionnaire_id,
    row.treatment_category as TreatmentCategory,
  );
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'visit_request',
    entityId: id,
    details: { ephi: 'shared questionnaire answers', patientQuestionnaireId: row.patient_questionnaire_id },
  });
  return responses.map((r) => ({ questionId: r.questionId, question: r.question, answer: r.answer }));
}
