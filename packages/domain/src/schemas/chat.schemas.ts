/** The property chat between a host and an approved applicant (approval opens it). */
import { z } from 'zod';
import { idSchema } from './common.schemas.ts';

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_ATTACHMENTS_MAX = 5;

export const chatIdParamsSchema = z.object({ chatId: idSchema });

/** Body of POST /api/propertyChat/{chatId}/messages. The client message id makes a retry store one message. */
export const chatMessageSendSchema = z
  .object({
    clientMessageId: z
      .string({ error: 'A message id is required.' })
      .trim()
      .min(8, { error: 'A message id is required.' })
      .max(64, { error: 'A message id is required.' }),
    body: z
      .string({ error: 'Please write a message.' })
      .trim()
      .max(CHAT_MESSAGE_MAX, { error: `Please keep a message under ${CHAT_MESSAGE_MAX} characters.` })
      .default(''),
    attachments: z.array(idSchema).max(CHAT_ATTACHMENTS_MAX).default([]),
  })
  .refine((message) => message.body.length > 0 || message.attachments.length > 0, {
    message: 'Please write a message.',
    path: ['body'],
  });
export type ChatMessageSend = z.input<typeof chatMessageSendSchema>;

/** Query of the history: the page of messages before a sequence number (newest page when left out). */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});

/** Query of the live stream: resume after a sequence number (the Last-Event-ID header wins when sent). */
export const chatStreamQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
});

/** Read marker messages: a sequence number is a message's place in its conversation, 1 for the first. */
export const CHAT_READ_MESSAGES = {
  seq: 'Please send the sequence number of a message in this conversation.',
  beyondNewest: 'This conversation has no message with that sequence number yet.',
} as const;

/**
 * Body of POST /api/propertyChat/{chatId}/read: a JSON number, not coerced (true and "7" are not sequence numbers).
 * The service also refuses a number past the conversation's newest message.
 */
export const chatReadSchema = z.object({
  seq: z
    .number({ error: CHAT_READ_MESSAGES.seq })
    .int({ error: CHAT_READ_MESSAGES.seq })
    .positive({ error: CHAT_READ_MESSAGES.seq })
    .max(Number.MAX_SAFE_INTEGER, { error: CHAT_READ_MESSAGES.seq }),
});

export const chatAttachmentSchema = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string() });

export const chatMessageViewSchema = z.object({
  id: z.string(),
  seq: z.number(),
  chatId: z.string(),
  clientMessageId: z.string(),
  senderUserId: z.string(),
  senderOrganizationId: z.string().nullable(),
  senderName: z.string().nullable(),
  body: z.string(),
  attachments: z.array(chatAttachmentSchema),
  createdOn: z.string(),
  /** Written by Carespace itself (a booking made or cancelled), shown as a notice rather than a person's words. */
  system: z.boolean().optional(),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageViewSchema),
  hasMore: z.boolean(),
  lastReadSeq: z.number(),
});

export const chatSummarySchema = z.object({
  id: z.string(),
  property_id: z.string(),
  propertyTitle: z.string(),
  hostOrganizationId: z.string(),
  guestOrganizationId: z.string(),
  otherOrganizationName: z.string().nullable(),
  isHost: z.boolean(),
  createdOn: z.string(),
  lastMessageOn: z.string().nullable(),
  lastMessage: z.string().nullable(),
  unreadCount: z.number(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/**
 * What the chat's WebSocket sends (server to client; the client sends nothing, messages go by POST). `message`
 * carries a stored message; `ready` says everything stored up to `lastSeq` has been sent (a reconnect's catch-up is
 * done). The socket URL names where to resume: `?after=` the last sequence number the client has.
 */
export const chatSocketFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageViewSchema }),
  z.object({ type: z.literal('ready'), lastSeq: z.number() }),
]);
export type ChatSocketFrame = z.infer<typeof chatSocketFrameSchema>;

// The live connection's codes and names live apart from the schemas, so the chat page does not bring zod with it.
export { CHAT_SESSION_ENDED, CHAT_SOCKET_CLOSE, CHAT_STREAM_EVENT } from './chat.constants.ts';
