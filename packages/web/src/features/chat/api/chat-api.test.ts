import type { ChatMessageView } from '@carespace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendChatMessage } from './chat-api.ts';

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();
const stored = { id: 'm1', seq: 7, chatId: 'chat1', clientMessageId: 'client-0001', body: 'Hello' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const failure = (code: string) => ({ success: false, result: null, error: { message: code, code } });

/** What each attempt sent: the body's client message id. */
const sentIds = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { clientMessageId: string }).clientMessageId,
  );

async function settle<T>(promise: Promise<T>): Promise<T> {
  // The retries wait between attempts; let the clock run out under them.
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('sending a chat message', () => {
  it('tries again with the same client message id after a lost connection and a server restarting', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(failure('SERVICE_UNAVAILABLE'), 503))
      .mockResolvedValueOnce(json({ success: true, result: stored, error: null }));
    const message = await settle(sendChatMessage('chat1', { clientMessageId: 'client-0001', body: 'Hello' }));
    expect(message).toEqual(stored as ChatMessageView);
    expect(sentIds()).toEqual(['client-0001', 'client-0001', 'client-0001']);
  });

  it('tries again after a gateway timeout, which may have stored the message', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 504 }))
      .mockResolvedValueOnce(json({ success: true, result: stored, error: null }));
    await expect(
      settle(sendChatMessage('chat1', { clientMessageId: 'client-0001', body: 'Hello' })),
    ).resolves.toEqual(stored);
    expect(sentIds()).toEqual(['client-0001', 'client-0001']);
  });

  it('does not repeat a refusal, and gives up after three attempts', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('NOT_FOUND'), 404));
    await expect(
      settle(sendChatMessage('chat1', { clientMessageId: 'client-0002', body: 'Hi' })),
    ).rejects.toMatchObject({
      httpStatus: 404,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      settle(sendChatMessage('chat1', { clientMessageId: 'client-0003', body: 'Hi' })),
    ).rejects.toBeDefined();
    expect(sentIds()).toEqual(['client-0003', 'client-0003', 'client-0003']);
  });
});
