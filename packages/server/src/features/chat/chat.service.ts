import {
  CHAT_READ_MESSAGES,
  type ChatMessageSend,
  type ChatMessageView,
  type ChatSummary,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { notify } from '../notifications/notify.ts';
import { practiceMemberIds } from '../organizations/organizations.service.ts';
import * as repo from './chat.repository.ts';

/** One CHAT notice per side per quiet period: a lively conversation is one email, not one per message. */
export const CHAT_NOTICE_QUIET_MINUTES = 10;

function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/** Only the two organizations and admins may read a chat; for anyone else it does not exist. */
export async function accessibleChat(ctx: RequestContext, chatId: string) {
  const actor = signedIn(ctx);
  const chat = await repo.findChat(ctx.db, chatId);
  if (!chat) throw new AppError('NOT_FOUND');
  const member =
    actor.organizationId !== null &&
    (chat.host_organization_id === actor.organizationId ||
      chat.guest_organization_id === actor.organizationId);
  if (!member && !actor.healcoAdmin) throw new AppError('NOT_FOUND');
  return { actor, chat };
}

interface AttachmentRef {
  id: string;
  fileName: string;
  mimeType: string;
}

export function toMessageView(row: repo.MessageRow): ChatMessageView {
  const attachments = Array.isArray(row.attachments) ? (row.attachments as AttachmentRef[]) : [];
  return {
    id: row.id,
    seq: Number(row.seq),
    chatId: row.chat_id,
    clientMessageId: row.client_message_id,
    senderUserId: row.sender_user_id,
    senderOrganizationId: row.sender_organization_id,
    senderName: row.sender_name,
    body: row.body,
    attachments,
    createdOn: new Date(row.created_on).toISOString(),
    ...(row.is_system ? { system: true } : {}),
  };
}

/** GET /api/propertyChat: the caller's conversations (every one, for an admin) with unread counts. */
export async function listChats(ctx: RequestContext): Promise<ChatSummary[]> {
  const actor = signedIn(ctx);
  if (!actor.organizationId && !actor.healcoAdmin) return [];
  const rows = await repo.listChats(ctx.db, actor.healcoAdmin ? null : actor.organizationId, actor.userId);
  return rows.map((row) => {
    const isHost = row.host_organization_id === actor.organizationId;
    return {
      id: row.id,
      property_id: row.property_id,
      propertyTitle: row.property_title,
      hostOrganizationId: row.host_organization_id,
      guestOrganizationId: row.guest_organization_id,
      otherOrganizationName: isHost
        ? row.guest_name
        : actor.healcoAdmin && !isHost && row.guest_organization_id !== actor.organizationId
          ? `${row.host_name ?? ''} · ${row.guest_name ?? ''}`
          : row.host_name,
      isHost,
      createdOn: new Date(row.created_on).toISOString(),
      lastMessageOn: row.last_message_on ? new Date(row.last_message_on).toISOString() : null,
      lastMessage: row.last_message,
      unreadCount: Number(row.unread_count),
    };
  });
}

/** GET /api/propertyChat/{chatId}/messages: a page of history, oldest first. */
export async function history(
  ctx: RequestContext,
  chatId: string,
  page: { before?: number | undefined; limit: number },
) {
  const { actor } = await accessibleChat(ctx, chatId);
  const rows = await repo.listMessages(ctx.db, chatId, { before: page.before, limit: page.limit + 1 });
  const hasMore = rows.length > page.limit;
  const shown = hasMore ? rows.slice(1) : rows;
  return {
    messages: shown.map(toMessageView),
    hasMore,
    lastReadSeq: await repo.readMark(ctx.db, chatId, actor.userId),
  };
}

/** Where a live connection that names no resume point starts: after the newest message. */
export async function latestSeq(ctx: RequestContext, chatId: string): Promise<number> {
  return repo.latestSeq(ctx.db, chatId);
}

/**
 * POST /api/propertyChat/{chatId}/messages. The same client message id twice stores one message and answers
 * the stored one, so a client may retry a send whose answer it never got; only a newly stored message is
 * announced to the live connections (in the repository's transaction, with the sender's read mark) and may
 * notify the other side.
 */
export async function sendMessage(ctx: RequestContext, chatId: string, body: ChatMessageSend) {
  const { actor, chat } = await accessibleChat(ctx, chatId);
  const attachmentIds = [...new Set(body.attachments ?? [])];
  const files = await repo.ownFiles(ctx.db, actor.userId, attachmentIds);
  if (files.length !== attachmentIds.length) throw badRequest('One of the attachments could not be found.');
  const { message, created } = await repo.insertMessage(ctx.db, {
    id: newId(),
    chat_id: chatId,
    sender_user_id: actor.userId,
    sender_organization_id: actor.organizationId,
    client_message_id: body.clientMessageId,
    body: (body.body ?? '').trim(),
    attachments: JSON.stringify(
      files.map((file) => ({
        id: file.id,
        fileName: file.original_name || file.file_name,
        mimeType: file.mime_type,
      })),
    ),
  });
  const view = toMessageView(message);
  if (created) {
    const sides: Array<'host' | 'guest'> = [];
    if (actor.organizationId !== chat.host_organization_id) sides.push('host');
    if (actor.organizationId !== chat.guest_organization_id) sides.push('guest');
    for (const side of sides) await noticeOtherSide(ctx, chat, side);
  }
  return view;
}

/**
 * Writes Carespace's own notice into a property chat (what was booked or cancelled), sent as the given user of
 * one side since every message needs a sender. The client message id makes it once per event: a repeat finds
 * the first notice and adds nothing.
 */
export async function postSystemNotice(
  ctx: RequestContext,
  notice: {
    chatId: string;
    senderUserId: string;
    senderOrganizationId: string | null;
    clientMessageId: string;
    body: string;
  },
): Promise<void> {
  await repo.insertMessage(ctx.db, {
    id: newId(),
    chat_id: notice.chatId,
    sender_user_id: notice.senderUserId,
    sender_organization_id: notice.senderOrganizationId,
    client_message_id: notice.clientMessageId,
    body: notice.body,
    attachments: '[]',
    is_system: true,
  });
}

async function noticeOtherSide(ctx: RequestContext, chat: repo.ChatRow, side: 'host' | 'guest') {
  try {
    if (!(await repo.claimNotice(ctx.db, chat.id, side, CHAT_NOTICE_QUIET_MINUTES))) return;
    const organizationId = side === 'host' ? chat.host_organization_id : chat.guest_organization_id;
    for (const userId of await practiceMemberIds(ctx, organizationId)) {
      await notify(ctx, {
        userId,
        type: 'CHAT',
        subject: 'You have a new message on Carespace',
        text: 'You have a new message about a space on Carespace. Sign in and open Property Chat to read it and reply.',
      });
    }
  } catch {
    // A notice that cannot be sent never fails the message itself.
  }
}

/** POST /api/propertyChat/{chatId}/read: everything up to seq has been seen by the caller. */
export async function markRead(ctx: RequestContext, chatId: string, seq: number) {
  const { actor } = await accessibleChat(ctx, chatId);
  // Only a message the chat has: a mark past the newest would hide the messages still to come as already read.
  if (seq > (await repo.latestSeq(ctx.db, chatId))) throw badRequest(CHAT_READ_MESSAGES.beyondNewest);
  await repo.markRead(ctx.db, chatId, actor.userId, seq);
  return { lastReadSeq: await repo.readMark(ctx.db, chatId, actor.userId) };
}
