import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../plugins/request-context.ts';
import type { LiveSession } from './session-cache.ts';

/** The caller a session row makes (what every request of that session may do). */
export function sessionActor(session: LiveSession): Actor {
  return {
    userId: session.user_id,
    organizationId: session.organization_id,
    isPatient: session.is_patient,
    healcoAdmin: session.healco_admin,
    providerRole: session.provider_role,
  };
}

const sameActor = (a: Actor, b: Actor) =>
  a.userId === b.userId &&
  a.organizationId === b.organizationId &&
  a.isPatient === b.isPatient &&
  a.healcoAdmin === b.healcoAdmin &&
  a.providerRole === b.providerRole;

/**
 * Why a watched session's live channel must close: `ended` — the session is over (signed out, timed out, the
 * account deactivated or locked, every session ended by a password change); `changed` — the session lives on but
 * its user may now do other things (a role or organization change), so the channel must be authorized again.
 */
export type SessionEnd = 'ended' | 'changed';

export interface SessionWatchOptions {
  /** The unexpired ones among these sessions (one statement, whatever their number). */
  load(idHashes: string[], now: Date): Promise<LiveSession[]>;
  /** A session ends at the latest this long after sign-in, however busy. */
  maxAgeMs: number;
  log: FastifyBaseLogger;
}

interface Watcher {
  actor: Actor;
  onEnd(why: SessionEnd): void;
}

/** Sessions are read in groups of this many at most (a bound on the statement's parameters). */
const LOAD_BATCH = 500;
/** After a failed check (the database briefly away), the next one comes this soon. */
const RETRY_MS = 1_000;
/** Longest wait before a timed end (idle expiry, maximum age) is looked at again; a check may move it later. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * The sessions of this process's live channels (chat WebSockets and event streams), which outlive the request
 * that authorized them. Whenever access may have been taken away — this process's own statements, the database's
 * `session_ended` announcement from any process, a lost listening connection: the same signals that empty the
 * session cache — every watched session is read again in one statement, and the channels of one that ended or
 * changed are told at once. A timer covers the ends nobody announces (idle expiry, maximum age).
 */
export class SessionWatch {
  readonly #watched = new Map<string, Set<Watcher>>();
  readonly #options: SessionWatchOptions;
  #running: Promise<void> | null = null;
  #wanted = false;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(options: SessionWatchOptions) {
    this.#options = options;
  }

  /**
   * Tells `onEnd` (once) when the session no longer grants what it granted `actor`. The session is read once
   * more straight away: it may have ended between the request's check and this call. The answer stops watching.
   */
  watch(idHash: string, actor: Actor, onEnd: (why: SessionEnd) => void): () => void {
    const watcher: Watcher = { actor, onEnd };
    let watchers = this.#watched.get(idHash);
    if (!watchers) {
      watchers = new Set();
      this.#watched.set(idHash, watchers);
    }
    watchers.add(watcher);
    void this.recheck();
    return () => this.#forget(idHash, watcher);
  }

  /** Access may have changed somewhere: read every watched session again (one read at a time, one more if asked meanwhile). */
  recheck(): Promise<void> {
    if (this.#closed || this.#watched.size === 0) return Promise.resolve();
    this.#wanted = true;
    if (!this.#running) {
      this.#running = (async () => {
        try {
          while (this.#wanted && !this.#closed) {
            this.#wanted = false;
            await this.#check();
          }
        } catch (error) {
          this.#options.log.warn({ err: error }, 'live sessions: the check failed; trying again shortly');
          this.#arm(RETRY_MS);
        } finally {
          this.#running = null;
        }
      })();
    }
    return this.#running;
  }

  /** How many sessions are watched (for tests and diagnostics). */
  get size() {
    return this.#watched.size;
  }

  close() {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#watched.clear();
  }

  async #check() {
    const now = new Date();
    const hashes = [...this.#watched.keys()];
    const found = new Map<string, LiveSession>();
    for (let i = 0; i < hashes.length; i += LOAD_BATCH) {
      for (const row of await this.#options.load(hashes.slice(i, i + LOAD_BATCH), now))
        found.set(row.id_hash, row);
    }
    let nextEnd = Number.POSITIVE_INFINITY;
    for (const hash of hashes) {
      const watchers = this.#watched.get(hash);
      if (!watchers) continue; // stopped while the statement ran
      const row = found.get(hash);
      if (row?.status !== 'ACTV' || this.#endOf(row) <= now.getTime()) {
        this.#end(hash, watchers, () => 'ended');
        continue;
      }
      const actor = sessionActor(row);
      this.#end(hash, watchers, (watcher) => (sameActor(watcher.actor, actor) ? null : 'changed'));
      if (this.#watched.has(hash)) nextEnd = Math.min(nextEnd, this.#endOf(row));
    }
    if (Number.isFinite(nextEnd)) this.#arm(nextEnd - Date.now());
  }

  /** When a live session ends unless it is used again: its idle expiry, or its maximum age if sooner. */
  #endOf(session: LiveSession): number {
    const idle = new Date(session.expires_at).getTime();
    return Math.min(idle, new Date(session.created_on).getTime() + this.#options.maxAgeMs);
  }

  /** Tells the watchers for which `why` answers a reason, and forgets them. */
  #end(hash: string, watchers: Set<Watcher>, why: (watcher: Watcher) => SessionEnd | null) {
    for (const watcher of [...watchers]) {
      const reason = why(watcher);
      if (!reason) continue;
      this.#forget(hash, watcher);
      try {
        watcher.onEnd(reason);
      } catch (error) {
        this.#options.log.warn({ err: error }, 'live sessions: a channel failed to close');
      }
    }
  }

  #forget(hash: string, watcher: Watcher) {
    const watchers = this.#watched.get(hash);
    if (!watchers?.delete(watcher) || watchers.size > 0) return;
    this.#watched.delete(hash);
    if (this.#watched.size === 0 && this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
  }

  /** Checks again in `ms` (bounded), unless a check is already due sooner. */
  #arm(ms: number) {
    if (this.#closed) return;
    if (this.#timer) clearTimeout(this.#timer);
    // A moment past the end, so the database's clock agrees it has come.
    this.#timer = setTimeout(
      () => {
        this.#timer = null;
        void this.recheck();
      },
      Math.min(Math.max(ms, 0) + 50, LONGEST_WAIT_MS),
    );
    this.#timer.unref();
  }
}
