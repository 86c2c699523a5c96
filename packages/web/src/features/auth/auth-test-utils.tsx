import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { vi } from 'vitest';
import { AntdProvider } from '../../components/AntdProvider.tsx';
import { createQueryClient } from '../../lib/query-client.ts';

/** Test support for the auth pages (not a test file itself). */

export const KEY = 'k'.repeat(64);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (result: unknown) => json({ success: true, result, error: null });

export const failure = (status: number, code: string, message: string, isInformation = false) =>
  json({ success: false, result: null, error: { code, message, isInformation } }, status);

/** Shows where the router went (the landing page of a redirect). */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
}

export interface RenderPageOptions {
  /** The page's route path, e.g. '/login'. */
  path: string;
  /** The URL opened, with query; default `path`. */
  url?: string;
  state?: unknown;
}

/**
 * Renders one auth page in a memory router with the app's providers. Any other path renders 'Landed at …', so a
 * test can see where the page sent the user.
 */
export function renderPage(element: ReactNode, { path, url = path, state }: RenderPageOptions) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landed name="Landed" /> },
    ],
    {
      initialEntries: [
        { pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  // StrictMode as in main.tsx: effects run twice in development, which must not repeat a one-time call.
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntdProvider>
          <RouterProvider router={router} />
        </AntdProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}

/** The JSON bodies sent to `path` so far. */
export function bodiesSentTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}
