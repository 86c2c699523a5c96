import {
  type FileRecord,
  GENDER,
  type Gender,
  OTHER_CODE,
  type PatientResponseView,
  type PrescriptionApproval,
  type PrescriptionDecisionResult,
  type PrescriptionDetail,
  type PrescriptionListItem,
  type PrescriptionListQuery,
  type PrescriptionListResult,
  type PrescriptionRejection,
  type PrescriptionTab,
  type ShippingAddress,
  TREATMENT_CATEGORY,
  type TrackingUpdate,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { findDefinition, loadAnswers } from '../questionnaires/questionnaires.repository.ts';
import {
  orderShippedMessage,
  prescriptionApprovedMessage,
  prescriptionRejectedMessage,
} from './prescriptions.emails.ts';
import { findPatient } from './prescriptions.repository.ts';
import * as repo from './review.repository.ts';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const unixSeconds = (value: Date | string | null) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : null;

/** A date column as YYYY-MM-DD: a birthday is a calendar day, the same in every time zone. */
function calendarDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // node-postgres reads a date as local midnight of that day.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function actorOf(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/** Who the caller is to the prescription lists (HPRO reviews, PHAR fulfils). */
export function scopeOf(actor: Actor): repo.ReviewScope | null {
  if (actor.healcoAdmin) return { kind: 'admin' };
  if (actor.providerRole === 'HPRO') return { kind: 'reviewer', userId: actor.userId };
  if (actor.providerRole === 'PHAR') return { kind: 'pharmacist' };
  if (actor.isPatient) return { kind: 'patient', userId: actor.userId };
  return null;
}

function requireScope(ctx: RequestContext): { actor: Actor; scope: repo.ReviewScope } {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  if (!scope) throw new AppError('FORBIDDEN');
  return { actor, scope };
}

const TABS_BY_SCOPE: Record<repo.ReviewScope['kind'], readonly PrescriptionTab[]> = {
  admin: ['others', 'approved', 'rejected', 'referred', 'completed', 'incomplete'],
  reviewer: ['others', 'approved', 'rejected', 'completed'],
  pharmacist: ['approved'],
  patient: ['others', 'approved', 'rejected', 'referred', 'completed', 'incomplete'],
};

/** The tab a caller lands on: pharmacists only ever have Approved. */
function tabFor(scope: repo.ReviewScope, requested: PrescriptionTab | undefined): PrescriptionTab {
  const allowed = TABS_BY_SCOPE[scope.kind];
  const tab = requested ?? allowed[0] ?? 'others';
  if (!allowed.includes(tab)) {
    throw new AppError(tab === 'incomplete' ? 'NO_ADMIN_PRIVILEGES' : 'FORBIDDEN');
  }
  return tab;
}

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

/** Only reviewers (HPRO) and admins decide; a pharmacist or a patient never may (403, not 404). */
function requireDecider(ctx: RequestContext): { actor: Actor; scope: repo.ReviewScope } {
  const { actor, scope } = requireScope(ctx);
  if (scope.kind !== 'admin' && scope.kind !== 'reviewer') throw new AppError('FORBIDDEN');
  return { actor, scope };
}

/** Why a decision did not go through: not visible (404), already decided (409), or not paid yet (400). */
async function refusal(ctx: RequestContext, scope: repo.ReviewScope, id: string): Promise<never> {
  const row = await repo.findScoped(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.accepted_on || row.rejected_on || row.referred_on)
    throw new AppError('PRESCRIPTION_ALREADY_DECIDED');
  throw new AppError('PRESCRIPTION_NOT_PAID');
}

export async function approve(
  ctx: RequestContext,
  body: PrescriptionApproval,
): Promise<PrescriptionDecisionResult> {
  const { actor, scope } = requireDecider(ctx);
  const id = body.patientQuestionnaire_id;
  const row = await repo.findScoped(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.accepted_on || row.rejected_on || row.referred_on)
    throw new AppError('PRESCRIPTION_ALREADY_DECIDED');
  if (!row.paid_on) throw new AppError('PRESCRIPTION_NOT_PAID');
  if (row.rx_medication_id !== body.rxMedication_id) throw new AppError('PRESCRIPTION_MEDICATION_MISMATCH');
  const fileIds = [...new Set(body.prescriptionUpload.map((f) => f.id))];
  const usable = await repo.ownUnlinkedPrescriptionFiles(ctx.db, actor.userId, fileIds);
  if (usable.length !== fileIds.length) throw new AppError('PRESCRIPTION_UPLOAD_INVALID');

  const patient = row.owner_user_id ? await findPatient(ctx.db, row.owner_user_id) : undefined;
  const medication = (await repo.lookups(ctx.db, [row])).medications[0];
  let updated: Awaited<ReturnType<typeof repo.approveOnce>>;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const approved = await repo.approveOnce(trx, {
        id,
        scope,
        reviewerUserId: actor.userId,
        now: new Date(),
        providerNote: body.providerNote?.trim() || null,
        fileIds,
      });
      if (approved) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'RXAP',
          entityType: 'patient_questionnaire',
          entityId: id,
          details: { files: fileIds.length, sentExternally: fileIds.length === 0 && body.sentExternally },
        });
        // Queued with the decision: the patient hears of it exactly when it is made.
        if (patient && medication) {
          await ctx.ports.mailer.send(
            prescriptionApprovedMessage(
              { email: patient.email, firstName: patient.first_name },
              { name: medication.name, dosage: medication.dosage },
              ctx.config.publicUrl,
            ),
            { db: trx, key: `prescription-approved:${id}` },
          );
        }
      }
      return approved;
    });
  } catch (error) {
    throw new AppError('FAILED_TO_POST_PRESCRIPTION', undefined, { cause: error });
  }
  if (!updated) return refusal(ctx, scope, id);
  return { id, acceptedOn: iso(updated.accepted_on), rejectedOn: null };
}

export async function reject(
  ctx: RequestContext,
  body: PrescriptionRejection,
): Promise<PrescriptionDecisionResult> {
  const { actor, scope } = requireDecider(ctx);
  const id = body.patientQuestionnaire_id;
  const reasonName = await repo.rejectionReasonName(ctx.db, body.rejectionReason);
  if (!reasonName) throw new AppError('REJECTION_REASON_INVALID');
  const reasonOther =
    body.rejectionReason === OTHER_CODE ? (body.rejectionReasonOther?.trim() ?? null) : null;
  const row = await repo.findScoped(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');

  const patient = row.owner_user_id ? await findPatient(ctx.db, row.owner_user_id) : undefined;
  const category = row.treatment_category as TreatmentCategory;
  let updated: Awaited<ReturnType<typeof repo.rejectOnce>>;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const rejected = await repo.rejectOnce(trx, {
        id,
        scope,
        reviewerUserId: actor.userId,
        now: new Date(),
        reasonId: body.rejectionReason,
        reasonOther,
      });
      if (rejected) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'RXRJ',
          entityType: 'patient_questionnaire',
          entityId: id,
          details: { reason: body.rejectionReason },
        });
        if (patient) {
          await ctx.ports.mailer.send(
            prescriptionRejectedMessage(
              { email: patient.email, firstName: patient.first_name },
              (TREATMENT_CATEGORY[category] ?? category).toLowerCase(),
              { name: reasonName, other: reasonOther },
              ctx.config.publicUrl,
            ),
            { db: trx, key: `prescription-rejected:${id}` },
          );
        }
      }
      return rejected;
    });
  } catch (error) {
    throw new AppError('FAILED_TO_POST_PRESCRIPTION', undefined, { cause: error });
  }
  if (!updated) return refusal(ctx, scope, id);
  return { id, acceptedOn: null, rejectedOn: iso(updated.rejected_on) };
}

// ---- Fulfilment: GET /api/prescription/view-address, POST /api/prescription/tracking ----

function requireFulfiller(ctx: RequestContext): repo.ReviewScope {
  const { scope } = requireScope(ctx);
  if (scope.kind !== 'admin' && scope.kind !== 'pharmacist') throw new AppError('FORBIDDEN');
  return scope;
}

export async function viewAddress(ctx: RequestContext, sessionId: string): Promise<ShippingAddress> {
  const scope = requireFulfiller(ctx);
  const row = await repo.findScopedBySession(ctx.db, scope, sessionId);
  if (!row) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'shipping_address',
      entityId: null,
      details: { action: 'read shipping address' },
    });
    throw new AppError('NOT_FOUND');
  }
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'shipping_address',
    entityId: row.id,
    details: { ephi: 'shipping address' },
  });
  return {
    line1: row.shipping_line1,
    line2: row.shipping_line2,
    city: row.shipping_city,
    state: row.shipping_state,
    postal_code: row.shipping_postal_code,
  };
}

export async function tracking(ctx: RequestContext, body: TrackingUpdate) {
  const scope = requireFulfiller(ctx);
  const order = await repo.findScopedOrder(ctx.db, scope, body.orderHistory_id);
  if (!order) throw new AppError('NOT_FOUND');
  if (!order.accepted_on) throw new AppError('ORDER_NOT_APPROVED');
  const newNumber = body.trackingNumber || null;
  const replacing =
    newNumber !== null && order.tracking_number !== null && newNumber !== order.tracking_number;
  // Replacing a number the patient already has sends them a second email: only with the explicit confirmation.
  if (replacing && body.type !== 'PUT') throw new AppError('TRACKING_REPLACE_UNCONFIRMED');
  const unchanged = (newNumber === null || newNumber === order.tracking_number) && order.shipped_on !== null;
  if (unchanged) return toOrder(order);

  let updated: Awaited<ReturnType<typeof repo.updateTracking>>;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const changed = await repo.updateTracking(trx, {
        orderId: order.id,
        trackingNumber: newNumber,
        expectedTracking: order.tracking_number,
        now: new Date(),
      });
      if (changed) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'RCUP',
          entityType: 'order_history',
          entityId: order.id,
          details: {
            action: replacing ? 'tracking replaced' : newNumber ? 'tracking added' : 'marked shipped',
          },
        });
        await ctx.ports.mailer.send(
          orderShippedMessage(
            { email: order.email, firstName: order.first_name },
            { orderNumber: changed.order_number, trackingNumber: changed.tracking_number },
            ctx.config.publicUrl,
          ),
          { db: trx },
        );
      }
      return changed;
    });
  } catch (error) {
    throw new AppError('FAILED_TO_POST_PRESCRIPTION', undefined, { cause: error });
  }
  // Someone else changed the number in between: they must see it before replacing it.
  if (!updated) throw new AppError('TRACKING_REPLACE_UNCONFIRMED');
  return toOrder({ ...order, ...updated });
}

function toOrder(order: {
  id: string;
  order_number: string;
  tracking_number: string | null;
  shipped_on: Date | string | null;
}) {
  return {
    id: order.id,
    orderNumber: order.order_number,
    trackingNumber: order.tracking_number,
    shippedOn: unixSeconds(order.shipped_on),
  };
}
