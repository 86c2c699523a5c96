import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, toast } from '../../lib/notify.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { dashboardPath, type HeaderIdentity } from './identity.ts';
import { LandingHeader } from './LandingHeader.tsx';

vi.mock('../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();

function identityAnswer(identity: HeaderIdentity | null): Response {
  return new Response(JSON.stringify({ success: true, result: identity, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function person(overrides: Partial<HeaderIdentity>): HeaderIdentity {
  return { id: 'u1', healcoAdmin: false, patient: null, provider: null, ...overrides };
}

function renderHeader(identity: HeaderIdentity | null, path = '/patients') {
  fetchMock.mockImplementation(async () => identityAnswer(identity));
  const router = createMemoryRouter([{ path: '*', element: <LandingHeader /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.body.style.overflow = '';
});

describe('dashboardPath', () => {
  it.each([
    ['an admin', person({ healcoAdmin: true, provider: { providerRole: 'HPRO' } }), '/admin'],
    ['a patient', person({ patient: { id: 'u1' } }), '/rx'],
    ['a pharmacist', person({ provider: { providerRole: 'PHAR' } }), '/rx'],
    ['a healthcare professional (healcoPro)', person({ provider: { providerRole: 'HPRO' } }), '/rx'],
    ['a standard provider', person({ provider: { providerRole: 'STAN' } }), '/provider'],
    ['a user with no role', person({}), '/provider'],
  ])('sends %s to %s', (_who, identity, path) => {
    expect(dashboardPath(identity)).toBe(path);
  });
});

describe('LandingHeader', () => {
  it('shows Login when signed out, and asks for identity quietly', async () => {
    renderHeader(null);
    const header = within(screen.getByRole('banner'));
    const login = await header.findAllByRole('link', { name: 'Login' });
    expect(login[0]).toHaveAttribute('href', '/login');
    expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/identity', expect.anything());
  });

  it.each([
    ['admin', '/admin', person({ healcoAdmin: true })],
    ['patient', '/rx', person({ patient: { id: 'u1' } })],
    ['pharmacist', '/rx', person({ provider: { providerRole: 'PHAR' } })],
    ['healcoPro', '/rx', person({ provider: { providerRole: 'HPRO' } })],
    ['provider', '/provider', person({ provider: { providerRole: 'STAN' } })],
  ])('shows Dashboard for a signed-in %s, linking to %s', async (_role, path, identity) => {
    renderHeader(identity);
    const dashboard = await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(dashboard[0]).toHaveAttribute('href', path);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('falls back to Login when identity cannot be fetched, without an error toast', async () => {
    fetchMock.mockImplementation(async () => new Response('nope', { status: 500 }));
    const router = createMemoryRouter([{ path: '*', element: <LandingHeader /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const [login] = await screen.findAllByRole('link', { name: 'Login' });
    await vi.waitFor(() => expect(login).not.toHaveClass('is-pending'));
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('has the logo linking home and the three sitemap dropdowns', async () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: 'Carespace home' })).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const triggers = nav.getAllByRole('button');
    expect(triggers.map((button) => button.textContent)).toEqual(['Patients', 'Providers', 'Partners']);
    expect(nav.queryByRole('button', { name: /About us/ })).toBeNull();

    await userEvent.click(nav.getByRole('button', { name: 'Patients' }));
    expect(nav.getByRole('button', { name: 'Patients' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'ED' })).toHaveAttribute('href', '/what-we-treat/edys');
    const nutrition = nav.getByRole('link', { name: /Nutrition/ });
    expect(nutrition).toHaveAttribute('target', '_blank');
    expect(nutrition).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await userEvent.keyboard('{Escape}');
    expect(nav.getByRole('button', { name: 'Patients' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav.getByRole('button', { name: 'Patients' })).toHaveFocus();
  });

  it('opens the slide-in menu as a modal dialog; Escape closes it and returns focus', async () => {
    renderHeader(null);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the open menu, and the backdrop closes it', async () => {
    renderHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(close).not.toHaveFocus();

    const backdrop = document.querySelector('.cs-drawer__backdrop') as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates from the slide-in menu and closes it', async () => {
    const router = renderHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Site menu' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Providers' }));
    await userEvent.click(dialog.getByRole('link', { name: 'Share space' }));
    expect(router.state.location.pathname).toBe('/provider-find-list-space');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
