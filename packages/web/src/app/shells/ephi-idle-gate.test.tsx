import { IDLE } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMocks } from 'react-idle-timer';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../../components/AntdProvider.tsx';
import { IdleGate, preloadIdlePrompts } from '../../components/IdleGate.tsx';
import AdminPatientsPage from '../../features/admin/pages/AdminPatientsPage.tsx';
import PatientDashboardPage from '../../features/prescriptions/pages/PatientDashboardPage.tsx';
import PrescriptionReviewPage from '../../features/prescriptions/pages/PrescriptionReviewPage.tsx';
import { createQueryClient } from '../../lib/query-client.ts';

// The pages' tables are beside the point here (and slow in jsdom): only the gates around them count.
vi.mock('../../features/admin/components/ServerTable.tsx', () => ({
  ServerTable: () => <p>Patient rows</p>,
}));
vi.mock('../../features/prescriptions/components/PrescriptionRequests.tsx', () => ({
  PrescriptionRequests: () => <p>Prescription rows</p>,
}));

const fetchMock = vi.fn<typeof fetch>(
  async () =>
    new Response(JSON.stringify({ success: true, result: null, error: null }), {
      headers: { 'Content-Type': 'application/json' },
    }),
);
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

const onSignOut = () => {};
// A review role, not an ARIA role: passed through a variable so the linter does not read it as one.
const adminRole = 'admin' as const;
/** Each ePHI page, with what it shows inside its gate. */
const PAGES: Array<[string, string, () => ReactNode]> = [
  ['/admin/patient', 'Patient rows', () => <AdminPatientsPage onSignOut={onSignOut} />],
  [
    '/admin/prescription',
    'Prescription rows',
    () => <PrescriptionReviewPage role={adminRole} onSignOut={onSignOut} />,
  ],
  [
    '/rx',
    'Prescription rows',
    () => (
      <PatientDashboardPage
        person={{
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.test',
          phone: null,
          isPatient: false,
          reviewRole: 'pharmacist',
        }}
        onSignOut={onSignOut}
      />
    ),
  ],
];

/** The page as a shell shows it: inside the shell's own gate (the admin area's) or with none. */
function renderPage(page: () => ReactNode, shellGate: boolean) {
  const content = shellGate ? <IdleGate onSignOut={onSignOut}>{page()}</IdleGate> : page();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AntdProvider>{content}</AntdProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('one idle prompt on every ePHI page', { timeout: 60_000 }, () => {
  // The dashboard loads the review list as a chunk of its own (a patient never needs it): loaded once here, with
  // real timers, every render below shows it at once, as after a first visit.
  beforeAll(async () => {
    await preloadIdlePrompts();
    vi.stubGlobal('fetch', fetchMock);
    const view = renderPage(PAGES[2]![2], false);
    await screen.findByText('Prescription rows', undefined, { timeout: 20_000 });
    view.unmount();
    vi.unstubAllGlobals();
  });

  beforeEach(() => {
    vi.useFakeTimers();
    createMocks();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  describe.each(PAGES)('%s', (_path, content, page) => {
    it.each([
      ['inside the shell gate', true],
      ['on its own', false],
    ])('%s: asks once, and one answer keeps the page open', (_where, shellGate) => {
      const view = renderPage(page, shellGate);
      advance(450_000);
      expect(screen.getAllByText(IDLE.stillThere)).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: IDLE.stillHere }));
      advance(60_000);
      expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
      expect(screen.getByText(content)).toBeInTheDocument();

      // Leaving the page still closes its ePHI session.
      const before = calls('/api/audit/logout-ePHI').length;
      view.unmount();
      expect(calls('/api/audit/logout-ePHI').length).toBeGreaterThan(before);
    });
  });
});
