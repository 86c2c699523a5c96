import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import SplashPage from './SplashPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const HOBOKEN = { zipcode: '07030', latitude: 40.7445, longitude: -74.0329, city: 'Hoboken', state: 'NJ' };
const STATES = [
  { id: 'NJ', name: 'New Jersey' },
  { id: 'NY', name: 'New York' },
];

function server(url: string, init?: RequestInit): Response {
  if (url.startsWith('/api/search/GeolocationFromZipcode/')) {
    const zipcode = new URL(url, 'http://localhost').searchParams.get('zipcode');
    return zipcode === '07030'
      ? json({ success: true, result: HOBOKEN, error: null })
      : json(
          {
            success: false,
            result: null,
            error: {
              message: 'Please enter a valid Zipcode.',
              code: 'VALIDATION_FAILED',
              isInformation: false,
            },
          },
          400,
        );
  }
  if (url === '/api/misc/reference-tables' && init?.method === 'POST') {
    return json({ success: true, result: { usState: STATES }, error: null });
  }
  return json({ success: false, result: null, error: null }, 404);
}

function renderSplash() {
  const router = createMemoryRouter([{ path: '*', element: <SplashPage /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => server(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SplashPage', () => {
  it('has the heading, the three entry points and the Who We Are link', () => {
    renderSplash();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Care, and the space to give it.');
    const entries = within(screen.getByRole('navigation', { name: 'Start here' }));
    expect(entries.getByRole('link', { name: /^Patients/ })).toHaveAttribute('href', '/patients');
    expect(entries.getByRole('link', { name: /^Providers/ })).toHaveAttribute('href', '/providers');
    expect(entries.getByRole('link', { name: /^Partners/ })).toHaveAttribute('href', '/partners');
    expect(screen.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
  });

  it('accepts digits only, at most 5', async () => {
    renderSplash();
    const input = screen.getByLabelText('ZIP code');
    expect(input).toHaveAttribute('maxLength', '5');
    await userEvent.type(input, '07a-03 0');
    expect(input).toHaveValue('07030');
  });

  it('checks a ZIP code and names the state from the usState reference table', async () => {
    renderSplash();
    await userEvent.type(screen.getByLabelText('ZIP code'), '07030');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText(/Hoboken/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hoboken, New Jersey — licensed Carespace providers are available in New Jersey.',
    );
    const tableCall = fetchMock.mock.calls.find(([url]) => url === '/api/misc/reference-tables');
    expect(tableCall?.[1]?.body).toBe('{"tables":["usState"]}');
    expect(new Headers(tableCall?.[1]?.headers).get('X-Requested-With')).toBe('carespace');
  });

  it('lets the server judge the ZIP and shows its message (no client-side validation)', async () => {
    renderSplash();
    await userEvent.type(screen.getByLabelText('ZIP code'), '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Please enter a valid Zipcode.'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/search/GeolocationFromZipcode/?zipcode=00000',
      expect.anything(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  it('still answers with the state code if the reference table cannot be loaded', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/misc/reference-tables'
        ? json({ success: false, result: null, error: null }, 500)
        : server(String(input), init),
    );
    renderSplash();
    await userEvent.type(screen.getByLabelText('ZIP code'), '07030');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Hoboken, NJ/)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('error', 'HTTP 500: Server reported an error');
  });
});
