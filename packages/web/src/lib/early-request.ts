/*
 * A signed-in area's first load waits on who is signed in before it can draw its menu. main.tsx starts that
 * request as the entry runs, while the area's chunks are still arriving, and the first fetch of the same address
 * (the identity query, through api-fetch.ts) takes its answer instead of asking again. Plain fetch, no imports:
 * this module is in the entry every public page downloads.
 */

const early = new Map<string, Promise<Response>>();

/** Starts a GET of an /api address now, to be taken by the app's first fetch of it. */
export function startEarlyRequest(url: string, headers: Record<string, string>): void {
  if (early.has(url)) return;
  const request = fetch(url, { credentials: 'same-origin', headers });
  // A failure is the taker's to handle; until it is taken, it must not show as unhandled.
  request.catch(() => undefined);
  early.set(url, request);
}

/** The early answer to a GET of `url`, once: later fetches ask the server again. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const request = early.get(url);
  early.delete(url);
  return request;
}
