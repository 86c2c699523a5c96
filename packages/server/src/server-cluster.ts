import cluster, { type Worker } from 'node:cluster';
import { SHUTDOWN_LIMITS } from './lib/shutdown.ts';

/** A worker that dies sooner than this after its start is failing to start: the next one waits (growing). */
const EARLY_DEATH_MS = 10_000;
const RESTART_PAUSE_MIN_MS = 500;
const RESTART_PAUSE_MAX_MS = 30_000;
/** After the workers' own limit (each stops within SHUTDOWN_LIMITS.killMs), the primary stops waiting. */
const STOP_WAIT_MS = SHUTDOWN_LIMITS.killMs + 1_000;

export interface ClusterOptions {
  workers: number;
  /** The module each worker runs (main.ts, which serves when it finds itself a worker). */
  entry: string;
  /** Said once every worker listens. */
  onListening(): void;
}

/**
 * The arguments a worker's Node starts with: the primary's own, plus the TypeScript loader when the primary got it
 * another way (`npm start` registers it in-process, which a forked process does not inherit).
 */
function workerExecArgv(): string[] {
  if (process.execArgv.some((argument) => argument.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', import.meta.resolve('tsx')];
}

/**
 * The primary of WORKERS server processes sharing one port (node:cluster hands each new connection to the next
 * worker). It serves nothing itself: it keeps the count of workers up (a worker that dies unexpectedly is replaced,
 * after a growing pause when it died while starting), and on SIGTERM or SIGINT passes SIGTERM to every worker, waits
 * for their graceful stops and exits 0 when all of them stopped cleanly. The database is migrated and seeded before
 * this runs, once, so workers never do it concurrently.
 */
export function runCluster({ workers, entry, onListening }: ClusterOptions): void {
  cluster.setupPrimary({ exec: entry, execArgv: workerExecArgv() });
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let exitCode = 0;
  const serving = new Set<Worker>();
  let announced = false;
  let pause = RESTART_PAUSE_MIN_MS;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      serving.add(worker);
      if (announced) console.log(`Server process ${worker.process.pid} is serving (a replacement)`);
      else if (serving.size === workers) {
        announced = true;
        onListening();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    serving.delete(worker);
    if (stopping) {
      // A worker still starting has no stop of its own yet: SIGTERM ends it at once, which is a clean stop too.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    const early = lived < EARLY_DEATH_MS;
    const wait = early ? pause : 0;
    pause = early ? Math.min(pause * 2, RESTART_PAUSE_MAX_MS) : RESTART_PAUSE_MIN_MS;
    console.error(
      `Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another` +
        (wait ? ` in ${wait / 1000} s` : ''),
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${startedAt.size} server processes`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error('Server processes still running after their stop limit: ending them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_WAIT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i += 1) fork();
}
