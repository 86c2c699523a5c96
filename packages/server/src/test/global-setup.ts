import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_APP_ROLE, grantAppRole } from '../db/app-role.ts';
import { openPglite, openPostgres } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newId } from '../lib/ids.ts';
import { urlForDatabase, withAdminClient } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * Migrates the template database that every test file copies (see databases.ts). Its name is unique to this run,
 * so several test runs on one machine never share or drop each other's template. Global setup runs in the main
 * process, where the project's `env` is not applied, so the project's name says which database it is for.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    const name = `carespace_tpl_${newId(10).toLowerCase()}`;
    await withAdminClient((c) => c.query(`create database "${name}"`));
    const database = openPostgres(urlForDatabase(name), 1);
    await migrateToLatest(database);
    // Every copy then lets the tests' own connections act as the app role, as the server's do.
    await grantAppRole(database.db, DEFAULT_APP_ROLE);
    await database.close();
    project.provide('templateDatabase', name);
    return async () => {
      await withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`));
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-test-template-'));
  const database = await openPglite(dir);
  await migrateToLatest(database);
  await database.close();
  project.provide('templateDatabase', dir);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
