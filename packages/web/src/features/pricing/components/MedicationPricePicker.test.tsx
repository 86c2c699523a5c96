import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { groupByDrug, type MedicationPrice } from '../api/medication-prices.ts';
import { MedicationPricePicker } from './MedicationPricePicker.tsx';

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const option = (overrides: Partial<MedicationPrice> & Pick<MedicationPrice, 'id' | 'name' | 'price'>) => ({
  dosage: '50 mg tablet, as needed',
  quantity: 8,
  daySupply: 30,
  isMostPopular: false,
  priceId: `price_sandbox_${overrides.id}`,
  ...overrides,
});

const EDYS: MedicationPrice[] = [
  option({ id: 'sil20', name: 'Sildenafil', price: 3000, dosage: '20 mg tablet, as needed', quantity: 30 }),
  option({ id: 'sil50', name: 'Sildenafil', price: 3200, isMostPopular: true }),
  option({
    id: 'tad5',
    name: 'Tadalafil',
    price: 4500,
    dosage: '5 mg tablet, once daily',
    quantity: 30,
    isMostPopular: true,
  }),
  option({ id: 'tad20', name: 'Tadalafil', price: 4600, dosage: '20 mg tablet, as needed' }),
];
const MIGR: MedicationPrice[] = [
  option({ id: 'riz', name: 'Rizatriptan', price: 2200, isMostPopular: true, dosage: '10 mg tablet' }),
  option({
    id: 'rizodt',
    name: 'Rizatriptan ODT',
    price: 2600,
    dosage: '10 mg orally disintegrating tablet',
  }),
  option({ id: 'top', name: 'Topiramate', price: 1800, isMostPopular: true, dosage: '25 mg tablet' }),
];

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function GetStarted() {
  const location = useLocation();
  return <pre data-testid="state">{JSON.stringify(location.state)}</pre>;
}

function renderPicker(element: React.ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/get-started', element: <GetStarted /> },
    { path: '/what-we-treat', element: <h1>What we treat</h1> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/pricing/medications' && init?.method === 'POST') {
      const category = url.searchParams.get('treatmentCategory');
      if (category === 'EDYS') return json({ success: true, result: EDYS, error: null });
      if (category === 'MIGR') return json({ success: true, result: MIGR, error: null });
      if (category === 'HRPS')
        return json(
          {
            success: false,
            result: null,
            error: { message: 'Down', code: 'INTERNAL_ERROR', isInformation: false },
          },
          500,
        );
    }
    return json({ success: false, result: null, error: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('groupByDrug', () => {
  it('groups by the first word of the name, keeping catalogue order', () => {
    expect(groupByDrug(MIGR).map((group) => [group.drug, group.options.map((o) => o.id)])).toEqual([
      ['Rizatriptan', ['riz', 'rizodt']],
      ['Topiramate', ['top']],
    ]);
  });
});

describe('MedicationPricePicker', () => {
  it('shows the category name, Learn more... and the most popular option of each drug', async () => {
    renderPicker(<MedicationPricePicker category="EDYS" />);
    expect(screen.getByRole('heading', { name: 'Erectile Dysfunction' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn more...' })).toHaveAttribute('href', '/what-we-treat');
    expect(await screen.findByRole('heading', { name: 'Sildenafil' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tadalafil' })).toBeVisible();

    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards).toHaveLength(2);
    expect(screen.getAllByText('Most popular!')).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('$32');
    expect(cards[0]).toHaveTextContent('50 mg tablet, as needed');
    expect(cards[0]).toHaveTextContent('(30 day supply)');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/pricing/medications?treatmentCategory=EDYS',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("'Choose a different medication' shows every option, grouped by drug name", async () => {
    const user = userEvent.setup();
    renderPicker(<MedicationPricePicker category="MIGR" />);
    const toggle = await screen.findByRole('button', { name: 'Choose a different medication' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const rizatriptan = screen.getByRole('heading', { name: 'Rizatriptan' }).parentElement!;
    expect(within(rizatriptan).getAllByRole('button')).toHaveLength(2);
    expect(within(rizatriptan).getByRole('button', { name: /Rizatriptan ODT/ })).toHaveTextContent('$26');
    expect(within(rizatriptan).getAllByText('Most popular!')).toHaveLength(1);
    const topiramate = screen.getByRole('heading', { name: 'Topiramate' }).parentElement!;
    expect(within(topiramate).getAllByRole('button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show the most popular options only' }));
    expect(screen.queryByRole('button', { name: /Rizatriptan ODT/ })).toBeNull();
  });

  it('choosing a card without onChoose goes to /get-started with the category pre-selected', async () => {
    const user = userEvent.setup();
    const router = renderPicker(<MedicationPricePicker category="EDYS" />);
    await user.click(await screen.findByRole('button', { name: /Tadalafil/ }));
    expect(router.state.location.pathname).toBe('/get-started');
    expect(router.state.location.state).toEqual({ treatmentCategories: ['EDYS'] });
  });

  it('with onChoose, reports the chosen option and stays', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const router = renderPicker(<MedicationPricePicker category="EDYS" onChoose={onChoose} />);
    await user.click(await screen.findByRole('button', { name: 'Choose a different medication' }));
    await user.click(screen.getByRole('button', { name: /Sildenafil.*20 mg tablet/ }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sil20', priceId: 'price_sandbox_sil20' }),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Chosen');
  });

  it('says so when prices cannot be loaded, and offers to try again', async () => {
    renderPicker(<MedicationPricePicker category="HRPS" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load prices just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
