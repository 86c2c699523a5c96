import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import robots from '../../../public/robots.txt?raw';
import sitemap from '../../../public/sitemap.xml?raw';
import { POST_SLUGS } from '../../features/content/blog/posts.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { publicRoutes, routes } from '../router.tsx';

const ORIGIN = 'https://carespace.health';

/** Awaited act: pages suspend on their content (lazy chunks, `use()` of an article), as in the browser. */
async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, result: null, error: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('sitemap.xml and robots.txt', () => {
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every public route and every blog article, with absolute URLs', () => {
    const paths = publicRoutes
      .filter((route) => route.index || (route.path && !route.path.includes(':')))
      .map((route) => (route.index ? '/' : `/${route.path}`));
    for (const path of [...paths, ...POST_SLUGS.map((slug) => `/blog/${slug}`)]) {
      expect(listed).toContain(`${ORIGIN}${path}`);
    }
    expect(listed.every((url) => url?.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('points crawlers at the sitemap and keeps them out of the API and signed-in areas', () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/rx', '/provider/'])
      expect(robots).toContain(`Disallow: ${path}`);
  });
});

describe('the landing layout around public pages', () => {
  it('wraps a page in the header, pillar band, contact section and footer, and sets its title', async () => {
    await renderAt('/what-we-treat/edys');
    // The file's first lazy page: its modules are compiled on first import, seconds on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Erectile dysfunction treatment online' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For patients' })).toHaveAttribute('href', '/patients');
    expect(screen.getByRole('heading', { name: 'Have more questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact-us');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Carespace`);
    expect(footer).toHaveTextContent('In an emergency, call 911.');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    for (const name of [
      'Terms & Conditions',
      'Privacy Policy',
      'Consent to Telehealth',
      'HIPAA Authorization',
    ]) {
      expect(screen.getAllByRole('link', { name })[0]).toBeInTheDocument();
    }
    // The page sets its meta in an effect, which can run a moment after its heading is on screen (a busy machine).
    await waitFor(() => expect(document.title).toBe('Erectile dysfunction treatment online | Carespace'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/erectile/i);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(document.title);
  });

  it('leaves the contact section off legal pages', async () => {
    await renderAt('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Have more questions?' })).toBeNull();
  });

  it('renders a blog article from its content file', async () => {
    await renderAt('/blog/prep-basics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PrEP basics: who it is for and how to start' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'PrEP is not PEP' })).toBeInTheDocument();
  });

  it('shows page-not-found for an unknown article', async () => {
    await renderAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
