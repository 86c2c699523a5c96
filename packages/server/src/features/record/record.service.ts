import type {
  AdminRecordExportBody,
  RecordAccessEntry,
  RecordAccessQuery,
  RecordAccessResult,
  RecordFormat,
  TreatmentCategory,
} from '@carespace/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { listOrders, listOwnedSubscriptions, requestFiles } from '../prescriptions/patient-prescriptions.ts';
import { countReads, listReads, type RecordSubject } from './record.repository.ts';
import { accessEntry, type NamedRequest } from './record-access.ts';
import { type RecordContents, readRecord } from './record-data.ts';
import { type FileBytes, recordBundle } from './record-fhir.ts';
import { recordPdf } from './record-pdf.ts';

export interface RecordFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/**
 * Only the patient may open their own record here. Anyone else (another patient, a provider, a pharmacist, and
 * an admin too, who has a separate action with a reason) is told it does not exist, and the attempt is audited.
 */
async function requireOwner(ctx: RequestContext, userId: string, action: string): Promise<void> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (actor.isPatient && actor.userId === userId) return;
  await ctx.audit({ eventCode: 'ACDN', entityType: 'patient_record', entityId: userId, details: { action } });
  throw notFound();
}

/** The patient's requests, orders and files by id: what the audit log names when someone reads them. */
async function subjectOf(
  ctx: RequestContext,
  userId: string,
): Promise<{ subject: RecordSubject; requests: NamedRequest[] }> {
  const owned = await listOwnedSubscriptions(ctx.db, userId);
  const ids = owned.map((row) => row.id);
  const [orders, files] = await Promise.all([
    listOrders(ctx.db, ids),
    Promise.all(ids.map((id) => requestFiles(ctx.db, id))),
  ]);
  return {
    subject: {
      userId,
      requestIds: ids,
      orderIds: orders.map((o) => o.id),
      fileIds: files.flat().map((f) => f.id),
    },
    requests: owned.map((row) => ({ id: row.id, category: row.treatment_category as TreatmentCategory })),
  };
}

/** GET /api/record/:userId/access-log: who else has read the patient's record, newest first, a page at a time. */
export async function accessLog(
  ctx: RequestContext,
  userId: string,
  query: RecordAccessQuery,
): Promise<RecordAccessResult> {
  await requireOwner(ctx, userId, 'read access log');
  const { subject, requests } = await subjectOf(ctx, userId);
  const [total, rows] = await Promise.all([
    countReads(ctx.db, subject),
    listReads(ctx.db, subject, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'record_access_log',
    entityId: userId,
    details: { page: query.page, count: rows.length },
  });
  return {
    items: rows.map((row) => accessEntry(row, requests)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function fileBytes(ctx: RequestContext, record: RecordContents): Promise<FileBytes[]> {
  const files = record.requests.flatMap((r) => r.files);
  const read = await Promise.all(
    files.map(async (file) => ({
      id: file.id,
      bytes: await ctx.ports.files.get(file.folder, file.fileName),
    })),
  );
  return read.filter((f): f is FileBytes => f.bytes !== null);
}

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/** Produces the file from a record already read and audited. Nothing is kept: it goes straight to the caller. */
async function produce(
  ctx: RequestContext,
  record: RecordContents,
  format: RecordFormat,
  now: Date,
  preparedFor?: string,
): Promise<RecordFile> {
  const rows = await listReads(ctx.db, record.subject, null);
  const reads: RecordAccessEntry[] = rows.map((row) => accessEntry(row, record.requests));
  const name = `carespace-record-${record.patient.lastName || 'patient'}-${stamp(now)}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  if (format === 'pdf') {
    return {
      body: await recordPdf(record, reads, { now, preparedFor }),
      contentType: 'application/pdf',
      filename: `${name}.pdf`,
    };
  }
  const bundle = recordBundle(record, reads, await fileBytes(ctx, record), {
    publicUrl: ctx.config.publicUrl,
    now,
  });
  return {
    body: Buffer.from(JSON.stringify(bundle, null, 2)),
    contentType: 'application/fhir+json; charset=utf-8',
    filename: `${name}.fhir.json`,
  };
}

const counts = (record: RecordContents) => ({
  requests: record.requests.length,
  orders: record.subject.orderIds.length,
  files: record.subject.fileIds.length,
});

/** GET /api/record/:userId/:format: the patient's whole record, a bulk ePHI read audited before it is sent. */
export async function exportOwnRecord(
  ctx: RequestContext,
  userId: string,
  format: RecordFormat,
): Promise<RecordFile> {
  await requireOwner(ctx, userId, `export record (${format})`);
  const record = await readRecord(ctx, userId);
  if (!record) throw notFound();
  await ctx.audit({
    eventCode: 'RCEX',
    entityType: 'patient_record',
    entityId: userId,
    details: { ephi: 'whole record', bulk: true, format, ...counts(record) },
  });
  return produce(ctx, record, format, new Date());
}

/** POST /api/admin/record/:userId: an admin produces a patient's record for them; the reason goes in the log. */
export async function exportRecordForPatient(
  ctx: RequestContext,
  userId: string,
  body: AdminRecordExportBody,
): Promise<RecordFile> {
  const actor = ctx.actor;
  if (!actor?.healcoAdmin) throw new AppError('NO_ADMIN_PRIVILEGES');
  const record = await readRecord(ctx, userId);
  if (!record) throw notFound();
  await ctx.audit({
    eventCode: 'RCEX',
    entityType: 'patient_record',
    entityId: userId,
    details: {
      ephi: 'whole record',
      bulk: true,
      format: body.format,
      reason: body.reason,
      forPatient: true,
      ...counts(record),
    },
  });
  return produce(ctx, record, body.format, new Date(), body.reason);
}
