import {
  type ApplicationSummary,
  type ApplicationView,
  type ApplicationViewCondition,
  HOW_SOON,
  INTRODUCTION_REJECTION_REASON,
  type IntroductionRejectionReason,
  introductionRejectionSchema,
  type NotificationType,
  type PropertyApplication,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { organizationIsPaidMember } from '../billing/membership.service.ts';
import { notify } from '../notifications/notify.ts';
import { practiceMemberIds } from '../organizations/organizations.service.ts';
import { photoFilesOf } from '../properties/properties.service.ts';
import * as repo from './introductions.repository.ts';

function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/** The organization a seeker applies for: their own, or for an admin the one named. */
function applicantOrganization(actor: Actor, organizationId?: string | null): string {
  if (organizationId && organizationId !== actor.organizationId) {
    if (!actor.healcoAdmin) throw new AppError('NOT_FOUND');
    return organizationId;
  }
  if (!actor.organizationId) throw badRequest('Missing Organization Id');
  return actor.organizationId;
}

/** Tells everyone of an organization; a failed delivery never undoes the action that caused it. */
async function tellOrganization(
  ctx: RequestContext,
  organizationId: string,
  event: { type: NotificationType; subject: string; text: string },
) {
  const userIds = await practiceMemberIds(ctx, organizationId).catch(() => []);
  for (const userId of userIds) {
    await notify(ctx, { userId, ...event }).catch(() => undefined);
  }
}

/** POST /api/propertyIntroduction: a seeker applies to a listed property of another organization, once. */
export async function applyToProperty(ctx: RequestContext, body: PropertyApplication) {
  const actor = signedIn(ctx);
  const organizationId = applicantOrganization(actor, body.organizationId);
  const property = await repo.findListedProperty(ctx.db, body.propertyId);
  if (!property) throw new AppError('NOT_FOUND');
  if (property.organization_id === organizationId) throw new AppError('OWN_PROPERTY_APPLICATION');
  const inserted = await repo.insertIntroduction(ctx.db, {
    id: newId(),
    property_id: property.id,
    host_organization_id: property.organization_id,
    organization_id: organizationId,
    applicant_user_id: actor.userId,
    message_to_host: body.messageToHost,
    how_soon: body.howSoon,
  });
  if (!inserted) throw new AppError('APPLICATION_ALREADY_SENT');
  // The host hears of it as a new introduction to one of their listings, not as an answer to one of theirs.
  await tellOrganization(ctx, property.organization_id, {
    type: 'NPIN',
    subject: `New application for ${property.title}`,
    text: `A provider has applied to rent "${property.title}" on Carespace. Open Connections to read their message and reply.`,
  });
  return { id: inserted.id, propertyId: property.id, sentOn: new Date(inserted.sent_on).toISOString() };
}

/**
 * Whether the caller may answer the applications of a host organization: an admin, or a
 * member of that organization on a paid plan. Another organization's applications are not found at all.
 */
async function mayAnswer(ctx: RequestContext, actor: Actor, hostOrganizationId: string): Promise<boolean> {
  if (actor.healcoAdmin) return true;
  if (actor.organizationId !== hostOrganizationId) throw new AppError('NOT_FOUND');
  return organizationIsPaidMember(ctx, hostOrganizationId);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /api/propertyIntroduction/host/{organizationId}: an admin may pass `all` for every organization's. */
export async function listHostApplications(
  ctx: RequestContext,
  organizationId: string,
  viewCondition: ApplicationViewCondition,
): Promise<ApplicationView[]> {
  const actor = signedIn(ctx);
  const everyOrganization = organizationId === 'all' && actor.healcoAdmin;
  const canRespond = everyOrganization ? true : await mayAnswer(ctx, actor, organizationId);
  const rows = await repo.listForHost(ctx.db, everyOrganization ? null : organizationId, viewCondition);
  const files = await photoFilesOf(ctx, [...new Set(rows.flatMap((row) => row.photo_ids))]);
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => {
    const reason = row.rejection_reason as IntroductionRejectionReason | null;
    return {
      id: row.id,
      organization_id: row.organization_id,
      property_id: row.property_id,
      title: row.title,
      address: [row.address_line_one, row.address_line_two, row.city, `${row.us_state} ${row.zipcode}`]
        .filter(Boolean)
        .join(', '),
      propertyPhoto: {
        files: row.photo_ids.flatMap((id) => {
          const file = byId.get(id);
          return file ? [{ id, fileName: file.file_name, mimeType: file.mime_type }] : [];
        }),
      },
      // A host who may not answer sees neither the contact details nor the message.
      applicantInfo: {
        name: canRespond ? row.applicant_name : null,
        organizationName: row.applicant_organization_name,
        email: canRespond ? row.applicant_email : null,
        phone: canRespond ? row.applicant_phone : null,
        // A trust signal, not a contact detail: every host sees it, member or not.
        licenseStates: row.applicant_license_states ?? [],
      },
      sentOn: new Date(row.sent_on).toISOString(),
      messageToHost: canRespond ? row.message_to_host : null,
      howSoon: HOW_SOON[row.how_soon as keyof typeof HOW_SOON] ?? row.how_soon,
      responded: row.responded,
      approvedOn: iso(row.approved_on),
      rejectedOn: iso(row.rejected_on),
      rejectionReason: reason
        ? {
            id: reason,
            name: INTRODUCTION_REJECTION_REASON[reason] ?? reason,
            other: row.rejection_reason_other,
          }
        : null,
      propertyChat_id: row.property_chat_id,
      canRespond,
    };
  });
}

/**
 * GET /api/propertyIntroduction/host/{organizationId}?viewCondition=simple: every application, whatever its state,
 * in short form. The same rules as the full list decide who may read it and who sees the applicant's name.
 */
export async function listHostApplicationSummaries(
  ctx: RequestContext,
  organizationId: string,
): Promise<ApplicationSummary[]> {
  const actor = signedIn(ctx);
  const everyOrganization = organizationId === 'all' && actor.healcoAdmin;
  const canRespond = everyOrganization ? true : await mayAnswer(ctx, actor, organizationId);
  const rows = await repo.listSummariesForHost(ctx.db, everyOrganization ? null : organizationId);
  return rows.map((row) => ({
    id: row.id,
    organization_id: row.organization_id,
    property_id: row.property_id,
    title: row.title,
    applicantInfo: {
      name: canRespond ? row.applicant_name : null,
      organizationName: row.applicant_organization_name,
    },
    sentOn: new Date(row.sent_on).toISOString(),
    responded: row.responded,
    state: row.approved_on ? 'approved' : row.rejected_on ? 'rejected' : 'pending',
    propertyChat_id: row.property_chat_id,
  }));
}

async function answerable(ctx: RequestContext, applicationId: string) {
  const actor = signedIn(ctx);
  const introduction = await repo.findIntroduction(ctx.db, applicationId);
  if (!introduction) throw new AppError('NOT_FOUND');
  if (!(await mayAnswer(ctx, actor, introduction.host_organization_id)))
    throw new AppError('MEMBERSHIP_REQUIRED');
  if (introduction.responded) throw new AppError('APPLICATION_ALREADY_ANSWERED');
  return { actor, introduction };
}

/** POST /api/propertyIntroduction/true/{id}: approval opens the property chat; the result is its id. */
export async function approveApplication(ctx: RequestContext, applicationId: string): Promise<string> {
  const { actor, introduction } = await answerable(ctx, applicationId);
  const chatId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertChat(trx, {
      id: chatId,
      introduction_id: introduction.id,
      property_id: introduction.property_id,
      host_organization_id: introduction.host_organization_id,
      guest_organization_id: introduction.organization_id,
    });
    const answered = await repo.answerIntroduction(trx, introduction.id, {
      approved: true,
      chatId,
      userId: actor.userId,
    });
    if (!answered) throw new AppError('APPLICATION_ALREADY_ANSWERED');
  });
  await notify(ctx, {
    userId: introduction.applicant_user_id,
    type: 'INTA',
    subject: 'Your application was approved',
    text: 'Good news: the host approved your application on Carespace. Open Property Chat to start the conversation.',
  }).catch(() => undefined);
  return chatId;
}

/** POST /api/propertyIntroduction/false/{id}: a reason is required, and text with Other. */
export async function rejectApplication(ctx: RequestContext, applicationId: string, body: unknown) {
  const { actor, introduction } = await answerable(ctx, applicationId);
  const parsed = introductionRejectionSchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Please provide a reason');
  const { introductionRejectionReason: reason, introductionRejectionReasonOther: other } = parsed.data;
  const answered = await repo.answerIntroduction(ctx.db, introduction.id, {
    approved: false,
    reason,
    other: reason === 'OTHR' ? (other ?? null) : null,
    userId: actor.userId,
  });
  if (!answered) throw new AppError('APPLICATION_ALREADY_ANSWERED');
  await notify(ctx, {
    userId: introduction.applicant_user_id,
    type: 'INTD',
    subject: 'An update on your application',
    text: 'The host has answered your application on Carespace, and this space will not work out this time. Keep an eye on your matches: new spaces are listed every week.',
  }).catch(() => undefined);
  return null;
}

export { tellOrganization };
