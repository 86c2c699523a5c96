import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { routes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  it("'/' is the splash page", async () => {
    renderAt('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Care, and the space to give it.' },
        { timeout: 5_000 }, // under load, the lazily loaded page can take a moment in jsdom
      ),
    ).toBeVisible();
  });

  it('an unknown path shows page-not-found', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/admin/settings', '/provider/properties', '/rx/orders'])(
    'the %s area is guarded: a signed-out visitor goes to login',
    async (path) => {
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, result: null, error: null }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      try {
        const router = renderAt(path);
        await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
        expect(router.state.location.state).toEqual({ from: path });
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );
});
