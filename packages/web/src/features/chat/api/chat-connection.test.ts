import type { ChatMessageView } from '@carespace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openChatConnection } from './chat-connection.ts';

/** A stand-in for the browser's WebSocket: records the URLs opened and lets the test play the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
  open() {
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  /** The server sends a named event. */
  event(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

const message = (seq: number, body: string) =>
  ({ id: `m${seq}`, seq, chatId: 'chat1', clientMessageId: `c${seq}`, body }) as unknown as ChatMessageView;

beforeEach(() => {
  FakeSocket.opened = [];
  FakeEventSource.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the chat connection', () => {
  it('reconnects after a drop from the last message it had, and shows each message once', () => {
    const received: string[] = [];
    const close = openChatConnection('chat1', 7, { onMessage: (m) => received.push(m.body) });
    const first = FakeSocket.opened[0]!;
    expect(first.url).toMatch(/\/api\/propertyChat\/chat1\/socket\?after=7$/);
    first.open();
    first.frame({ type: 'ready', lastSeq: 7 });
    first.frame({ type: 'message', message: message(8, 'Eight') });
    first.frame({ type: 'message', message: message(9, 'Nine') });
    first.drop();

    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.opened[1]!;
    expect(second.url).toMatch(/\?after=9$/);
    second.open();
    // A message the client already has is not shown twice, even if it came again.
    second.frame({ type: 'message', message: message(9, 'Nine') });
    second.frame({ type: 'message', message: message(10, 'Ten') });
    expect(received).toEqual(['Eight', 'Nine', 'Ten']);
    close();
  });

  it('stops when the session has ended, and falls back to the event stream when sockets never open', () => {
    const ended = openChatConnection('chat1', 0, { onMessage: () => undefined });
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
    ended();

    FakeSocket.opened = [];
    const close = openChatConnection('chat1', 3, { onMessage: () => undefined });
    for (let i = 0; i < 3; i += 1) {
      FakeSocket.opened.at(-1)!.drop();
      vi.advanceTimersByTime(20_000);
    }
    expect(FakeSocket.opened).toHaveLength(3);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/propertyChat/chat1/stream?after=3']);
    close();
  });

  it('tells the page once when the socket closes because the session ended, and stops', () => {
    const ended = vi.fn();
    const statuses: boolean[] = [];
    const close = openChatConnection('chat1', 0, {
      onMessage: () => undefined,
      onStatus: (live) => statuses.push(live),
      onSessionEnded: ended,
    });
    const socket = FakeSocket.opened[0]!;
    socket.open();
    socket.frame({ type: 'ready', lastSeq: 0 });
    socket.drop(4401);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe(false);
    expect(FakeSocket.opened).toHaveLength(1);
    close();
  });

  it('tells the page when the event stream says the session ended, and closes the stream for good', () => {
    const ended = vi.fn();
    const close = openChatConnection('chat1', 3, { onMessage: () => undefined, onSessionEnded: ended });
    for (let i = 0; i < 3; i += 1) {
      FakeSocket.opened.at(-1)!.drop();
      vi.advanceTimersByTime(20_000);
    }
    const stream = FakeEventSource.opened[0]!;
    stream.event('ready');
    expect(ended).not.toHaveBeenCalled();
    stream.event('session-ended');
    expect(ended).toHaveBeenCalledTimes(1);
    // EventSource would reconnect by itself: closing it is what stops it.
    expect(stream.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(3);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();
  });
});
