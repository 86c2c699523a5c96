import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}
