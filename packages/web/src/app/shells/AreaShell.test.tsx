import { SIGN_OUT } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../features/auth/api/identity.ts';
import { AREA_FRAME_ID } from '../../lib/area-frame.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { routes } from '../router.tsx';

const base: Identity = {
  id: 'user-1',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan@example.test',
  phone: '2015550105',
  healcoAdmin: false,
  patient: null,
  provider: null,
  organizationId: null,
  isEmailVerified: true,
  isPhoneVerified: true,
  twoFactorEnabled: false,
};

const IDENTITIES = {
  admin: { ...base, firstName: 'Avery', lastName: 'Morgan', healcoAdmin: true },
  host: {
    ...base,
    firstName: 'Helen',
    lastName: 'Ortiz',
    provider: { providerRole: 'STAN' },
    organizationId: 'org-1',
  },
  pharmacist: { ...base, firstName: 'Priya', lastName: 'Shah', provider: { providerRole: 'PHAR' } },
  pro: { ...base, firstName: 'Daniel', lastName: 'Kim', provider: { providerRole: 'HPRO' } },
  patient: { ...base, patient: { id: 'patient-1' } },
} satisfies Record<string, Identity>;

const MENU = {
  admin: [
    'Dashboard',
    'Patients',
    'Provider',
    'Properties',
    'Bookings',
    'Prescriptions',
    'Connections',
    'Chat',
    'Settings',
    'Sign Out',
  ],
  provider: ['Dashboard', 'Properties', 'Connections', 'Chat', 'Bookings', 'Account', 'Sign Out'],
  patient: ['Dashboard', 'Account', 'Sign Out'],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (result: unknown) => json({ success: true, result, error: null });

let identity: Identity | null | 'fails' = null;
let logoutAnswer: () => Response = () => ok({ message: 'Signed out' });

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url === '/api/auth/identity') {
    if (identity === 'fails')
      return json({ success: false, result: null, error: { message: 'Down', code: 'X' } }, 500);
    return ok(identity);
  }
  if (url === '/api/logout') return logoutAnswer();
  if (url.startsWith('/api/admin/audit-events')) return ok([]);
  if (url === '/api/misc/reference-tables') return ok({ auditEvent: [] });
  if (url === '/api/account/security')
    return ok({
      id: 'user-1',
      email: base.email,
      phone: base.phone,
      isPhoneVerified: true,
      twoFactorEnabled: false,
    });
  return ok(null);
});

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

/** antd's breakpoints read matchMedia; answer as a window of this width would. */
function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The menu's entries (links, the group's button, Sign Out), without a closed group's links. */
async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return [...nav.querySelectorAll(':scope > ul > li > :is(a, button)')].map(
    (entry) => entry.textContent ?? '',
  );
}

const originalMatchMedia = window.matchMedia;

// jsdom has no ResizeObserver; antd's menu measures its items with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Lazy chunks and antd in jsdom are slow, and slower still on a busy machine: generous waits.
configure({ asyncUtilTimeout: 10_000 });

describe('area shells', { timeout: 60_000 }, () => {
  // The area chunks (antd, icons) take seconds to transform the first time; load them once up front.
  beforeAll(async () => {
    await Promise.all([
      import('./AdminShell.tsx'),
      import('./ProviderShell.tsx'),
      import('./PatientShell.tsx'),
      import('./AreaPlaceholders.tsx'),
      import('../routes/AdminDashboardRoute.tsx'),
      import('../../features/accounts/pages/AdminSettingsPage.tsx'),
      import('../routes/AccountRoute.tsx'),
      import('../routes/PatientDashboardRoute.tsx'),
      import('../routes/ProviderDashboardRoute.tsx'),
      import('./AreaAntdLayer.tsx'),
    ]);
  }, 60_000);

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    identity = null;
    logoutAnswer = () => ok({ message: 'Signed out' });
    setViewportWidth(1280);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.matchMedia = originalMatchMedia;
  });

  it('shows the admin menu, the page title and the name on /admin', async () => {
    identity = IDENTITIES.admin;
    renderAt('/admin');
    expect(await menuLabels()).toEqual(MENU.admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Avery Morgan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it("opens the admin connections submenu with the spec's three views", async () => {
    identity = IDENTITIES.admin;
    renderAt('/admin/connections?viewCondition=rejected');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/admin/connections');
    expect(within(nav).getByRole('link', { name: 'Approved' })).toHaveAttribute(
      'href',
      '/admin/connections?viewCondition=approved',
    );
    const rejected = within(nav).getByRole('link', { name: 'Rejected' });
    expect(rejected).toHaveAttribute('href', '/admin/connections?viewCondition=rejected');
    expect(rejected).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Connections' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
  });

  it('shows the provider menu on /provider', async () => {
    identity = IDENTITIES.host;
    renderAt('/provider');
    expect(await menuLabels()).toEqual(MENU.provider);
    expect(screen.getByText('Helen Ortiz')).toBeInTheDocument();
  });

  it.each([
    ['patient', IDENTITIES.patient],
    ['pharmacist', IDENTITIES.pharmacist],
    ['healthcare professional', IDENTITIES.pro],
  ])('shows the patient menu to a %s on /rx', async (_role, who) => {
    identity = who;
    renderAt('/rx');
    expect(await menuLabels()).toEqual(MENU.patient);
  });

  it.each([
    ['a patient', IDENTITIES.patient, '/admin/settings', '/rx'],
    ['a provider', IDENTITIES.host, '/rx', '/provider'],
    ['an admin', IDENTITIES.admin, '/provider/account', '/admin'],
    ['a pharmacist', IDENTITIES.pharmacist, '/admin', '/rx'],
  ])("sends %s on another area's path to their own dashboard", async (_who, who, from, to) => {
    identity = who;
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  describe('the outline a signed-in route’s HTML paints first', () => {
    function paintFrame() {
      const frame = document.createElement('div');
      frame.id = AREA_FRAME_ID;
      document.body.prepend(frame);
      return frame;
    }

    it('stays while the identity is on its way and goes when the shell draws', async () => {
      identity = IDENTITIES.host;
      const frame = paintFrame();
      renderAt('/provider');
      expect(frame).toBeInTheDocument();
      expect(await menuLabels()).toEqual(MENU.provider);
      expect(frame).not.toBeInTheDocument();
    });

    it('goes when a signed-out visitor is sent to login', async () => {
      identity = null;
      const frame = paintFrame();
      const router = renderAt('/provider');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(frame).not.toBeInTheDocument();
    });
  });

  it('sends a signed-out visitor to login, remembering the page', async () => {
    identity = null;
    const router = renderAt('/rx/account?tab=settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/rx/account?tab=settings' });
  });

  it('retries the identity call, then goes to login when it never succeeds', async () => {
    identity = 'fails';
    const router = renderAt('/provider');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls('/api/auth/identity')).toHaveLength(4);
    expect(router.state.location.state).toEqual({ from: '/provider' });
  });

  it('shows page-not-found inside the shell for an unknown path of the area', async () => {
    identity = IDENTITIES.patient;
    renderAt('/rx/orders');
    expect(await screen.findByText('Page not found', {})).toBeInTheDocument();
    expect(await menuLabels()).toEqual(MENU.patient);
  });

  it('the menu button opens the menu in a drawer that a tap on the backdrop closes', async () => {
    // Which of the side panel and the button shows is the stylesheet's choice (992 px), not drawn here.
    identity = IDENTITIES.patient;
    renderAt('/rx');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await menuLabels()).toEqual(MENU.patient);
    // A tap on the dimmed page lands on the dialog element itself.
    await user.click(drawer);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out securely on /rx: logout-ePHI, then logout, then login', async () => {
    identity = IDENTITIES.patient;
    const router = renderAt('/rx');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByText('Sign Out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const order = fetchMock.mock.calls.map(([url]) => String(url));
    const ephi = order.lastIndexOf('/api/audit/logout-ePHI', order.indexOf('/api/logout'));
    expect(ephi).toBeGreaterThan(-1);
    expect(ephi).toBeLessThan(order.indexOf('/api/logout'));
    expect(router.state.location.state).toBeNull();
  });

  it('signs a provider out without the ePHI call', async () => {
    identity = IDENTITIES.host;
    const router = renderAt('/provider');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByText('Sign Out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls('/api/audit/logout-ePHI')).toHaveLength(0);
    // The server ends a session only for a call carrying the CSRF header, as for every write.
    const [, init] = calls('/api/logout')[0]!;
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('carespace');
  });

  it("tells the user when signing out fails ('Error Signing Out') and keeps them signed in", async () => {
    identity = IDENTITIES.host;
    logoutAnswer = () =>
      json({ success: false, result: null, error: { message: 'Database unavailable', code: 'X' } }, 500);
    const router = renderAt('/provider');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByText('Sign Out'));
    expect(await screen.findByText(SIGN_OUT.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(SIGN_OUT.errorDescription('Database unavailable'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider');
  });
});
