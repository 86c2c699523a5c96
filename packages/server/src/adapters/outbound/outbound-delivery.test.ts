import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { api, createUser } from '../../test/api.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { testConfig } from '../../test/test-app.ts';
import { createPorts, type Ports } from '../ports.ts';
import type { OutboundOptions } from './outbound-worker.ts';

/**
 * The outbound queue against a real SMTP server (smtp-server, on a free port) that a test turns away with a
 * temporary (451) or permanent (550) refusal, or lets accept.
 */

type Mode = 'accept' | 'busy' | 'refuse';
interface Received {
  to: string;
  messageId: string;
}

let mode: Mode = 'accept';
let refusals = 0;
const received: Received[] = [];
/** Each delivered message as the relay read it, by Message-ID. */
const rawMessages = new Map<string, string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (mode === 'accept') return callback();
    refusals += 1;
    const error = Object.assign(new Error(mode === 'busy' ? 'Try again later' : 'No such user here'), {
      responseCode: mode === 'busy' ? 451 : 550,
    });
    callback(error);
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? '';
      for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId });
      rawMessages.set(messageId, data);
      callback();
    });
  },
});

let database: Database;
let smtpUrl: string;
const apps: FastifyInstance[] = [];

// Retries come within a few tens of milliseconds here, not the production minutes.
const FAST: Partial<OutboundOptions> = { pollMs: 50, backoff: { baseMs: 40, maxMs: 150 }, maxAttempts: 50 };

async function startApp(outbound: Partial<OutboundOptions> = FAST, ports?: (ports: Ports) => Ports) {
  const config = testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'Carespace <no-reply@carespace.test>' });
  const basePorts = createPorts(config, database.db);
  const app = await buildApp({
    config,
    db: database.db,
    ports: ports ? ports(basePorts) : basePorts,
    listen: database.listen,
    outbound,
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jobsTo = async (email: string) => {
  const rows = await database.db
    .selectFrom('outbound_message')
    .select(['id', 'status', 'attempts', 'payload', 'last_error'])
    .orderBy('created_on')
    .execute();
  // Delivered messages keep no payload: they are found by the id the relay saw.
  return rows.filter(
    (row) =>
      (row.payload as { to?: string } | null)?.to === email ||
      received.some((r) => r.to === email && r.messageId.startsWith(`<${row.id}@`)),
  );
};
const receivedBy = (email: string) => received.filter((r) => r.to === email);
const forgotPassword = (app: FastifyInstance, email: string) =>
  api(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  database = await openTestDatabase();
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  mode = 'accept';
  vi.restoreAllMocks();
});

afterAll(async () => {
  await database?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('outbound mail', () => {
  it('answers a request at once while the relay turns mail away, and delivers it once when it takes mail again', async () => {
    const app = await startApp();
    const user = await createUser(database.db);
    mode = 'busy';
    const refusedBefore = refusals;

    const started = Date.now();
    const response = await forgotPassword(app, user.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    await until(() => refusals >= refusedBefore + 3, 'the relay to turn the message away three times');
    const [waiting] = await jobsTo(user.email);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(3);
    expect(waiting!.last_error).toMatch(/^451: /);
    expect(waiting!.last_error).not.toContain(user.email);
    expect(receivedBy(user.email)).toEqual([]);

    mode = 'accept';
    await until(async () => (await jobsTo(user.email))[0]?.status === 'sent', 'the message to be delivered');
    // A few more reads of the queue must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await app.outbound.settled()).toBe(true);
    expect(receivedBy(user.email)).toEqual([
      { to: user.email, messageId: expect.stringMatching(new RegExp(`^<${waiting!.id}@carespace\\.test>$`)) },
    ]);
    const [sent] = await jobsTo(user.email);
    expect(sent).toMatchObject({ status: 'sent', payload: null });
  });

  it('sends the HTML part as the alternative to the plain text', async () => {
    const app = await startApp();
    const user = await createUser(database.db);

    expect((await forgotPassword(app, user.email)).statusCode).toBe(200);
    await until(() => receivedBy(user.email).length === 1, 'the message to be delivered');
    const raw = rawMessages.get(receivedBy(user.email)[0]!.messageId) ?? '';

    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    const plain = raw.search(/^Content-Type: text\/plain/im);
    const html = raw.search(/^Content-Type: text\/html/im);
    // Plain text first: a client shows the last part it can, so the HTML comes after.
    expect(plain).toBeGreaterThan(-1);
    expect(html).toBeGreaterThan(plain);
  });

  it('makes a message the relay refuses for good a dead letter after one attempt, with a log line that names no recipient', async () => {
    const app = await startApp();
    const errors = vi.spyOn(app.log, 'error');
    const warnings = vi.spyOn(app.log, 'warn');
    const user = await createUser(database.db);
    mode = 'refuse';

    expect((await forgotPassword(app, user.email)).statusCode).toBe(200);
    await until(
      async () => (await jobsTo(user.email))[0]?.status === 'dead',
      'the message to become a dead letter',
    );
    const [dead] = await jobsTo(user.email);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead!.last_error).toMatch(/^550: /);

    const deadLines = errors.mock.calls.filter(([, message]) => message === 'outbound message: dead letter');
    expect(deadLines).toHaveLength(1);
    expect(deadLines[0]![0]).toMatchObject({ jobId: dead!.id, kind: 'mail', attempt: 1, errorCode: '550' });
    const failedLines = warnings.mock.calls.filter(
      ([, message]) => message === 'outbound message: delivery failed',
    );
    expect(failedLines).toHaveLength(1);
    const logged = JSON.stringify([...deadLines, ...failedLines]);
    expect(logged).not.toContain(user.email);
    expect(logged).not.toContain('reset-password');
    expect(receivedBy(user.email)).toEqual([]);
  });
});

describe('a stop before delivery', () => {
  it('delivers a message queued by a process that stopped without sending it, once, after the next start', async () => {
    const user = await createUser(database.db);
    const queueOnly = await startApp({ ...FAST, deliver: false });
    expect((await forgotPassword(queueOnly, user.email)).statusCode).toBe(200);
    await queueOnly.close();
    expect((await jobsTo(user.email)).map((job) => job.status)).toEqual(['pending']);
    expect(receivedBy(user.email)).toEqual([]);

    const next = await startApp();
    await until(async () => (await jobsTo(user.email))[0]?.status === 'sent', 'the message to be delivered');
    expect(await next.outbound.settled()).toBe(true);
    expect(receivedBy(user.email)).toHaveLength(1);
  });

  it('takes over a message whose worker died during its delivery once the lease runs out, and sends it once', async () => {
    const user = await createUser(database.db);
    let handedOver = 0;
    // A worker that hangs in the middle of a delivery and is then stopped: as good as killed.
    const dying = await startApp({ ...FAST, leaseMs: 400, drainMs: 50 }, (ports) => ({
      ...ports,
      delivery: {
        ...ports.delivery,
        mailer: {
          send: () => {
            handedOver += 1;
            return new Promise<void>(() => undefined);
          },
        },
      },
    }));
    expect((await forgotPassword(dying, user.email)).statusCode).toBe(200);
    await until(() => handedOver === 1, 'the first worker to take the message');
    await dying.close();

    const next = await startApp({ ...FAST, leaseMs: 400 });
    await until(async () => (await jobsTo(user.email))[0]?.status === 'sent', 'the message to be delivered');
    expect(await next.outbound.settled()).toBe(true);
    expect(receivedBy(user.email)).toHaveLength(1);
    expect((await jobsTo(user.email))[0]!.attempts).toBe(2);
  });
});

describe('several processes', () => {
  it('share the queue: each of twelve messages is delivered exactly once', async () => {
    const [one, two] = await Promise.all([startApp(), startApp()]);
    const recipients = Array.from({ length: 12 }, (_, i) => `shared-${i}@example.test`);
    await Promise.all(
      recipients.map((to, i) =>
        (i % 2 ? one! : two!).ports.mailer.send({
          to,
          subject: 'Hello',
          text: 'A message for the shared queue.',
        }),
      ),
    );
    await until(
      async () => (await one!.outbound.settled()) && (await two!.outbound.settled()),
      'both workers to be idle',
    );
    expect(recipients.map((to) => receivedBy(to).length)).toEqual(recipients.map(() => 1));
  });

  it('queues a message asked for twice under one key once', async () => {
    const app = await startApp();
    const message = {
      to: 'keyed@example.test',
      subject: 'Approved',
      text: 'Your prescription was approved.',
    };
    await app.ports.mailer.send(message, { key: 'prescription-approved:1' });
    await app.ports.mailer.send(message, { key: 'prescription-approved:1' });
    await app.ports.mailer.send({ ...message, to: 'other@example.test' }, { key: 'prescription-approved:1' });
    expect(await app.outbound.settled()).toBe(true);
    expect(receivedBy('keyed@example.test')).toHaveLength(1);
    expect(receivedBy('other@example.test')).toHaveLength(1);
  });
});
