/*
 * A signed-in area's first load waits on who is signed in, and then on their profile, before it can draw. main.tsx
 * starts those requests as the entry runs, while the area's chunks are still arriving, and the first fetch of the
 * same address (the identity and profile queries, through api-fetch.ts) takes its answer instead of asking again.
 * Plain fetch, no imports: this module is in the entry every public page downloads.
 */

/**
 * How long an early answer waits to be taken. It is meant for the page being loaded; one that no query took by
 * then is dropped, so a later visit to a page that reads the same address asks the server afresh.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

const early = new Map<string, { request: Promise<Response>; startedAt: number }>();

/** Starts a GET of an /api address now, to be taken by the app's first fetch of it. */
export function startEarlyRequest(url: string, headers: Record<string, string>): void {
  if (early.has(url)) return;
  const request = fetch(url, { credentials: 'same-origin', headers });
  // A failure is the taker's to handle; until it is taken, it must not show as unhandled.
  request.catch(() => undefined);
  early.set(url, { request, startedAt: Date.now() });
}

/** The early answer to a GET of `url`, once and while it is fresh: later fetches ask the server again. */
export function takeEarlyRequest(url: string, now: number = Date.now()): Promise<Response> | undefined {
  const entry = early.get(url);
  early.delete(url);
  if (!entry || now - entry.startedAt > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return entry.request;
}
