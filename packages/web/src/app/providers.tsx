import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { currentQueryClient, subscribeQueryClient } from '../lib/app-query-client.ts';

/**
 * Providers every route needs. Ant Design is deliberately not here: the public pages are antd-free to stay
 * within their download budget; routes that use antd sit under AntdLayout (AntdProvider.tsx), which brings
 * the theme and antd's App.
 *
 * TanStack Query is not loaded here either: only its context (a few hundred bytes, vite.config.ts). The app's
 * client is made by the first module that needs it (lib/api-client.ts, lib/query-client.ts) and passed down from
 * then on; the landing pages never make one. A client given as a prop (pre-rendering, tests) wins.
 */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const appClient = useSyncExternalStore(subscribeQueryClient, currentQueryClient, currentQueryClient);
  return <QueryClientContext value={queryClient ?? appClient}>{children}</QueryClientContext>;
}
