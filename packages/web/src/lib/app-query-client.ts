import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's one TanStack Query client, once something has made it. The public pages never load TanStack Query
 * (their download budget): the client is made by the first module that needs it (api-client.ts, query-client.ts),
 * and AppProviders (app/providers.tsx) passes it down from then on. Types only here: no TanStack code.
 */

let client: QueryClient | undefined;
const listeners = new Set<() => void>();

export function currentQueryClient(): QueryClient | undefined {
  return client;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the app's client (the first one made wins). */
export function publishQueryClient(made: QueryClient): QueryClient {
  if (client) return client;
  client = made;
  for (const listener of listeners) listener();
  return client;
}

/** Tests start without one (each test's answers stay its own). */
export function resetAppQueryClient(): void {
  client?.clear();
  client = undefined;
}
