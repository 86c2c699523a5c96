/*
 * What a lost session means is the app's to say (lib/session.ts: clear identity, go to login); the API helpers
 * only signal it. Kept apart from the helpers so the landing entry can register it without loading them.
 */

let unauthorizedHandler: (() => void) | null = null;

/** The app registers what a lost session means: clear identity and go to login. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function signalUnauthorized(): void {
  unauthorizedHandler?.();
}
