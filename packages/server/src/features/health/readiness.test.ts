import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/database.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { asSuperuser } from '../../test/tamper.ts';
import { testConfig, useTestApp } from '../../test/test-app.ts';
import { healthRoutes } from './health.routes.ts';
import { Readiness } from './readiness.ts';

const t = useTestApp();
const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
const NEWEST = '0028-audit-chain';

describe('readiness', () => {
  // First in the file: the schema is read only until it is found up to date.
  it('answers 503 while a migration of this code has not run, and 200 once it has', async () => {
    const { rows } = await asSuperuser(t.database, (db) =>
      sql<{
        timestamp: string;
      }>`delete from kysely_migration where name = ${NEWEST} returning timestamp`.execute(db),
    );
    expect(rows).toHaveLength(1);
    const pending = await ready();
    expect(pending.statusCode).toBe(503);
    expect(pending.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: migrations pending.',
    });
    // Liveness never looks at the schema.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await asSuperuser(t.database, (db) =>
      sql`insert into kysely_migration (name, timestamp) values (${NEWEST}, ${rows[0]!.timestamp})`.execute(
        db,
      ),
    );
    const up = await ready();
    expect(up.statusCode).toBe(200);
    // Not a demonstration: nothing says so.
    expect(up.json().result).toEqual({ status: 'ok' });
  });

  it('answers 503 while the process drains, liveness still 200', async () => {
    t.app.readiness.draining = true;
    try {
      const draining = await ready();
      expect(draining.statusCode).toBe(503);
      expect(draining.json().error.message).toBe('Not ready: draining.');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 while the database is unreachable', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const unreachable = openPostgres('postgres://nobody@127.0.0.1:1/carespace', 1);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', testConfig());
    app.decorate('readiness', new Readiness(unreachable.db));
    registerErrorHandler(app);
    await app.register(healthRoutes, { prefix: '/api' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Not ready: database unreachable.');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
