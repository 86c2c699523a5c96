import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/*
 * The real server process started as production: with nothing configured it refuses within 5 s of work,
 * naming every missing setting; declared a demonstration it starts, says so first, answers /api/ready saying so, and answers
 * 503 there once it drains after SIGTERM.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/server/src/main.ts');
const REQUIRED = ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SESSION_SECRET'];

/** This environment without any Carespace setting (a developer's or CI's own may be set). */
function bareEnvironment(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return Object.fromEntries(
    Object.entries({ PATH, HOME, TMPDIR }).filter(([, value]) => value !== undefined),
  );
}

/** Sends raw bytes on one connection and collects everything the server answers until it closes. */
function rawExchange(port: number): { socket: net.Socket; received: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => {
    data += chunk;
  });
  const received = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(data));
    socket.on('error', () => undefined);
  });
  return { socket, received };
}

/**
 * Runs Node with these arguments in a bare production environment: its exit code, its output and the CPU time it
 * used (user + system, as the shell's `times` reports its children's). CPU time, not the clock: on a test machine
 * busy with other suites a start can wait seconds for a core, which says nothing about the start's own work.
 */
async function runNode(args: string[]): Promise<{ code: number | null; output: string; cpuMs: number }> {
  const child = spawn('bash', ['-c', 'node "$@" 2>&1; code=$?; echo; times; exit $code', 'bash', ...args], {
    cwd: root,
    env: { ...bareEnvironment(), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  // `times` prints the shell's own times, then its children's: "0m1.234s 0m0.120s".
  const children = output.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  if (seconds.length !== 2) throw new Error(`No CPU times in the output: ${children}`);
  return { code, output, cpuMs: Math.round((seconds[0]! + seconds[1]!) * 1000) };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a production start', () => {
  it('with nothing configured exits non-zero within 5 s of work, naming every missing setting', async () => {
    const refusal = await runNode(['--import', 'tsx', main]);
    expect(refusal.code).not.toBe(0);
    // The configuration is read before the server is loaded: the whole start, Node and the TypeScript loader
    // included, is about a second of work; loading the server first would be several times that.
    expect(refusal.cpuMs).toBeLessThan(5_000);
    const { output } = refusal;
    for (const name of REQUIRED)
      expect(output).toMatch(new RegExp(`^ {2}${name} is required in production: `, 'm'));
    expect(output).toContain('DEMO_MODE=1');
  }, 30_000);

  describe('declared a demonstration', () => {
    let dataDir: string;
    let server: ServerProcess;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-demo-start-'));
      // The tests' migrated template as its embedded database: the start then only seeds the demo accounts.
      fs.cpSync(inject('templateDatabase'), path.join(dataDir, 'pglite'), { recursive: true });
      server = await startServerProcess({
        ...bareEnvironment(),
        NODE_ENV: 'production',
        DEMO_MODE: '1',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DEMO_PASSWORD: 'demo-start-test-password',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('says so in its first log line and at /api/ready', async () => {
      const [first] = server.output().split('\n');
      expect(first).toMatch(/^DEMONSTRATION \(DEMO_MODE=1\)/);
      expect(first).toContain('payments in the sandbox');
      expect(first).toContain('mail to the outbox');
      expect(first).toContain(`embedded PGlite in ${dataDir}`);
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { result: unknown }).result).toEqual({
        status: 'ok',
        demonstration: true,
      });
    });

    it('never answers /api/ready as ready once it drains after SIGTERM', async () => {
      const port = Number(new URL(server.url).port);
      const { socket, received } = rawExchange(port);
      // A request still arriving when the signal comes; the readiness probe follows it on the same connection.
      const [start, rest] = ['{"email":', '"someone@example.test","password":"x"}'];
      await new Promise<void>((resolve) =>
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${start.length + rest.length}\r\nX-Requested-With: carespace\r\n\r\n${start}`,
          () => resolve(),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(`${rest}GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      const answers = await received;
      expect(await exited).toBe(0);
      const statuses = [...answers.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
      // The request in flight is answered; the probe behind it gets 503 or a closed connection, never a 200.
      expect(statuses[0]).toBe(401);
      expect(statuses.slice(1).every((status) => status === 503)).toBe(true);
    }, 30_000);
  });
});
