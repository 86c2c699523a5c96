import { describe, expect, it } from 'vitest';
import { mergeMessages, type ShownMessage } from './merge-messages.ts';

const message = (seq: number | null, clientMessageId: string, body = clientMessageId): ShownMessage => ({
  id: `id-${clientMessageId}`,
  seq,
  chatId: 'c1',
  clientMessageId,
  senderUserId: 'u1',
  senderOrganizationId: 'o1',
  senderName: 'Dana Reyes',
  body,
  attachments: [],
  createdOn: '2026-11-26T10:00:00.000Z',
});

describe('mergeMessages', () => {
  it('shows a message once whether it came from history, the stream or the send', () => {
    const pending = [message(null, 'b')];
    const merged = mergeMessages(pending, [
      { ...message(2, 'b'), seq: 2 },
      { ...message(1, 'a'), seq: 1 },
    ] as never);
    const again = mergeMessages(merged, [{ ...message(2, 'b'), seq: 2 }] as never);
    expect(again.map((m) => [m.seq, m.clientMessageId])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('keeps messages still on their way after the stored ones', () => {
    const merged = mergeMessages([message(null, 'z')], [{ ...message(5, 'y'), seq: 5 }] as never);
    expect(merged.map((m) => m.clientMessageId)).toEqual(['y', 'z']);
  });
});
