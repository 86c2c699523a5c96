import {
  cardLabel,
  GENDER,
  type Gender,
  type PatientResponseView,
  type QuestionnaireDefinition,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { storedFileOf } from '../files/files.service.ts';
import {
  listOrders,
  listOwnedSubscriptions,
  lookups,
  requestFiles,
} from '../prescriptions/patient-prescriptions.ts';
import { responsesOf } from '../prescriptions/prescription-review.service.ts';
import { findScoped } from '../prescriptions/review-access.ts';
import { profileUserById } from '../profile/profile.access.ts';
import { findDefinition } from '../questionnaires/patient-questionnaires.ts';
import type { RecordSubject } from './record.repository.ts';

export type DecisionKind = 'approved' | 'rejected' | 'waiting' | 'unpaid';

export interface RecordFile {
  id: string;
  /** "Photo ID" for the patient's upload, "Prescription" for the prescriber's. */
  kind: 'Photo ID' | 'Prescription';
  folder: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedOn: Date;
}

export interface RecordOrder {
  id: string;
  orderNumber: string;
  paidOn: Date;
  amountCents: number | null;
  taxCents: number;
  currency: string;
  card: string | null;
  approvedOn: Date | null;
  shippedOn: Date | null;
  trackingNumber: string | null;
  refundedCents: number;
  refundedOn: Date | null;
}

export interface RecordRequest {
  id: string;
  category: TreatmentCategory;
  categoryName: string;
  createdOn: Date;
  paidOn: Date | null;
  answers: PatientResponseView[];
  files: RecordFile[];
  decision: {
    kind: DecisionKind;
    on: Date | null;
    reviewerName: string | null;
    note: string | null;
    reason: string | null;
  };
  medication: { name: string; dosage: string; quantity: number | null; daySupply: number } | null;
  active: boolean;
  shipTo: string | null;
  orders: RecordOrder[];
}

export interface RecordPatient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  memberSince: Date;
}

export interface RecordContents {
  patient: RecordPatient;
  requests: RecordRequest[];
  definitions: Map<TreatmentCategory, QuestionnaireDefinition>;
  subject: RecordSubject;
}

const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/**
 * Everything Carespace holds about one patient, read through the features that own each part (their requests,
 * the answers as the reviewer sees them, files, decisions, orders and refunds). Undefined when there is no such
 * patient. The caller decides who may see it and audits the read.
 */
export async function readRecord(ctx: RequestContext, userId: string): Promise<RecordContents | undefined> {
  const user = await profileUserById(ctx.db, userId);
  if (!user?.is_patient) return undefined;
  const owned = await listOwnedSubscriptions(ctx.db, userId);
  const ids = owned.map((row) => row.id);
  const scope = { kind: 'patient', userId } as const;
  const [scopedRows, orders] = await Promise.all([
    Promise.all(ids.map((id) => findScoped(ctx.db, scope, id))),
    listOrders(ctx.db, ids),
  ]);
  const rows = scopedRows.filter((row) => row !== undefined);
  const found = await lookups(ctx.db, rows, { reviewers: true, orders: false });
  const definitions = new Map<TreatmentCategory, QuestionnaireDefinition>();
  const requests: RecordRequest[] = [];
  for (const row of rows) {
    const category = row.treatment_category as TreatmentCategory;
    const summary = owned.find((o) => o.id === row.id);
    const [answers, files, definition] = await Promise.all([
      responsesOf(ctx, row.id, category),
      requestFiles(ctx.db, row.id),
      definitions.has(category)
        ? Promise.resolve(definitions.get(category) ?? null)
        : findDefinition(ctx.db, category),
    ]);
    if (definition) definitions.set(category, definition);
    const stored = await Promise.all(files.map((f) => storedFileOf(ctx.db, f.folder, f.id)));
    const reviewer = found.reviewers.find((r) => r.id === row.reviewer_user_id);
    const medication = found.medications.find((m) => m.id === row.rx_medication_id);
    const kind: DecisionKind = row.accepted_on
      ? 'approved'
      : row.rejected_on
        ? 'rejected'
        : row.paid_on
          ? 'waiting'
          : 'unpaid';
    const shipTo = [
      row.shipping_line1,
      row.shipping_line2,
      row.shipping_city,
      row.shipping_state,
      row.shipping_postal_code,
    ]
      .filter(Boolean)
      .join(', ');
    requests.push({
      id: row.id,
      category,
      categoryName: TREATMENT_CATEGORY[category] ?? category,
      createdOn: new Date(row.created_on),
      paidOn: date(row.paid_on),
      answers,
      files: stored
        .filter((f) => f !== undefined)
        .map((f) => ({
          id: f.id,
          kind: f.folder === 'patientPrescriptions' ? 'Prescription' : 'Photo ID',
          folder: f.folder,
          fileName: f.file_name,
          originalName: f.original_name,
          mimeType: f.mime_type,
          sizeBytes: f.size_bytes,
          uploadedOn: new Date(f.created_on),
        })),
      decision: {
        kind,
        on: date(row.accepted_on ?? row.rejected_on),
        reviewerName: reviewer ? `${reviewer.first_name} ${reviewer.last_name}`.trim() : null,
        note: row.provider_note,
        reason:
          kind === 'rejected'
            ? [summary?.rejection_reason_name, row.rejection_reason_other].filter(Boolean).join(': ') || null
            : null,
      },
      medication: medication
        ? {
            name: medication.name,
            dosage: medication.dosage,
            quantity: medication.quantity,
            daySupply: medication.day_supply,
          }
        : null,
      active: row.is_active,
      shipTo: shipTo || null,
      orders: orders
        .filter((o) => o.patient_questionnaire_id === row.id)
        .map((o) => ({
          id: o.id,
          orderNumber: o.order_number,
          paidOn: new Date(o.paid_on),
          amountCents: o.amount_cents,
          taxCents: o.tax_cents,
          currency: o.currency,
          card: o.card_brand && o.card_last4 ? cardLabel({ brand: o.card_brand, last4: o.card_last4 }) : null,
          approvedOn: date(o.approved_on),
          shippedOn: date(o.shipped_on),
          trackingNumber: o.tracking_number,
          refundedCents: o.refunded_cents,
          refundedOn: date(o.refunded_on),
        })),
    });
  }
  const gender = user.gender ? (GENDER[user.gender as Gender] ?? null) : null;
  return {
    patient: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone,
      dateOfBirth: user.date_of_birth_text,
      gender: gender === 'Other' && user.gender_other ? user.gender_other : gender,
      memberSince: new Date(user.created_on),
    },
    requests,
    definitions,
    subject: {
      userId,
      requestIds: ids,
      orderIds: orders.map((o) => o.id),
      fileIds: requests.flatMap((r) => r.files.map((f) => f.id)),
    },
  };
}
