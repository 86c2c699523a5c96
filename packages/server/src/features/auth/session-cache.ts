import { LRUCache } from 'lru-cache';
import type { Listen } from '../../db/database.ts';
import { onTableWrite, type TableWrite } from '../../db/table-writes.ts';
import type { findLiveSession } from './session.repository.ts';

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * How long a process relies on a session it has checked without asking the database again. Every request of a
 * signed-in page checks its session, and a page asks several things at once: this saves a round trip on most of
 * them (docs/performance.md, "Nearby at eight connections"). Anything that takes access away is heard at once
 * (below), so this is only the bound for the case where that is not heard: a lost listening connection.
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_ENTRIES = 10_000;

/** The channel migration 0022's triggers announce on when a session ends or a user's access changes. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** The columns of app_user a session's actor is made of (session.ts): changing one changes what a caller may do. */
const ACCESS_COLUMNS = new Set(['status', 'organization_id', 'is_patient', 'healco_admin', 'provider_role']);

/**
 * Whether a statement of this process may have taken access away: any deletion of a session or a user, an update
 * of a user's access columns, an update of a session other than the sliding expiry's touch (which only extends).
 */
export function takesAccessAway(write: TableWrite): boolean {
  if (write.table === 'user_session')
    return write.kind === 'delete' || !write.columns.includes('last_seen_at');
  if (write.table === 'app_user')
    return write.kind === 'delete' || write.columns.some((c) => c === '*' || ACCESS_COLUMNS.has(c));
  return false;
}

/**
 * Live sessions this process has checked in the last SESSION_CACHE_MS, by the hash of their id. Only sessions that
 * grant access are kept (never a miss, an expired or an inactive one), and all of them are forgotten whenever
 * access may have been taken away anywhere: at once for this process's own statements (db/table-writes.ts), at
 * commit for every process's (the database's notification), and after a lost listening connection.
 */
export class SessionCache {
  readonly #entries = new LRUCache<string, LiveSession>({
    max: SESSION_CACHE_ENTRIES,
    ttl: SESSION_CACHE_MS,
  });
  // Raised by every forget: a read that began before one must not store what it read.
  #generation = 0;

  async read(idHash: string, now: Date, load: () => Promise<LiveSession | undefined>) {
    const kept = this.#entries.get(idHash);
    if (kept && new Date(kept.expires_at).getTime() > now.getTime()) return kept;
    const generation = this.#generation;
    const row = await load();
    if (row?.status === 'ACTV' && generation === this.#generation) this.#entries.set(idHash, row);
    return row;
  }

  forget(idHash: string) {
    this.#generation += 1;
    this.#entries.delete(idHash);
  }

  forgetAll() {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/**
 * A cache that hears every way access can be taken away; the answer stops listening. `onAccessChanged` hears the
 * same signals, for what must act on them rather than just forget (the live channels: session-watch.ts).
 */
export async function startSessionCache(listen: Listen, onAccessChanged: () => void = () => undefined) {
  const cache = new SessionCache();
  const changed = () => {
    cache.forgetAll();
    onAccessChanged();
  };
  const stopWrites = onTableWrite((write) => {
    if (takesAccessAway(write)) changed();
  });
  const unlisten = await listen(SESSION_ENDED_CHANNEL, {
    onNotification: changed,
    onReconnect: changed,
  });
  return {
    cache,
    async close() {
      stopWrites();
      await unlisten();
    },
  };
}
