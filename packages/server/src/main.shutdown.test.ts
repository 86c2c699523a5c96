import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The real server process (main.ts), stopped by a signal while connections are open: it must exit, and cleanly,
 * within 10 seconds. One data folder for both cases: the second start reuses its migrated database.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/server/src/main.ts');
let dataDir: string;
const START_WAIT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      // The payment sandbox in production: a demonstration (no Stripe account in tests).
      DEMO_MODE: '1',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'shutdown-test-password',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // A first start migrates and seeds a fresh embedded database: on a busy 2-core machine that can take a minute.
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { connection: 'close' },
      });
      if (response.ok) return { child, port, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health in ${START_WAIT_MS / 1000} s:\n${output}`);
}

/** A connection that stays open after its answer (keep-alive), once the answer has arrived. */
function keepAliveConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
    socket.on('error', () => undefined);
    socket.once('data', () => resolve(socket));
    socket.once('close', () => reject(new Error('closed before answering')));
  });
}

/** A request whose body never finishes arriving: the server is still reading it when the signal comes. */
function halfSentRequest(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200\r\nX-Requested-With: carespace\r\n\r\n{"email":',
        () => resolve(socket),
      );
    });
    socket.on('error', () => undefined);
  });
}

function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started }));
  });
}

async function holdConnections(port: number): Promise<net.Socket[]> {
  const sockets = await Promise.all([
    keepAliveConnection(port),
    keepAliveConnection(port),
    halfSentRequest(port),
  ]);
  // Let the server start reading the half-sent body.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return sockets;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('stopping the server', () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-shutdown-test-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'exits within 10 s of SIGTERM with keep-alive connections and a half-sent request open',
    async () => {
      const { child, port, output } = await startServer();
      const sockets = await holdConnections(port);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      for (const socket of sockets) socket.destroy();
      expect(ms).toBeLessThan(10_000);
      expect(code).toBe(0);
      // The request that never finished was cut short, and the log says so.
      expect(output()).toContain('closing the connections still open');
      expect(output()).toContain('"msg":"stopped"');
    },
    START_WAIT_MS + 30_000,
  );

  it(
    'exits within 10 s of SIGTERM when its standard output is already closed',
    async () => {
      const { child, port } = await startServer();
      // The parent stops reading and closes its end: every later line the server writes meets EPIPE.
      child.stdout?.destroy();
      child.stderr?.destroy();
      const sockets = await holdConnections(port);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      for (const socket of sockets) socket.destroy();
      expect(ms).toBeLessThan(10_000);
      expect(code).toBe(0);
    },
    START_WAIT_MS + 30_000,
  );
});
