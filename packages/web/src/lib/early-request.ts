/*
 * A signed-in area's first load waits on who is signed in, and then on their profile, before it can draw. main.tsx
 * starts those requests as the entry runs, while the area's chunks are still arriving, and the first fetch of the
 * same address (the identity and profile queries, through api-fetch.ts) takes its answer instead of asking again.
 * A signed-in route's HTML starts them even sooner, as its scripts start loading (public/after-first-paint.js).
 * Plain fetch, no imports: this module is in the entry every public page downloads.
 */

/**
 * How long an early answer waits to be taken. It is meant for the page being loaded; one that no query took by
 * then is dropped, so a later visit to a page that reads the same address asks the server afresh.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

interface EarlyRequest {
  request: Promise<Response>;
  startedAt: number;
}

declare global {
  interface Window {
    /** Requests a signed-in route's HTML started before the entry arrived (public/after-first-paint.js). */
    carespaceEarlyRequests?: Record<string, EarlyRequest>;
  }
}

const early = new Map<string, EarlyRequest>();

/** Takes over the requests the page started before this module ran, once. */
function adoptStarted(): void {
  const started = typeof window === 'undefined' ? undefined : window.carespaceEarlyRequests;
  if (!started) return;
  window.carespaceEarlyRequests = undefined;
  for (const [url, entry] of Object.entries(started)) if (!early.has(url)) early.set(url, entry);
}

/** Starts a GET of an /api address now, to be taken by the app's first fetch of it. */
export function startEarlyRequest(url: string, headers: Record<string, string>): void {
  adoptStarted();
  if (early.has(url)) return;
  const request = fetch(url, { credentials: 'same-origin', headers });
  // A failure is the taker's to handle; until it is taken, it must not show as unhandled.
  request.catch(() => undefined);
  early.set(url, { request, startedAt: Date.now() });
}

/** The early answer to a GET of `url`, once and while it is fresh: later fetches ask the server again. */
export function takeEarlyRequest(url: string, now: number = Date.now()): Promise<Response> | undefined {
  adoptStarted();
  const entry = early.get(url);
  early.delete(url);
  if (!entry || now - entry.startedAt > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return entry.request;
}
