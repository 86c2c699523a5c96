import type { ChatMessageView, ChatSummary } from '@carespace/domain';
import { apiPost, queryApi, useApiQuery } from '../../../lib/api-client.ts';

export const chatsKey = ['property-chats'] as const;

/** GET /api/propertyChat: the conversations with unread counts (refreshed now and then for the other chats). */
export function useChats() {
  return useApiQuery<ChatSummary[]>([...chatsKey], '/propertyChat', {
    silent: true,
    refetchInterval: 30_000,
  });
}

export interface HistoryPage {
  messages: ChatMessageView[];
  hasMore: boolean;
  lastReadSeq: number;
}

export function fetchHistory(chatId: string, before?: number): Promise<HistoryPage> {
  const query = before ? `?before=${before}` : '';
  return queryApi<HistoryPage>(`/propertyChat/${encodeURIComponent(chatId)}/messages${query}`);
}

/**
 * Sends a message. A failed attempt is tried again with the same client message id, so a send that reached the
 * server before the answer was lost (a dropped connection, a server restarting behind its proxy) is stored once:
 * the server answers a repeated id with the message it already has.
 */
export async function sendChatMessage(
  chatId: string,
  message: { clientMessageId: string; body: string },
  attempts = 3,
): Promise<ChatMessageView> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 800 * attempt));
    let status: number | undefined;
    try {
      const outcome = await apiPost<ChatMessageView>(
        `/propertyChat/${encodeURIComponent(chatId)}/messages`,
        message,
        { silent: true },
      );
      if (outcome.success) return outcome.result;
      lastError = outcome.error;
      status = outcome.error.httpStatus;
    } catch (error) {
      // A gateway timeout is thrown: the message may or may not have been stored, which a retry settles.
      lastError = error;
      status = (error as { httpStatus?: number }).httpStatus;
    }
    // A refusal (400, 403, 404) will not change; a lost connection or a server error may.
    if (status !== undefined && status < 500) break;
  }
  throw lastError;
}

export function markChatRead(chatId: string, seq: number) {
  return apiPost(`/propertyChat/${encodeURIComponent(chatId)}/read`, { seq }, { silent: true });
}

export function newClientMessageId(): string {
  return crypto.randomUUID();
}
