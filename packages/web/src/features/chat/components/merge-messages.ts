import type { ChatMessageView } from '@carespace/domain';

/** A message on screen: stored (with its sequence number) or still on its way (seq null). */
export interface ShownMessage extends Omit<ChatMessageView, 'seq'> {
  seq: number | null;
  failed?: boolean;
}

/**
 * Merges stored messages into what is shown: one entry per message (by id, or by the sender's client message
 * id for a message still on its way), in sequence order with pending ones last. History, the live stream and
 * the send's own answer may all bring the same message; it appears once.
 */
export function mergeMessages(
  shown: readonly ShownMessage[],
  incoming: readonly ChatMessageView[],
): ShownMessage[] {
  const byKey = new Map<string, ShownMessage>();
  const keyOf = (m: { senderUserId: string; clientMessageId: string }) =>
    `${m.senderUserId}:${m.clientMessageId}`;
  for (const message of shown) byKey.set(keyOf(message), message);
  for (const message of incoming) byKey.set(keyOf(message), message);
  return [...byKey.values()].sort(
    (a, b) => (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER),
  );
}
