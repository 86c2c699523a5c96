import {
  type AdminVisitRequest,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
  type VisitRequestStatus,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { latestVisitRequests } from './in-person-visits.repository.ts';

const LIMIT = 50;

/** GET /api/admin/in-person/visit-requests: who asked whom, and where each stands (names only: audited). */
export async function adminVisitRequests(ctx: RequestContext): Promise<AdminVisitRequest[]> {
  if (!ctx.actor?.healcoAdmin) throw new AppError('NO_ADMIN_PRIVILEGES');
  const rows = await latestVisitRequests(ctx.db, LIMIT);
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'visit_request_list',
    entityId: null,
    details: { ephi: 'visit requests (admin)', ids: rows.map((r) => r.id) },
  });
  return rows.map((row) => {
    const category = row.treatment_category as TreatmentCategory;
    return {
      id: row.id,
      patientName: `${row.patient_first_name} ${row.patient_last_name}`.trim(),
      clinicianName: `${row.clinician_first_name} ${row.clinician_last_name}`.trim(),
      practiceName: row.practice_name,
      treatmentCategory: { id: category, name: TREATMENT_CATEGORY[category] ?? category },
      status: row.status as VisitRequestStatus,
      shareAnswers: row.share_answers,
      acceptedTime: row.accepted_time ? new Date(row.accepted_time).toISOString() : null,
      createdOn: new Date(row.created_on).toISOString(),
    };
  });
}
