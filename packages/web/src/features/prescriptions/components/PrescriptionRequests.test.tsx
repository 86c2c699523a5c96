import type { PrescriptionListItem, PrescriptionListResult } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { ReviewRole } from '../api/review-api.ts';
import { PrescriptionRequests } from './PrescriptionRequests.tsx';

configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const item = (overrides: Partial<PrescriptionListItem>): PrescriptionListItem => ({
  id: 'rx1',
  sessionId: 'cs_1',
  name: 'Jordan Lee',
  email: 'jordan@example.test',
  usState: 'NJ',
  treatmentCategory: { id: 'ACNE', name: 'Acne' },
  medication: { id: 'm', name: 'Tretinoin', dosage: '0.05% cream', quantity: 1, daySupply: 30 },
  createdOn: '2026-11-20T12:00:00Z',
  paidOn: '2026-11-20T13:00:00Z',
  acceptedOn: '2026-11-21T13:00:00Z',
  rejectedOn: null,
  referredOn: null,
  referralNote: null,
  waitingResponse: false,
  rejectionReason: null,
  providerNote: null,
  providerUser: null,
  orderHistory: [],
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answer: () => Response;
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/prescription/list');

function renderAs(role: ReviewRole, url = '/rx') {
  const router = createMemoryRouter([{ path: '/rx', element: <PrescriptionRequests role={role} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const page = (items: PrescriptionListItem[], tab: PrescriptionListResult['tab']): PrescriptionListResult => ({
  tab,
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

beforeEach(() => {
  answer = () => json({ success: true, result: page([], 'approved'), error: null });
  fetchMock.mockImplementation(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PrescriptionRequests', { timeout: 30_000 }, () => {
  it('pharmacists have only the Approved tab; an empty tab says so', async () => {
    renderAs('pharmacist');
    expect(await screen.findByText('No results to display')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Approved']);
    expect(listCalls()[0]?.searchParams.get('tab')).toBe('approved');
  });

  it('admins have the Incomplete tab; the tab comes from the query', async () => {
    answer = () => json({ success: true, result: page([item({ paidOn: null })], 'incomplete'), error: null });
    renderAs('admin', '/rx?tab=incomplete');
    expect(await screen.findByRole('button', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Referred',
      'Completed',
      'Incomplete',
    ]);
    expect(listCalls()[0]?.searchParams.get('tab')).toBe('incomplete');
    // The admin can open the request's checkout as the patient sees it, in a new tab.
    const checkout = screen.getByRole('link', { name: 'Open the checkout of Jordan Lee in a new tab' });
    expect(checkout).toHaveAttribute('target', '_blank');
    expect(checkout.getAttribute('href')).toMatch(/^\/get-started\?patientQuestionnaireId=.+/);
  });

  it('a search holds across tabs: the field keeps its text and the next tab is asked with it', async () => {
    renderAs('reviewer');
    const name = await screen.findByRole('textbox', { name: 'Search by name' });
    await userEvent.type(name, 'Jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('name')).toBe('Jordan'));
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => {
      const last = listCalls().at(-1);
      expect(last?.searchParams.get('tab')).toBe('approved');
      expect(last?.searchParams.get('name')).toBe('Jordan');
    });
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('Jordan');
  });

  it('sorting asks the server, and a failed list offers Fetch again', async () => {
    answer = () =>
      json({
        success: true,
        result: page([item({ waitingResponse: true, acceptedOn: null })], 'others'),
        error: null,
      });
    renderAs('reviewer');
    await screen.findByRole('button', { name: 'Jordan Lee' });
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => {
      const last = listCalls().at(-1);
      expect(last?.searchParams.get('sort')).toBe('name');
      expect(last?.searchParams.get('order')).toBe('asc');
    });

    answer = () =>
      json(
        {
          success: false,
          result: null,
          error: {
            message: 'We were unable to load the prescription.',
            code: 'UNABLE_TO_GET_PRESCRIPTION',
            isInformation: false,
          },
        },
        500,
      );
    await userEvent.click(screen.getByRole('button', { name: /Refresh List/ }));
    const retry = await screen.findByRole('button', { name: 'Fetch again' }, { timeout: 15_000 });
    answer = () => json({ success: true, result: page([], 'others'), error: null });
    await userEvent.click(retry);
    expect(await screen.findByText('No results to display')).toBeInTheDocument();
  });
});
