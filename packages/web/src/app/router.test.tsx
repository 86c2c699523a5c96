import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
      await screen.findByRole('heading', { level: 1, name: 'Care, and the space to give it.' }),
    ).toBeVisible();
  });

  it('an unknown path shows page-not-found', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/admin/dashboard', '/provider/properties', '/rx/orders'])(
    'the %s area is a placeholder (page-not-found) under the antd layout',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(document.querySelector('.ant-app')).not.toBeNull();
    },
  );
});
