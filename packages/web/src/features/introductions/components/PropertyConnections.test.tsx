import type { ApplicationView } from '@carespace/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { PropertyConnections } from './PropertyConnections.tsx';

function application(id: string, title: string, canRespond = true): ApplicationView {
  return {
    id,
    organization_id: 'org-seeker',
    property_id: `property-${id}`,
    title,
    address: 'Hoboken, NJ 07030',
    propertyPhoto: { files: [] },
    applicantInfo: {
      name: null,
      organizationName: 'Willow Pediatrics',
      email: null,
      phone: null,
      licenseStates: [],
    },
    sentOn: '2026-11-20T15:00:00.000Z',
    messageToHost: null,
    howSoon: 'Within a month',
    responded: false,
    approvedOn: null,
    rejectedOn: null,
    rejectionReason: null,
    propertyChat_id: null,
    canRespond,
  };
}

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let answer: ApplicationView[] = [];
const fetchMock = vi.fn<typeof fetch>(async () => ok(answer));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('Property Connections on the provider dashboard', () => {
  it('lists the newest four introductions waiting for an answer, with a link to all of them', async () => {
    answer = ['1', '2', '3', '4', '5'].map((n) => application(n, `Exam room ${n}`, n !== '2'));
    renderWithKit(<PropertyConnections organizationId="org-host" />, { route: '/provider' });

    expect(await screen.findByText('Property Connections')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/propertyIntroduction/host/org-host?viewCondition=pending',
    );
    expect(
      screen.getByText('5 providers would like to use your spaces. Answer to start a private chat.'),
    ).toBeTruthy();
    const rows = screen.getAllByTestId('dashboard-connection');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Exam room 1',
      'Exam room 2',
      'Exam room 3',
      'Exam room 4',
    ]);
    expect(rows[0]!.textContent).toContain(
      'Willow Pediatrics applied Nov 20, 2026 · needs it within a month',
    );
    expect(rows[0]!.textContent).toContain('Waiting for your answer');
    // A host on the free plan cannot answer yet: the row says who can.
    expect(rows[1]!.textContent).toContain('Members can answer');
    expect(screen.getByRole('link', { name: 'View all connections' }).getAttribute('href')).toBe(
      '/provider/connections',
    );
  });

  it('is not there at all when no introduction waits', async () => {
    answer = [];
    const view = renderWithKit(<PropertyConnections organizationId="org-host" />, { route: '/provider' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Property Connections')).toBeNull();
    expect(view.container.textContent).toBe('');
  });
});
