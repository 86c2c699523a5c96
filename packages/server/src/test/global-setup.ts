import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { pgliteTemplateDir, TEMPLATE_DB_NAME, urlForDatabase, withAdminClient } from './databases.ts';

/**
 * Migrates the template database that every test file copies (see databases.ts). Global setup runs in the main
 * process, where the project's `env` is not applied, so the project's name says which database it is for.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    await withAdminClient(async (c) => {
      await c.query(`drop database if exists "${TEMPLATE_DB_NAME}" with (force)`);
      await c.query(`create database "${TEMPLATE_DB_NAME}"`);
    });
    const database = openPostgres(urlForDatabase(TEMPLATE_DB_NAME), 1);
    await migrateToLatest(database);
    await database.close();
    return async () => {
      await withAdminClient((c) => c.query(`drop database if exists "${TEMPLATE_DB_NAME}" with (force)`));
    };
  }
  const dir = pgliteTemplateDir();
  fs.rmSync(dir, { recursive: true, force: true });
  const database = await openPglite(dir);
  await migrateToLatest(database);
  await database.close();
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
