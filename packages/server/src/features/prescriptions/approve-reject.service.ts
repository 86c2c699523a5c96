import {
  OTHER_CODE,
  type PrescriptionApproval,
  type PrescriptionDecisionResult,
  type PrescriptionRejection,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { prescriptionApprovedMessage, prescriptionRejectedMessage } from './prescriptions.emails.ts';
import { findPatient } from './prescriptions.repository.ts';
import * as repo from './review.repository.ts';
import { iso, refusal, requireDecider } from './review-access.ts';

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
