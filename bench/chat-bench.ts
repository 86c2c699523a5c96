/**
 * `npm run bench` (chat part): the property chat through one server process.
 * 1. Throughput: concurrent senders POST messages to one chat for a while; messages stored per second, and
 *    whether a socket on the chat was handed every one of them.
 * 2. Fan-out: BENCH_CHAT_SOCKETS (default 1,000) WebSockets open on one chat; messages are sent one after another
 *    and the delay from the send to each socket's receipt is measured (p50, p99, max).
 * The sockets' client side runs in this same process (loopback), so the figures include its cost: a conservative
 * reading on a shared machine. Traffic goes to 127.0.0.1 only; every phase is bounded.
 */
import os from 'node:os';
import type { ChatSocketFrame } from '@carespace/domain';
import WebSocket from 'ws';
import { sessionCookieName } from '../packages/server/src/features/auth/session.ts';
import { createUser, sessionFor } from '../packages/server/src/test/api.ts';
import { approvedChat } from '../packages/server/src/test/chat-fixtures.ts';
import { startBenchApp } from './bench-app.ts';
import { percentile } from './percentile.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 16);
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const FAN_OUT_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 50);

async function main() {
  const bench = await startBenchApp('chat-bench');
  const { database } = bench;
  const httpUrl = bench.url;
  const port = new URL(httpUrl).port;
  const cookieName = sessionCookieName(true);

  const tag = Math.random().toString(36).slice(2, 8);
  const hostUser = await createUser(database.db, {
    providerRole: 'STAN',
    organizationName: `Bench host ${tag}`,
  });
  const guestUser = await createUser(database.db, {
    providerRole: 'STAN',
    organizationName: `Bench guest ${tag}`,
  });
  const host = { id: hostUser.id, organizationId: hostUser.organizationId! };
  const guest = { id: guestUser.id, organizationId: guestUser.organizationId! };
  const hostCookie = `${cookieName}=${await sessionFor(database.db, host.id)}`;
  const guestCookie = `${cookieName}=${await sessionFor(database.db, guest.id)}`;

  let counter = 0;
  const send = async (chatId: string, body: string) => {
    counter += 1;
    const response = await fetch(`${httpUrl}/api/propertyChat/${chatId}/messages`, {
      method: 'POST',
      headers: { cookie: guestCookie, 'x-requested-with': 'carespace', 'content-type': 'application/json' },
      body: JSON.stringify({ clientMessageId: `bench-${tag}-${counter}`, body }),
    });
    await response.arrayBuffer();
    return response.ok;
  };

  const openSocket = (chatId: string, onFrame: (frame: ChatSocketFrame, at: number) => void) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/propertyChat/${chatId}/socket`, {
        headers: { cookie: hostCookie },
      });
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      socket.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(String(data)) as ChatSocketFrame;
        if (frame.type === 'ready') resolve(socket);
        onFrame(frame, at);
      });
    });

  console.log(
    `Chat on ${database.kind}; ${os.cpus().length} cores. Throughput: ${SENDERS} senders for ${SECONDS} s. ` +
      `Fan-out: ${SOCKETS} sockets, ${FAN_OUT_MESSAGES} messages.\n`,
  );

  // 1. Throughput through one process, with one socket following the chat.
  const busyChat = await approvedChat(database.db, host, guest);
  let delivered = 0;
  const watcher = await openSocket(busyChat, (frame) => {
    if (frame.type === 'message') delivered += 1;
  });
  let stored = 0;
  let failed = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      while (performance.now() < until) {
        if (await send(busyChat, `Throughput message from sender ${sender}`)) stored += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const drainUntil = performance.now() + 10_000;
  while (delivered < stored && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  watcher.close();

  // 2. Fan-out to many open sockets on one chat.
  const wideChat = await approvedChat(database.db, host, guest);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const received = new Map<string, number>();
  const sockets: WebSocket[] = [];
  const openStarted = performance.now();
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, () =>
      openSocket(wideChat, (frame, at) => {
        if (frame.type !== 'message') return;
        const t0 = sentAt.get(frame.message.body);
        if (t0 === undefined) return;
        latencies.push(at - t0);
        received.set(frame.message.body, (received.get(frame.message.body) ?? 0) + 1);
      }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  for (let m = 0; m < FAN_OUT_MESSAGES; m += 1) {
    const body = `Fan-out message ${m}`;
    sentAt.set(body, performance.now());
    await send(wideChat, body);
    // The next message goes once every socket has this one (or after 5 s): one message in flight at a time.
    const deadline = performance.now() + 5_000;
    while ((received.get(body) ?? 0) < SOCKETS && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const missing = FAN_OUT_MESSAGES * SOCKETS - latencies.length;
  latencies.sort((a, b) => a - b);
  for (const socket of sockets) socket.close();

  console.table([
    {
      case: `${SENDERS} senders, 1 socket`,
      'messages/s stored': Math.round(stored / elapsed),
      'delivered to the socket': `${delivered}/${stored}`,
      'failed sends': failed,
    },
  ]);
  console.table([
    {
      case: `${SOCKETS} open sockets, ${FAN_OUT_MESSAGES} messages`,
      'sockets opened in s': openSeconds.toFixed(1),
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'max ms': (latencies.at(-1) ?? Number.NaN).toFixed(1),
      'deliveries missing': missing,
    },
  ]);

  await bench.close();
  if (failed > 0 || delivered < stored || missing > 0) process.exitCode = 1;
}

await main();
