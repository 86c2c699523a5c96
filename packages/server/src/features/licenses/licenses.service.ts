import {
  type AdminLicenseQueue,
  type LicenseReject,
  type LicenseStatus,
  type LicenseSubmit,
  type LicenseView,
  licenseStanding,
} from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { takeStoredFile } from '../files/files.service.ts';
import { type LicenseHolder, licenseRejectedMessage, licenseVerifiedMessage } from './licenses.emails.ts';
import * as repo from './licenses.repository.ts';

const QUEUE_LIMIT = 100;
const UNIQUE_VIOLATION = '23505';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toView(row: repo.LicenseRow): LicenseView {
  const status = row.status as LicenseStatus;
  return {
    id: row.id,
    usState: row.us_state,
    licenseNumber: row.license_number,
    expiresOn: row.expires_on,
    status,
    // The database's New York day, the same clock every licensure check uses.
    standing: licenseStanding(status, row.expires_on, row.today),
    submittedOn: new Date(row.submitted_on).toISOString(),
    reviewedOn: iso(row.reviewed_on),
    rejectionReason: row.rejection_reason,
    document:
      row.document_file_id && row.document_file_name
        ? {
            id: row.document_file_id,
            fileName: row.document_file_name,
            originalName: row.document_original_name ?? row.document_file_name,
            mimeType: row.document_mime_type ?? 'application/octet-stream',
          }
        : null,
  };
}

/** Licenses are recorded by providers of any role: reviewers for prescription review, all for the trust badge. */
function provider(ctx: RequestContext): Actor {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.providerRole) throw new AppError('FORBIDDEN');
  return actor;
}

function admin(ctx: RequestContext): Actor {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.healcoAdmin) throw new AppError('NO_ADMIN_PRIVILEGES');
  return actor;
}

// ---- The provider's own licenses ----

export async function listOwn(ctx: RequestContext): Promise<LicenseView[]> {
  const actor = provider(ctx);
  return (await repo.listOwnLicenses(ctx.db, actor.userId)).map(toView);
}

/**
 * Records a license as pending. Nothing the provider sends can make it count: the status is the database's
 * default, and only an admin's verification changes it.
 */
export async function submit(ctx: RequestContext, body: LicenseSubmit): Promise<LicenseView> {
  const actor = provider(ctx);
  const documentFileId = body.documentFileId ?? null;
  if (documentFileId && !(await repo.findUnusedDocument(ctx.db, actor.userId, documentFileId))) {
    throw new AppError('LICENSE_DOCUMENT_INVALID');
  }
  const id = newId();
  try {
    await repo.insertLicense(ctx.db, {
      id,
      userId: actor.userId,
      usState: body.usState,
      licenseNumber: body.licenseNumber,
      expiresOn: body.expiresOn,
      documentFileId,
      now: new Date(),
    });
  } catch (error) {
    const code = (error as { code?: string; constraint?: string }).code;
    const constraint = (error as { constraint?: string }).constraint;
    if (code === UNIQUE_VIOLATION && constraint === 'provider_license_one_pending') {
      throw new AppError('LICENSE_ALREADY_PENDING');
    }
    if (code === UNIQUE_VIOLATION && constraint === 'provider_license_document') {
      throw new AppError('LICENSE_DOCUMENT_INVALID');
    }
    throw error;
  }
  await ctx.audit({
    eventCode: 'LCSB',
    entityType: 'provider_license',
    entityId: id,
    details: { usState: body.usState, document: documentFileId !== null },
  });
  const row = await repo.findLicense(ctx.db, id);
  if (!row) throw notFound();
  return toView(row);
}

/** Withdraws one of the caller's pending licenses, and its document with it. Anyone else's is "not found". */
export async function withdraw(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const actor = provider(ctx);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const license = await repo.deletePendingLicense(trx, id, actor.userId);
    if (!license) return undefined;
    const document = license.document_file_id
      ? await takeStoredFile(trx, 'providerLicenses', license.document_file_id)
      : undefined;
    await auditInTransaction(trx, ctx, {
      userId: actor.userId,
      eventCode: 'LCWD',
      entityType: 'provider_license',
      entityId: license.id,
      details: { usState: license.us_state },
    });
    if (document) {
      await auditInTransaction(trx, ctx, {
        userId: actor.userId,
        eventCode: 'FDEL',
        entityType: 'file',
        entityId: document.id,
        details: { folder: 'providerLicenses' },
      });
    }
    return { document };
  });
  if (!removed) throw notFound();
  if (removed.document) await ctx.ports.files.delete('providerLicenses', removed.document.file_name);
  return { id };
}

// ---- The admin queue ----

export async function queue(ctx: RequestContext): Promise<AdminLicenseQueue> {
  admin(ctx);
  const { items, total } = await repo.pendingQueue(ctx.db, QUEUE_LIMIT);
  // License numbers and the providers' contact details are personal data: the read is on the record.
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'provider_license_queue',
    details: { licenses: items.map((item) => item.id) },
  });
  return {
    total,
    items: items.map((row) => ({
      ...toView(row),
      provider: {
        userId: row.user_id,
        name: row.provider_name || row.provider_email,
        email: row.provider_email,
        providerRole: row.provider_role,
        organizationName: row.organization_name,
        npi: row.provider_npi,
      },
    })),
  };
}

/** The license an admin is about to decide: it must exist, and must not be their own. */
async function decidable(ctx: RequestContext, actor: Actor, id: string): Promise<repo.LicenseRow> {
  const row = await repo.findLicense(ctx.db, id);
  if (!row) throw notFound();
  if (row.user_id === actor.userId) throw new AppError('LICENSE_SELF_REVIEW');
  if (row.status !== 'PEND') throw new AppError('LICENSE_ALREADY_DECIDED');
  return row;
}

/** The decision stands whatever happens to the email; a failed email is on the record instead. */
async function tellHolder(
  ctx: RequestContext,
  row: repo.LicenseRow,
  message: (holder: LicenseHolder) => MailMessage,
) {
  const holder = await repo.findHolder(ctx.db, row.user_id);
  if (holder?.status !== 'ACTV') return;
  try {
    await ctx.ports.mailer.send(
      message({ email: holder.email, firstName: holder.first_name, providerRole: holder.provider_role }),
    );
  } catch (error) {
    await ctx.audit({
      eventCode: 'RCUP',
      entityType: 'provider_license',
      entityId: row.id,
      details: { warning: 'UNABLE_TO_SEND_EMAIL', message: String(error).slice(0, 200) },
    });
  }
}

export async function verify(ctx: RequestContext, id: string): Promise<LicenseView> {
  const actor = admin(ctx);
  const row = await decidable(ctx, actor, id);
  if (licenseStanding('PEND', row.expires_on, row.today) === 'expired') throw new AppError('LICENSE_EXPIRED');
  const verified = await repo.verifyOnce(ctx.db, { id, reviewerId: actor.userId, now: new Date() });
  if (!verified) {
    // Decided by someone else in between, or it expired at midnight while the admin looked at it.
    const now = await repo.findLicense(ctx.db, id);
    throw new AppError(now?.status === 'PEND' ? 'LICENSE_EXPIRED' : 'LICENSE_ALREADY_DECIDED');
  }
  await ctx.audit({
    eventCode: 'LCVR',
    entityType: 'provider_license',
    entityId: id,
    details: { provider: row.user_id, usState: row.us_state, expiresOn: row.expires_on },
  });
  const license = { usState: row.us_state, licenseNumber: row.license_number, expiresOn: row.expires_on };
  await tellHolder(ctx, row, (holder) => licenseVerifiedMessage(holder, license, ctx.config.publicUrl));
  const decided = await repo.findLicense(ctx.db, id);
  if (!decided) throw notFound();
  return toView(decided);
}

export async function reject(ctx: RequestContext, id: string, body: LicenseReject): Promise<LicenseView> {
  const actor = admin(ctx);
  const row = await decidable(ctx, actor, id);
  const rejected = await repo.rejectOnce(ctx.db, {
    id,
    reviewerId: actor.userId,
    reason: body.reason,
    now: new Date(),
  });
  if (!rejected) throw new AppError('LICENSE_ALREADY_DECIDED');
  await ctx.audit({
    eventCode: 'LCRJ',
    entityType: 'provider_license',
    entityId: id,
    details: { provider: row.user_id, usState: row.us_state },
  });
  const license = { usState: row.us_state, licenseNumber: row.license_number, expiresOn: row.expires_on };
  await tellHolder(ctx, row, (holder) =>
    licenseRejectedMessage(holder, license, body.reason, ctx.config.publicUrl),
  );
  const decided = await repo.findLicense(ctx.db, id);
  if (!decided) throw notFound();
  return toView(decided);
}
