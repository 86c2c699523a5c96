import { expressionBuilder, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

// What makes a license count, as SQL other features compose into their own statements (listings' trust badge,
// prescription review scope, nearby clinicians): the condition lives here once so no copy can drift from it.

/**
 * Today's New York calendar day, as the database sees it: a license counts through its expiry day, and stops
 * counting the next morning without any job running, because every check compares against this.
 */
export const LICENSE_TODAY = sql<string>`(now() at time zone 'America/New_York')::date`;

/**
 * The one definition of a license that counts, for a correlated subquery over `provider_license` under the
 * given alias: verified by an admin, not replaced by a later verification, not expired. The status is a literal so
 * a prepared statement's generic plan still uses the partial index of verified licenses.
 */
export function countsAsLicensed(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.status`)} = 'VERI' and ${sql.ref(`${alias}.replaced_on`)} is null
    and ${sql.ref(`${alias}.expires_on`)} >= ${LICENSE_TODAY}`;
}

/**
 * The states where a user holds a license that counts, as a subquery (`us_state in (…)`). This, and nothing the
 * user can edit about themselves, is what prescription review, decisions and file access are scoped by.
 */
export function licensedStatesOf(userId: string) {
  return expressionBuilder<DB, never>()
    .selectFrom('provider_license as pl')
    .select('pl.us_state')
    .where('pl.user_id', '=', userId)
    .where(countsAsLicensed('pl'));
}

/** The sorted states of a user's licenses that count, for a select list (the trust badge), given a user id expression. */
export function licensedStatesArray(userId: RawBuilder<string | null>): RawBuilder<string[]> {
  return sql<string[]>`(select coalesce(array_agg(pl.us_state order by pl.us_state), '{}'::text[])
    from provider_license pl where pl.user_id = ${userId} and ${countsAsLicensed('pl')})`;
}
