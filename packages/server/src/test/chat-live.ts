import { CHAT_SOCKET_CLOSE, type ChatMessageView, type ChatSocketFrame } from '@carespace/domain';
import WebSocket from 'ws';

/** A live chat connection held open by a test: what it has been handed so far, and a way to wait for more. */
export interface LiveChat {
  messages: ChatMessageView[];
  /** Waits (15 s at most) until `check` holds, re-checking whenever something arrives. */
  until(check: () => boolean, what: string): Promise<void>;
  close(): void;
  /**
   * Resolves with the close code once the server or the test has closed the connection. A stream has no codes:
   * it resolves with the socket's 4401 when its last event said the session ended, 1000 otherwise.
   */
  closed: Promise<number>;
}

export class UpgradeRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`The upgrade was refused with ${statusCode}: ${body}`);
  }
}

function waiting(messages: ChatMessageView[]) {
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${what}; got ${JSON.stringify(messages.map((m) => m.body))}`);
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        // Re-checks now and then even without news, so the deadline is kept.
        setTimeout(resolve, 250);
      });
    }
  };
  return { wake, until };
}

/**
 * Opens the chat's WebSocket as the browser does (session cookie; Origin when given) and waits for `ready`.
 * A refused upgrade rejects with UpgradeRefused (its status and envelope).
 */
export function holdChatSocket(
  baseUrl: string,
  cookie: string,
  chatId: string,
  options: { after?: number; origin?: string } = {},
): Promise<LiveChat> {
  const url = new URL(`/api/propertyChat/${chatId}/socket`, baseUrl.replace(/^http/, 'ws'));
  if (options.after !== undefined) url.searchParams.set('after', String(options.after));
  const socket = new WebSocket(url, {
    headers: { cookie, ...(options.origin ? { origin: options.origin } : {}) },
  });
  const messages: ChatMessageView[] = [];
  const { wake, until } = waiting(messages);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => reject(new UpgradeRefused(response.statusCode ?? 0, body)));
    });
    socket.once('error', (error) => reject(error));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatSocketFrame;
      if (frame.type === 'message') messages.push(frame.message);
      else
        resolve({
          messages,
          until,
          close: () => socket.close(),
          closed,
        });
      wake();
    });
    socket.once('close', () => wake());
  });
}

/**
 * Opens the chat's Server-Sent Events stream (the fallback transport) and waits for `ready`. A refusal rejects
 * with UpgradeRefused (its status and envelope), as the socket's does.
 */
export async function holdChatStream(
  baseUrl: string,
  cookie: string,
  chatId: string,
  options: { lastEventId?: number; origin?: string } = {},
): Promise<LiveChat> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/propertyChat/${chatId}/stream`, {
    headers: {
      cookie,
      ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new UpgradeRefused(response.status, await response.text());
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const messages: ChatMessageView[] = [];
  const { wake, until } = waiting(messages);
  let ready = false;
  let sessionEnded = false;
  let buffer = '';
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => {
    resolveClosed = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (/^event: ready$/m.test(frame)) ready = true;
          else if (/^event: session-ended$/m.test(frame)) sessionEnded = true;
          else if (data) messages.push(JSON.parse(data) as ChatMessageView);
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    resolveClosed(sessionEnded ? CHAT_SOCKET_CLOSE.sessionEnded : 1000);
    wake();
  })();
  await until(() => ready, 'the stream to be ready');
  return { messages, until, close: () => controller.abort(), closed };
}
