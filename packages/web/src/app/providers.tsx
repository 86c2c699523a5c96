import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Providers every route needs. Ant Design is deliberately not here: the public pages are antd-free to stay
 * within their download budget; routes that use antd sit under AntdLayout (AntdProvider.tsx), which brings
 * the theme and antd's App.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
