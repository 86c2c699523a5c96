import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate.ts';
import type { DB } from '../../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should get traffic (GET /api/ready). */
    readiness: Readiness;
  }
}

/** Why the server should get no traffic now; null when it may. */
export type NotReady = 'draining' | 'database unreachable' | 'migrations pending';

/**
 * What /api/ready answers from. Draining is set when a stop begins (lib/shutdown.ts). The schema is read until it
 * is found up to date, then no more: this code's migrations, once run, stay run.
 */
export class Readiness {
  draining = false;
  private migrated = false;

  constructor(private readonly db: Kysely<DB>) {}

  async check(): Promise<{ notReady: NotReady; cause?: unknown } | null> {
    if (this.draining) return { notReady: 'draining' };
    try {
      await sql`select 1`.execute(this.db);
    } catch (cause) {
      return { notReady: 'database unreachable', cause };
    }
    if (!this.migrated) {
      try {
        const pending = await pendingMigrations(this.db);
        if (pending.length > 0) return { notReady: 'migrations pending', cause: pending };
      } catch (cause) {
        // On PostgreSQL the app role reads the migrations' list through the grant `npm run migrate` gives it.
        return { notReady: 'migrations pending', cause };
      }
      this.migrated = true;
    }
    return null;
  }
}
