import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * How long each part of a stop may take (ms from the signal). Requests in flight get `drainMs` to finish; then
 * every connection still open (keep-alive, half-sent requests, upgraded WebSocket sockets) is destroyed. A stop
 * still running at `exitMs` logs a warning and exits; `killMs` is the last resort for a main thread that is
 * itself stuck (a synchronous write to a full pipe): a worker thread kills the process.
 */
export const SHUTDOWN_LIMITS = { drainMs: 2_000, exitMs: 8_000, killMs: 9_500 };

/**
 * Writing to a closed standard output (the parent process is gone) raises EPIPE on the stream: without a
 * listener that would crash the server, or interrupt its stop half-way. Nothing useful can be done with it.
 */
export function ignoreBrokenOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

/** Every open socket of the server, upgraded ones included (the http server's own lists drop those). */
function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** Kills the process after `ms` from a worker thread, which keeps time even if the main thread cannot. */
function startWatchdog(ms: number): void {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  worker.unref();
}

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  /** Called first when a stop begins (before the server stops accepting): e.g. to answer /api/ready with 503. */
  onStopping?: () => void;
  limits?: typeof SHUTDOWN_LIMITS;
  /**
   * The signals that stop the server. A worker of several (server-cluster.ts) stops on SIGTERM only: its primary
   * passes every stop on, and a Ctrl-C in the terminal, which reaches the whole process group, would otherwise be
   * a second signal that cuts its drain short.
   */
  signals?: NodeJS.Signals[];
}

/**
 * SIGTERM and SIGINT stop the server within SHUTDOWN_LIMITS.killMs whatever happens: the server stops accepting,
 * requests in flight may finish, open connections are then closed, the database is closed, and the process
 * exits (0 when every step finished, 1 when one failed or was cut short). A second signal exits at once.
 */
export function installShutdown({
  app,
  closeDatabase,
  onStopping,
  limits = SHUTDOWN_LIMITS,
  signals = ['SIGINT', 'SIGTERM'],
}: ShutdownOptions): void {
  const sockets = trackSockets(app.server);
  // Logging must never be what stops a stop (pino drops lines itself once its output is gone).
  const log = (level: 'info' | 'warn', details: object, message: string) => {
    try {
      app.log[level](details, message);
    } catch {
      // nowhere to write
    }
  };
  let stopping = false;

  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      log('warn', { signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    onStopping?.();
    startWatchdog(limits.killMs);
    setTimeout(() => {
      log('warn', { signal, afterMs: limits.exitMs }, 'the stop did not finish in time: exiting');
      process.exit(1);
    }, limits.exitMs).unref();
    const drain = setTimeout(() => {
      if (sockets.size > 0) log('warn', { connections: sockets.size }, 'closing the connections still open');
      app.server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    }, limits.drainMs);
    drain.unref();

    log('info', { signal }, 'shutting down');
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      log('warn', { err: error }, 'closing the HTTP server failed');
      code = 1;
    }
    clearTimeout(drain);
    for (const socket of sockets) socket.destroy();
    try {
      await closeDatabase();
    } catch (error) {
      log('warn', { err: error }, 'closing the database failed');
      code = 1;
    }
    log('info', { signal }, 'stopped');
    process.exit(code);
  }

  for (const signal of signals) process.on(signal, () => void stop(signal));
}
