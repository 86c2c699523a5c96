import { AppError } from '../../lib/app-error.ts';
import { appointmentDateTime } from '../../lib/appointment-time.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findPatient } from '../prescriptions/patient-prescriptions.ts';
import { visitAcceptedMessage, visitDeclinedMessage } from './in-person-visits.emails.ts';
import * as repo from './in-person-visits.repository.ts';
import { visitCalendarFile } from './visit-calendar.ts';
import { receivedVisit } from './visits.service.ts';

const proposed = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[])) ?? [];

function clinicianOf(ctx: RequestContext) {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.providerRole) throw new AppError('FORBIDDEN');
  return actor;
}

/** The New York wall-clock time of a visit, in words. */
export function visitWhen(time: Date): string {
  return `${appointmentDateTime.format(time)} (New York time)`;
}

/**
 * POST /api/in-person/visit-requests/:id/accept: one of the proposed times, once. The patient then sees the
 * practice's address and phone, and is emailed the time with a calendar file.
 */
export async function accept(ctx: RequestContext, id: string, time: string) {
  const clinician = clinicianOf(ctx);
  const row = await receivedVisit(ctx, clinician, id, 'accept visit request');
  const chosen = new Date(time);
  if (!proposed(row.proposed_times).some((t) => new Date(t).getTime() === chosen.getTime())) {
    throw new AppError('VISIT_TIME_INVALID');
  }
  if (row.status !== 'REQD') throw new AppError('VISIT_ALREADY_ANSWERED');
  const now = new Date();
  const updated = await repo.answerVisit(ctx.db, {
    id,
    clinicianUserId: clinician.userId,
    status: 'ACPT',
    acceptedTime: chosen,
    declineReason: null,
    now,
  });
  if (!updated) throw new AppError('VISIT_ALREADY_ANSWERED');
  await ctx.audit({
    eventCode: 'IPVA',
    entityType: 'visit_request',
    entityId: id,
    details: { time: chosen.toISOString() },
  });
  const visit = (await repo.visitRequestsOfReferral(ctx.db, row.patient_questionnaire_id)).find(
    (v) => v.id === id,
  );
  const patient = await findPatient(ctx.db, row.patient_user_id);
  if (visit && patient) {
    const address = [
      visit.address_line_one,
      visit.address_line_two,
      visit.city,
      `${visit.us_state ?? ''} ${visit.zipcode ?? ''}`.trim(),
    ]
      .filter(Boolean)
      .join(', ');
    const clinicianName = `${visit.clinician_first_name} ${visit.clinician_last_name}`.trim();
    await ctx.ports.mailer.send(
      visitAcceptedMessage(
        { email: patient.email, firstName: patient.first_name },
        {
          clinicianName,
          practiceName: visit.practice_name,
          address,
          phone: visit.practice_phone,
          when: visitWhen(chosen),
          calendarFile: visitCalendarFile({
            id,
            start: chosen,
            clinicianName,
            practiceName: visit.practice_name,
            address,
            phone: visit.practice_phone,
          }),
        },
        ctx.config.publicUrl,
      ),
      { key: `visit-accepted:${id}` },
    );
  }
  return { id, status: 'ACPT' as const, acceptedTime: chosen.toISOString() };
}

/** POST /api/in-person/visit-requests/:id/decline: with a reason the patient reads; they may ask someone else. */
export async function decline(ctx: RequestContext, id: string, reason: string) {
  const clinician = clinicianOf(ctx);
  const row = await receivedVisit(ctx, clinician, id, 'decline visit request');
  if (row.status !== 'REQD') throw new AppError('VISIT_ALREADY_ANSWERED');
  const updated = await repo.answerVisit(ctx.db, {
    id,
    clinicianUserId: clinician.userId,
    status: 'DECL',
    acceptedTime: null,
    declineReason: reason,
    now: new Date(),
  });
  if (!updated) throw new AppError('VISIT_ALREADY_ANSWERED');
  await ctx.audit({ eventCode: 'IPVD', entityType: 'visit_request', entityId: id, details: {} });
  const patient = await findPatient(ctx.db, row.patient_user_id);
  const visit = (await repo.visitRequestsOfReferral(ctx.db, row.patient_questionnaire_id)).find(
    (v) => v.id === id,
  );
  if (patient && visit) {
    const name = `${visit.clinician_first_name} ${visit.clinician_last_name}`.trim();
    await ctx.ports.mailer.send(
      visitDeclinedMessage(
        { email: patient.email, firstName: patient.first_name },
        name,
        reason,
        ctx.config.publicUrl,
      ),
      { key: `visit-declined:${id}` },
    );
  }
  return { id, status: 'DECL' as const, acceptedTime: null };
}
