import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The real server (main.ts) in a process of its own, as production runs it; for tests across processes. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM, then the exit: resolves with the exit code. */
  stop(): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../../../..');
const main = path.join(root, 'packages/server/src/main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** How long a start may take: on a busy 2-core machine, compiling the server alone can take half a minute. */
export const START_WAIT_MS = 90_000;

/** Starts main.ts with the given environment and waits until /api/health answers (90 s at most). */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`, { headers: { connection: 'close' } });
      if (response.ok) return { child, url, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health in ${START_WAIT_MS / 1000} s:\n${output}`);
}
