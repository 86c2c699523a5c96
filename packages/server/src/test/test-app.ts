import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createPorts } from '../adapters/ports.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { TEST_SESSION_SECRET } from './api.ts';
import { openTestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `carespace-test-data-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'carespace-no-web'),
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...overrides,
  });
}

/**
 * Mail and texts are delivered by the outbound worker just after the request that queued them, as a person
 * waits a moment for an email. A test reads the offline outbox right after a request, so a test app's
 * `inject` (and `api`) resolves once the messages it queued have been delivered: a wait, never a sleep.
 */
export function answerAfterDelivery(app: FastifyInstance): void {
  const original = app.inject.bind(app) as (...args: unknown[]) => unknown;
  // Only the promise form, inject(options): the chained and callback forms are left as they are.
  app.inject = ((...args: unknown[]) => {
    if (args.length !== 1 || args[0] === undefined) return original(...args);
    return (original(args[0]) as Promise<LightMyRequestResponse>).then(async (response) => {
      await app.outbound.settled();
      return response;
    });
  }) as typeof app.inject;
}

/**
 * Registers beforeAll/afterAll hooks that give the calling test file its own app on its own database.
 * Use the returned object's fields inside tests (they are filled once beforeAll has run).
 */
export function useTestApp(
  overrides: NodeJS.ProcessEnv = {},
  /** Extra routes a test needs (e.g. one that fails on purpose), added before the app is ready. */
  extend?: (app: FastifyInstance) => void,
): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    holder.config = testConfig(overrides);
    holder.database = await openTestDatabase();
    holder.app = await buildApp({
      config: holder.config,
      db: holder.database.db,
      ports: createPorts(holder.config, holder.database.db),
      listen: holder.database.listen,
    });
    extend?.(holder.app);
    answerAfterDelivery(holder.app);
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}
