import { IDENTITY_REFRESH_MS, IDENTITY_RETRIES, IDENTITY_RETRY_MS } from '@carespace/domain';

/*
 * Who is signed in, for the public header (Login or Dashboard), without TanStack Query. Fetched
 * quietly, retried up to 3 times a second apart when no answer came, refreshed every 10 minutes. Once the app's
 * query client exists it is the source: query-client.ts mirrors its identity query here (sign-in, sign-out and
 * a lost session show in the header at once).
 */

/** Identity lives under this key in the query cache; a lost session removes it. */
export const IDENTITY_QUERY_KEY = ['identity'] as const;

/** `undefined` while nobody knows yet; `null` when signed out. */
export type IdentityValue<T> = T | null | undefined;

/** The identity, and whether asking for it is over (answered, or given up on: the header stops waiting). */
export interface IdentitySnapshot<T> {
  identity: IdentityValue<T>;
  settled: boolean;
}

const UNKNOWN: IdentitySnapshot<never> = { identity: undefined, settled: false };
let snapshot: IdentitySnapshot<unknown> = UNKNOWN;
let fetchedAt = 0;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: IdentitySnapshot<unknown>) {
  fetchedAt = next.identity === undefined ? 0 : Date.now();
  if (Object.is(next.identity, snapshot.identity) && next.settled === snapshot.settled) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function identitySnapshot<T>(): IdentitySnapshot<T> {
  return snapshot as IdentitySnapshot<T>;
}

/** Before anything is known (pre-rendering and hydration render this). */
export function unknownIdentity<T>(): IdentitySnapshot<T> {
  return UNKNOWN;
}

export function subscribeIdentity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** From the query cache (query-client.ts): its identity query's answer, or undefined once it is removed. */
export function mirrorIdentity(next: IdentityValue<unknown>): void {
  publish(next === undefined ? UNKNOWN : { identity: next, settled: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One identity call: the user, null when signed out (401 too), undefined when no usable answer came. */
async function fetchIdentityOnce(): Promise<IdentityValue<unknown> | 'no-answer'> {
  let response: Response;
  try {
    response = await fetch('/api/auth/identity', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'carespace' },
    });
  } catch {
    return 'no-answer';
  }
  if (response.status === 401) return null;
  try {
    const body = (await response.json()) as { success?: boolean; result?: unknown };
    return body.success === true ? (body.result ?? null) : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the identity unless a fresh one (under 10 minutes) is known or a call is already on its way. */
export function refreshIdentity({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!force && snapshot.identity !== undefined && Date.now() - fetchedAt < IDENTITY_REFRESH_MS)
    return Promise.resolve();
  pending ??= (async () => {
    try {
      for (let attempt = 0; attempt <= IDENTITY_RETRIES; attempt++) {
        if (attempt > 0) await wait(IDENTITY_RETRY_MS);
        const answer = await fetchIdentityOnce();
        if (answer === 'no-answer') continue;
        // An error answer is ignored: the header keeps what it showed, and stops waiting.
        publish(answer === undefined ? { ...snapshot, settled: true } : { identity: answer, settled: true });
        return;
      }
      publish({ ...snapshot, settled: true });
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** Tests start from an unknown identity. */
export function resetIdentityStore(): void {
  pending = null;
  publish(UNKNOWN);
}
