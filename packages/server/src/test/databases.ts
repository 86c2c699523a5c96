import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { DEFAULT_APP_ROLE } from '../db/app-role.ts';
import { type Database, openPglite, openPostgres } from '../db/database.ts';
import { newId } from '../lib/ids.ts';

/**
 * One freshly migrated database per test file, so files run in parallel and never see each other's rows.
 * The global setup migrates a template once; each file copies it (a PGlite folder copy, or
 * CREATE DATABASE … TEMPLATE on PostgreSQL), which is far faster than migrating again.
 */

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `carespace_test_${newId(10).toLowerCase()}`;
    const template = inject('templateDatabase');
    await withAdminClient((c) => c.query(`create database "${name}" template "${template}"`));
    // As the server does: the test's queries run as the app role, which may not change the audit log.
    const database = openPostgres(urlForDatabase(name), 4, { role: DEFAULT_APP_ROLE });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-test-'));
  fs.cpSync(inject('templateDatabase'), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
