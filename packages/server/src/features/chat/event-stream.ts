import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A Server-Sent Events response over plain HTTP: the chat's live transport. Kept to this small module so a
 * WebSocket can replace it without touching the chat's rules (docs/decisions.md, Introductions and property chat).
 * The response is taken out of Fastify's hands (hijack) so compression and serialization never buffer it.
 */
export interface EventStream {
  send(event: { id?: string | number; event?: string; data: unknown }): void;
  onClose(listener: () => void): void;
  close(): void;
}

const HEARTBEAT_MS = 25_000;

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold the events back.
    'x-accel-buffering': 'no',
  });
  // The browser waits this long before reconnecting after a drop (it then sends Last-Event-ID).
  raw.write('retry: 2000\n\n');
  const listeners: Array<() => void> = [];
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  return {
    send({ id, event, data }) {
      if (closed) return;
      let frame = '';
      if (id !== undefined) frame += `id: ${id}\n`;
      if (event) frame += `event: ${event}\n`;
      frame += `data: ${JSON.stringify(data)}\n\n`;
      raw.write(frame);
    },
    onClose(listener) {
      listeners.push(listener);
    },
    close() {
      finish();
      raw.end();
    },
  };
}
