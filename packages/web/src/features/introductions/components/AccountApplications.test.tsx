import type { ApplicationView } from '@carespace/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { AccountApplications } from './AccountApplications.tsx';

const APPLICATION: ApplicationView = {
  id: 'a1',
  organization_id: 'org-seeker',
  property_id: 'p1',
  title: 'Exam room on Washington Street',
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
  canRespond: true,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = () =>
  renderWithKit(<AccountApplications organizationId="org-host" connectionsPath="/provider/connections" />, {
    route: '/provider/account?tab=applications',
  });

describe('the account page’s Applications tab', () => {
  it('lists the practice’s applications waiting for an answer, with the way to answer them', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { success: true, result: [APPLICATION], error: null }),
    );
    render();
    expect(await screen.findByText('Exam room on Washington Street')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/propertyIntroduction/host/org-host?viewCondition=pending',
    );
    expect(screen.getByTestId('account-applications').textContent).toContain(
      'Willow Pediatrics applied Nov 20, 2026 · needs it within a month',
    );
    expect(screen.getByRole('link', { name: 'Answer them in Connections' }).getAttribute('href')).toBe(
      '/provider/connections',
    );
  });

  it('says Unable to load applications when the list cannot be read, and tries again on request', async () => {
    fetchMock.mockImplementation(async () =>
      json(500, {
        success: false,
        result: null,
        error: { code: 'GATEWAY_TIMEOUT', message: 'The server took too long to answer.' },
      }),
    );
    render();
    expect(await screen.findByText('Unable to load applications')).toBeTruthy();
    // The account view says only that much: no server wording, unlike the Connections page.
    expect(screen.queryByText(/took too long/)).toBeNull();

    const calls = fetchMock.mock.calls.length;
    fetchMock.mockImplementation(async () => json(200, { success: true, result: [], error: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Fetch again' }));
    expect(await screen.findByText('No applications are waiting for an answer.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  });
});
