import type { AdminLicenseItem } from '@carespace/domain';
import { LICENSES, licenseToday, shiftCalendarDate } from '@carespace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { LicenseQueue } from './LicenseQueue.tsx';

function item(overrides: Partial<AdminLicenseItem>): AdminLicenseItem {
  return {
    id: 'pa',
    usState: 'PA',
    licenseNumber: 'MD461234',
    expiresOn: shiftCalendarDate(licenseToday(), 500),
    status: 'PEND',
    standing: 'pending',
    submittedOn: '2026-11-25T12:00:00.000Z',
    reviewedOn: null,
    rejectionReason: null,
    document: { id: 'f1', fileName: 'f1.pdf', originalName: 'pa-license.pdf', mimeType: 'application/pdf' },
    provider: {
      userId: 'u1',
      name: 'Daniel Kim',
      email: 'pro@demo.carespace.test',
      providerRole: 'HPRO',
      organizationName: null,
      npi: '1003000126',
    },
    ...overrides,
  };
}

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let queue: AdminLicenseItem[] = [];
const fetchMock = vi.fn<typeof fetch>(async () => ok({ items: queue, total: queue.length }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('LicenseQueue', { timeout: 120_000 }, () => {
  it('shows each license with its provider and document; an expired one cannot be verified', async () => {
    queue = [
      item({}),
      item({
        id: 'ct',
        usState: 'CT',
        expiresOn: shiftCalendarDate(licenseToday(), -1),
        standing: 'expired',
        document: null,
      }),
    ];
    renderWithKit(<LicenseQueue />);
    expect(await screen.findByText('2 licenses wait', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open pa-license\.pdf/ }).getAttribute('href')).toBe(
      '/api/no-auth/download-file/f1.pdf/providerLicenses',
    );
    expect(
      screen
        .getByRole('button', { name: "Verify Daniel Kim's Pennsylvania license" })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      screen
        .getByRole('button', { name: "Verify Daniel Kim's Connecticut license" })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText(/so it cannot be verified/)).toBeTruthy();
    expect(screen.getByText(/None uploaded/)).toBeTruthy();
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    queue = [item({})];
    const user = userEvent.setup({ delay: null });
    renderWithKit(<LicenseQueue />);
    await user.click(await screen.findByRole('button', { name: "Reject Daniel Kim's Pennsylvania license" }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Reject license' }));
    expect(await dialog.findByText(LICENSES.reasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(dialog.getByLabelText('Reason'));
    await user.paste('The number is not on the Pennsylvania register.');
    await user.click(dialog.getByRole('button', { name: 'Reject license' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(url).toBe('/api/admin/licenses/pa/reject');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      reason: 'The number is not on the Pennsylvania register.',
    });
  });
});
