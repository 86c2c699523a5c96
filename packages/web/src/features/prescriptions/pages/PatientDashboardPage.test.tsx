import type { PrescriptionSubscription, PrescriptionSubscriptionGroup } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import PatientDashboardPage, { CHECKOUT_THANKS, type DashboardPerson } from './PatientDashboardPage.tsx';

// On a busy machine a second is not always enough for the first answer to show (the reviewer's list loads antd).
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const entry = (overrides: Partial<PrescriptionSubscription>): PrescriptionSubscription => ({
  id: 's',
  patientQuestionnaireId: 'pq',
  isActive: false,
  hasPaid: true,
  acceptedOn: null,
  rejectedOn: null,
  rejectionReason: null,
  providerNote: null,
  referredOn: null,
  referralNote: null,
  medication: { id: 'm', name: 'Sildenafil', dosage: '50 mg', daySupply: 30 },
  treatmentCategory: { id: 'EDYS' },
  orderHistory: [],
  createdOn: '2026-11-01T12:00:00Z',
  nextRefillOn: null,
  stage: 'paid',
  ...overrides,
});

const order = (n: number, shipped: boolean) => ({
  id: `o${n}`,
  orderNumber: `10${n}`,
  shippedOn: shipped ? 1_764_000_000 : null,
  approvedOn: '2026-10-02T12:00:00Z',
  // Order 3 ships with UPS (a number a carrier link is made for), the others with a local courier's reference.
  trackingNumber: shipped ? (n === 3 ? '1Z999AA10123456784' : `1Z99${n}`) : null,
  paidOn: '2026-10-01T12:00:00Z',
  amountCents: 4500,
  card: { brand: 'visa', last4: '4242' },
  refundedCents: n === 2 ? 4500 : 0,
});

const GROUPS: PrescriptionSubscriptionGroup[] = [
  {
    treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
    subscriptions: [
      entry({
        id: 'active',
        isActive: true,
        acceptedOn: '2026-10-02T12:00:00Z',
        providerNote: 'Take it an hour before.',
        stage: 'shipped',
        nextRefillOn: '2026-12-01T12:00:00Z',
        orderHistory: [order(4, false), order(3, true), order(2, true), order(1, true)],
      }),
    ],
  },
  {
    treatmentCategory: { id: 'PREP', name: 'PrEP' },
    subscriptions: [
      entry({ id: 'waiting', patientQuestionnaireId: 'pq-wait', treatmentCategory: { id: 'PREP' } }),
      entry({
        id: 'rejected',
        rejectedOn: '2026-09-01T12:00:00Z',
        rejectionReason: { name: 'Other', other: 'A recent HIV test is needed first.' },
        stage: 'rejected',
        treatmentCategory: { id: 'PREP' },
      }),
    ],
  },
  {
    treatmentCategory: { id: 'ACNE', name: 'Acne' },
    subscriptions: [
      entry({ id: 'unpaid', patientQuestionnaireId: 'pq-acne', hasPaid: false, stage: 'incomplete' }),
    ],
  },
];

const PATIENT: DashboardPerson = {
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.com',
  phone: '2015550142',
  isPatient: true,
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let groups: PrescriptionSubscriptionGroup[] = GROUPS;

function renderAt(url: string, person: DashboardPerson = PATIENT) {
  const router = createMemoryRouter(
    [
      { path: '/rx', element: <PatientDashboardPage person={person} onSignOut={vi.fn()} /> },
      { path: '/get-started', element: <h1>Get started</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  groups = GROUPS;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/prescription/subscription')
      return json({ success: true, result: groups, error: null });
    if (url.pathname === '/api/card-payment/checkout-session' && init?.method === 'POST') {
      groups = [
        {
          treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
          subscriptions: [entry({ id: 'new' })],
        },
      ];
      return json({
        success: true,
        result: { purpose: 'prescription', patientQuestionnaireId: 'pq', status: 'Waiting approval' },
        error: null,
      });
    }
    return json({ success: false, result: null, error: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function entryCard(medicationOrStatus: string) {
  return screen
    .getAllByText(medicationOrStatus)
    .map((node) => node.closest('.cs-rx__entry') as HTMLElement)
    .filter(Boolean);
}

describe('PatientDashboardPage (patient)', () => {
  it('shows the summary and each entry with the status the domain rule gives', async () => {
    renderAt('/rx');
    const summary = await screen.findByRole('group', { name: 'Subscription summary' });
    // Each figure is a term (what it counts) and its definition (the count).
    const titles = within(summary).getAllByRole('term');
    const values = within(summary).getAllByRole('definition');
    const counts = titles.map((title, index) => `${title.textContent}${values[index]?.textContent}`);
    expect(counts).toEqual(['Active1', 'Waiting approval1', 'Incomplete1']);

    const statuses = [...document.querySelectorAll('.cs-rx__entry')].map((node) =>
      node.getAttribute('data-status'),
    );
    expect(statuses).toEqual(['Active', 'Waiting approval', 'Rejected', 'Incomplete']);

    // Each entry carries its own prescription id, to quote when asking about it.
    expect(screen.getAllByTestId('prescription-id').map((node) => node.textContent)).toEqual([
      'active',
      'waiting',
      'rejected',
      'unpaid',
    ]);
    expect(within(entryCard('Active')[0]!).getByText('Prescription ID')).toBeVisible();

    expect(screen.getByText('Take it an hour before.')).toBeVisible();
    expect(screen.getByText('Other: A recent HIV test is needed first.')).toBeVisible();
  });

  it('pages the order history by 3, with Waiting shipment / Shipped and tracking numbers', async () => {
    const user = userEvent.setup();
    renderAt('/rx');
    await screen.findByText('#104');
    const active = entryCard('Active')[0]!;
    const orders = within(active).getByRole('list', { name: 'Order history' });
    expect(within(orders).getByText('Waiting shipment')).toBeVisible();
    expect(within(orders).getAllByText('Shipped')).toHaveLength(2);
    const ups = within(orders).getByRole('link', { name: /Track 1Z999AA10123456784 with UPS/ });
    expect(ups).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(within(orders).getByText('1Z992')).toBeVisible();
    expect(within(orders).queryByRole('link', { name: /1Z992/ })).toBeNull();
    // What each order cost, the card, and its receipt.
    expect(within(orders).getAllByText('$45.00 · Visa ending in 4242')).toHaveLength(2);
    expect(within(orders).getByRole('link', { name: 'Receipt for order 104' })).toHaveAttribute(
      'href',
      '/rx/receipt/o4',
    );
    // The stage shows the tracking number too, and the next refill date.
    expect(within(active).getByText('Next refill')).toBeVisible();
    expect(within(active).queryByText('#101')).toBeNull();
    const pages = within(active).getByRole('navigation', { name: 'Order history pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(active).getByText('#101')).toBeVisible();
    expect(within(active).queryByText('#104')).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Complete Checkout on an incomplete entry, back to its questionnaire', async () => {
    const user = userEvent.setup();
    const router = renderAt('/rx');
    await user.click(await screen.findByRole('button', { name: 'Complete Checkout' }));
    expect(router.state.location.pathname).toBe('/get-started');
    expect(router.state.location.search).toBe('?patientQuestionnaireId=pq-acne');
  });

  it('allows a new request only where the newest entry is completed or rejected', async () => {
    groups = [
      GROUPS[0]!,
      {
        treatmentCategory: { id: 'MIGR', name: 'Migraine' },
        subscriptions: [entry({ id: 'r', rejectedOn: '2026-09-01T12:00:00Z', stage: 'rejected' })],
      },
    ];
    renderAt('/rx');
    const migraine = (await screen.findByRole('heading', { name: /Migraine/ })).closest('section')!;
    expect(within(migraine).getByRole('button', { name: 'Start a new request' })).toBeVisible();
    const ed = screen.getByRole('heading', { name: /Erectile Dysfunction/ }).closest('section')!;
    expect(within(ed).queryByRole('button', { name: 'Start a new request' })).toBeNull();
    expect(
      within(ed).getByText(
        'A new Erectile Dysfunction request can start once this one is completed or rejected.',
      ),
    ).toBeVisible();
  });

  it('confirms a returning checkout, clears the query and thanks the patient', async () => {
    const router = renderAt('/rx?checkoutSessionId=cs_123');
    expect(await screen.findByText(CHECKOUT_THANKS)).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByText('Waiting approval', { selector: '.cs-rx__entry .cs-rx__status' }),
    ).toBeVisible();
    const confirm = fetchMock.mock.calls.find(([input]) => String(input).includes('checkout-session'));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ sessionId: 'cs_123' });
  });

  it('says what to do next when there is nothing yet', async () => {
    groups = [];
    renderAt('/rx');
    expect(await screen.findByText('You have no prescriptions yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a new treatment' })).toBeVisible();
    expect(screen.getByText('If you are having a medical emergency, call 911.')).toBeVisible();
  });
});

describe('PatientDashboardPage (pharmacist)', () => {
  it('keeps the prescription requests card and asks for no subscriptions', async () => {
    renderAt('/rx', { ...PATIENT, isPatient: false });
    expect(screen.getByRole('heading', { name: 'Prescription requests' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/prescription/subscription'))).toBe(
      false,
    );
  });
});
