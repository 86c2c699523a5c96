import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { StatsTiles } from './StatsTiles.tsx';

configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const STATS = {
  patients: 12,
  providers: 7,
  propertiesListed: 5,
  prescriptionsPending: 3,
  applicationsPending: 6,
  oldestPendingSince: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
  prescriptionsApprovedThisWeek: 2,
  ordersShippedThisWeek: 1,
  paidMemberships: 4,
  inPersonReferrals: 5,
  visitRequestsWaiting: 1,
  visitsAccepted: 2,
  newPatientsThisWeek: 2,
  newProvidersThisWeek: 1,
  bookedHours: 14.5,
  grossBookingsCents: 61_250,
};

afterEach(() => vi.unstubAllGlobals());

describe('StatsTiles', () => {
  it("shows the dashboard's figures with links to their tables", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, result: STATS, error: null }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <StatsTiles /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Pending prescriptions')).toBeTruthy();
    expect(screen.getByText('Oldest paid 3 days ago')).toBeTruthy();
    expect(screen.getByText('2 new in the last 7 days')).toBeTruthy();
    const gross = screen.getByText('Gross bookings').closest('.cs-stat-tile') as HTMLElement;
    expect(gross.textContent).toContain('$612.50');
    const hours = screen.getByText('Booked hours').closest('.cs-stat-tile') as HTMLElement;
    expect(hours.textContent).toContain('14.5');
    expect(screen.getByRole('link', { name: 'Open patients' }).getAttribute('href')).toBe('/admin/patient');
    const applications = screen.getByText('Pending applications').closest('.cs-stat-tile') as HTMLElement;
    expect(applications.querySelector('.cs-stat-value')?.textContent).toBe('6');
    expect(screen.getByRole('link', { name: 'See pending connections' }).getAttribute('href')).toBe(
      '/admin/connections',
    );
    const referrals = screen.getByText('In-person referrals').closest('.cs-stat-tile') as HTMLElement;
    expect(referrals.querySelector('.cs-stat-value')?.textContent).toBe('5');
    expect(screen.getByText('1 visit requests waiting · 2 visits arranged')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See referrals' }).getAttribute('href')).toBe(
      '/admin/prescription?tab=referred',
    );
  });
});
