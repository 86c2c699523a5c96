import {
  type FileRecord,
  GENDER,
  type Gender,
  type PatientResponseView,
  type PrescriptionDetail,
  type PrescriptionListItem,
  type PrescriptionListQuery,
  type PrescriptionListResult,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findDefinition, loadAnswers } from '../questionnaires/patient-questionnaires.ts';
import * as repo from './review.repository.ts';
import { calendarDate, iso, requireScope, tabFor, unixSeconds } from './review-access.ts';

export { approve, reject } from './approve-reject.service.ts';
export { scopeOf } from './review-access.ts';
export { tracking, viewAddress } from './shipping.service.ts';

function toItem(
  row: repo.ReviewRow,
  scope: repo.ReviewScope,
  found: Awaited<ReturnType<typeof repo.lookups>>,
  orders: readonly repo.OrderRow[],
): PrescriptionListItem {
  const medication = found.medications.find((m) => m.id === row.rx_medication_id);
  const reviewer = found.reviewers.find((r) => r.id === row.reviewer_user_id);
  const reasonName = found.reasons.find((r) => r.id === row.rejection_reason_id)?.name;
  const category = row.treatment_category as TreatmentCategory;
  return {
    id: row.id,
    sessionId: row.checkout_session_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    usState: row.us_state,
    treatmentCategory: { id: category, name: TREATMENT_CATEGORY[category] ?? category },
    medication: medication
      ? {
          id: medication.id,
          name: medication.name,
          dosage: medication.dosage,
          quantity: medication.quantity,
          daySupply: medication.day_supply,
        }
      : null,
    createdOn: new Date(row.created_on).toISOString(),
    paidOn: iso(row.paid_on),
    acceptedOn: iso(row.accepted_on),
    rejectedOn: iso(row.rejected_on),
    referredOn: iso(row.referred_on),
    referralNote: row.referred_on ? row.referral_note : null,
    waitingResponse:
      row.paid_on !== null &&
      row.accepted_on === null &&
      row.rejected_on === null &&
      row.referred_on === null,
    rejectionReason:
      row.rejected_on && row.rejection_reason_id
        ? {
            id: row.rejection_reason_id,
            name: reasonName ?? row.rejection_reason_id,
            other: row.rejection_reason_other,
          }
        : null,
    providerNote: row.provider_note,
    // The reviewing provider is shown to admins.
    providerUser:
      scope.kind === 'admin' && reviewer
        ? { id: reviewer.id, name: `${reviewer.first_name} ${reviewer.last_name}`.trim() }
        : null,
    orderHistory: orders.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      shippedOn: unixSeconds(o.shipped_on),
      approvedOn: iso(o.approved_on),
      trackingNumber: o.tracking_number,
      paidOn: new Date(o.paid_on).toISOString(),
    })),
  };
}

// ---- GET /api/prescription/list ----

export async function list(
  ctx: RequestContext,
  query: PrescriptionListQuery,
): Promise<PrescriptionListResult> {
  const { scope } = requireScope(ctx);
  const tab = tabFor(scope, query.tab);
  let items: PrescriptionListItem[];
  let total: number;
  try {
    const rows = await repo.listPage(ctx.db, scope, tab, query);
    const lastPage = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
    // The count and the page's lookups are independent: on PostgreSQL they run on two connections at once.
    const [counted, found] = await Promise.all([
      lastPage ? (query.page - 1) * query.pageSize + rows.length : repo.countList(ctx.db, scope, tab, query),
      repo.lookups(ctx.db, rows, { reviewers: scope.kind === 'admin', orders: false }),
    ]);
    total = counted;
    items = rows.map((row) => toItem(row, scope, found, row.orders));
  } catch (error) {
    throw new AppError('UNABLE_TO_GET_PRESCRIPTION', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'prescription_list',
    entityId: null,
    // Which requests were shown, not only how many: one row per list call keeps the read cheap while the log
    // still answers "who saw this patient's request" for every list page as well as for every detail view.
    details: {
      ephi: 'prescription list',
      tab,
      page: query.page,
      count: items.length,
      ids: items.map((i) => i.id),
    },
  });
  return { tab, items, total, page: query.page, pageSize: query.pageSize };
}

// ---- GET /api/prescription/{id} ----

const fileRecord = (f: Awaited<ReturnType<typeof repo.requestFiles>>[number]): FileRecord => ({
  id: f.id,
  display_order: f.display_order,
  fileName: f.file_name,
  mimeType: f.mime_type,
  originalName: f.original_name,
});

export async function responsesOf(
  ctx: RequestContext,
  id: string,
  category: TreatmentCategory,
): Promise<PatientResponseView[]> {
  const [definition, answers] = await Promise.all([
    findDefinition(ctx.db, category),
    loadAnswers(ctx.db, id),
  ]);
  if (!definition) return [];
  const views: PatientResponseView[] = [];
  for (const step of definition.steps) {
    for (const question of step.questions) {
      const value = answers[question.id];
      if (value === undefined || value === null) continue;
      const label = (optionId: string) => question.options.find((o) => o.id === optionId)?.label ?? optionId;
      let answer: string[] = [];
      let files: FileRecord[] = [];
      if (question.type === 'UPLD' && Array.isArray(value)) {
        files = value as FileRecord[];
        answer = files.map((f) => f.originalName);
      } else if (Array.isArray(value)) {
        answer = (value as string[]).map(label);
      } else if (question.type === 'SING') {
        answer = [label(String(value))];
      } else if (typeof value === 'number') {
        answer = [question.unit ? `${value} ${question.unit}` : String(value)];
      } else {
        answer = [String(value)];
      }
      views.push({ questionId: question.id, question: question.text, answer, files });
    }
  }
  return views;
}

/** The modal's data. Anyone outside the caller's scope is told it does not exist. */
export async function detail(ctx: RequestContext, id: string): Promise<PrescriptionDetail> {
  const { scope } = requireScope(ctx);
  let row: Awaited<ReturnType<typeof repo.findScoped>>;
  try {
    row = await repo.findScoped(ctx.db, scope, id);
  } catch (error) {
    throw new AppError('UNABLE_TO_GET_PRESCRIPTION', undefined, { cause: error });
  }
  if (!row) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'patient_questionnaire',
      entityId: id,
      details: { action: 'read prescription' },
    });
    throw new AppError('NOT_FOUND');
  }
  const category = row.treatment_category as TreatmentCategory;
  const [found, files, responses] = await Promise.all([
    repo.lookups(ctx.db, [row]),
    repo.requestFiles(ctx.db, row.id),
    // Pharmacists fill the prescription; the screening answers are not theirs to read (minimum necessary).
    scope.kind === 'pharmacist' ? Promise.resolve(null) : responsesOf(ctx, row.id, category),
  ]);
  const item = toItem(row, scope, found, found.orders);
  const prescriptionFiles = files.filter((f) => f.folder === 'patientPrescriptions').map(fileRecord);
  const gender = row.gender ? (GENDER[row.gender as Gender] ?? null) : null;
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { ephi: 'prescription request', verification: scope.kind !== 'pharmacist' },
  });
  return {
    ...item,
    key: row.id,
    dateOfBirth: calendarDate(row.date_of_birth),
    gender: gender ? { name: row.gender_other && gender === 'Other' ? row.gender_other : gender } : null,
    phone: row.phone,
    patientResponse: responses,
    uploadedFiles:
      scope.kind === 'pharmacist'
        ? null
        : files.filter((f) => f.folder === 'patientQuestionnaires').map(fileRecord),
    prescriptionFiles,
    sentExternally: row.accepted_on !== null && prescriptionFiles.length === 0,
  };
}

// ---- POST /api/prescription/approve and /reject ----
