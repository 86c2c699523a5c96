import type { LicenseView } from '@carespace/domain';
import { licenseToday, shiftCalendarDate } from '@carespace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { LicensesPanel } from './LicensesPanel.tsx';

const STATES = [
  { id: 'NJ', name: 'New Jersey' },
  { id: 'NY', name: 'New York' },
  { id: 'PA', name: 'Pennsylvania' },
  { id: 'MA', name: 'Massachusetts' },
];

function license(overrides: Partial<LicenseView>): LicenseView {
  return {
    id: 'l1',
    usState: 'NJ',
    licenseNumber: '25MA09123400',
    expiresOn: shiftCalendarDate(licenseToday(), 300),
    status: 'VERI',
    standing: 'verified',
    submittedOn: '2026-10-01T12:00:00.000Z',
    reviewedOn: '2026-10-02T12:00:00.000Z',
    rejectionReason: null,
    document: null,
    ...overrides,
  };
}

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const failure = (status: number, code: string, message: string) =>
  new Response(
    JSON.stringify({ success: false, result: null, error: { code, message, isInformation: false } }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

let listed: LicenseView[] = [];
const fetchMock = vi.fn<typeof fetch>(async () => ok(listed));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok(listed));
});

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url, init }));

// Typing into antd's select and date picker under jsdom takes several seconds a step on a busy machine.
const INTERACTIVE = { timeout: 120_000 };

describe('LicensesPanel', () => {
  it('shows where each license stands, the rejection reason, and Withdraw only on a pending one', async () => {
    listed = [
      license({ id: 'nj', standing: 'verified' }),
      license({ id: 'pa', usState: 'PA', status: 'PEND', standing: 'pending', reviewedOn: null }),
      license({
        id: 'ny',
        usState: 'NY',
        status: 'REJE',
        standing: 'rejected',
        rejectionReason: 'The number is not on the New York register.',
      }),
      license({
        id: 'ma',
        usState: 'MA',
        standing: 'expired',
        expiresOn: shiftCalendarDate(licenseToday(), -2),
      }),
    ];
    renderWithKit(<LicensesPanel reviews />, { tables: { usState: STATES } });
    expect(await screen.findByText('Pennsylvania')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText(/The number is not on the New York register\./)).toBeTruthy();
    expect(screen.getByText(/Add your renewed license to keep reviewing/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Withdraw the Pennsylvania license' })).toBeTruthy();
    expect(screen.getByText(/only from states where your license is verified and current/)).toBeTruthy();
  });

  it(
    'offers the first license when there is none, and asks for each field before sending anything',
    INTERACTIVE,
    async () => {
      listed = [];
      const user = userEvent.setup({ delay: null });
      renderWithKit(<LicensesPanel reviews={false} />, { tables: { usState: STATES } });
      await user.click(await screen.findByRole('button', { name: 'Add your first license' }));
      const form = screen.getByRole('form', { name: 'Add a license' });
      await user.click(within(form).getByRole('button', { name: 'Submit for verification' }));
      expect(await within(form).findByText('Please choose the state that issued the license.')).toBeTruthy();
      expect(within(form).getByText('Please enter the license number.')).toBeTruthy();
      expect(within(form).getByText('Please enter the expiration date.')).toBeTruthy();
      expect(calls('POST')).toHaveLength(0);
    },
  );

  it('submits a new license and lists it as pending', INTERACTIVE, async () => {
    listed = [license({ id: 'ny', usState: 'NY' })];
    const user = userEvent.setup({ delay: null });
    const expires = shiftCalendarDate(licenseToday(), 400);
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        listed = [...listed, license({ status: 'PEND', standing: 'pending', expiresOn: expires })];
        return ok(listed.at(-1));
      }
      return ok(listed);
    });
    renderWithKit(<LicensesPanel reviews={false} />, { tables: { usState: STATES } });
    await user.click(await screen.findByRole('button', { name: 'Add a license' }));
    const form = screen.getByRole('form', { name: 'Add a license' });
    await user.click(within(form).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByTitle('New Jersey'));
    await user.click(within(form).getByLabelText('License number'));
    await user.paste('25MA09123400');
    const [year, month, day] = expires.split('-');
    await user.click(within(form).getByLabelText('Expiration date'));
    await user.paste(`${month}/${day}/${year}`);
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const sent = JSON.parse(String(calls('POST')[0]?.init?.body));
    expect(sent).toEqual({
      usState: 'NJ',
      licenseNumber: '25MA09123400',
      expiresOn: expires,
      documentFileId: null,
    });
    expect(await screen.findByText('Pending review', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a license' })).toBeNull();
  });

  it('shows the server’s refusal in the form', INTERACTIVE, async () => {
    listed = [license({ id: 'nj', status: 'PEND', standing: 'pending' })];
    const user = userEvent.setup({ delay: null });
    renderWithKit(<LicensesPanel reviews />, { tables: { usState: STATES } });
    await user.click(await screen.findByRole('button', { name: 'Add a license' }));
    const form = screen.getByRole('form', { name: 'Add a license' });
    const message =
      'You already have a license for this state waiting for review. Withdraw it first if you need to correct it.';
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? failure(409, 'LICENSE_ALREADY_PENDING', message) : ok(listed),
    );
    await user.click(within(form).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByTitle('New Jersey'));
    await user.click(within(form).getByLabelText('License number'));
    await user.paste('25MA09123400');
    const [year, month, day] = shiftCalendarDate(licenseToday(), 90).split('-');
    await user.click(within(form).getByLabelText('Expiration date'));
    await user.paste(`${month}/${day}/${year}`);
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Submit for verification' }));
    expect((await within(form).findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain(message);
  });
});
