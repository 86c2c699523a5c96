import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/notify.ts';
import { EXPORT_FAILED, ExportCsvButton } from './ExportCsvButton.tsx';
import { renderWithKit } from './test-utils.tsx';

vi.mock(import('../lib/notify.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  toast: vi.fn(async () => {}),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('Export CSV', { timeout: 60_000 }, () => {
  it('downloads the file under the name the server gives, asking for the filters it was given', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Name\nAna\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="carespace-providers-2026-11-27.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });

    renderWithKit(
      <ExportCsvButton path="/admin/providers/export?search=ana" fallbackName="carespace-providers.csv" />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(names).toEqual(['carespace-providers-2026-11-27.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/providers/export?search=ana', expect.anything());
    expect(toast).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it("shows the server's message when the export is refused, and ours when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            result: null,
            error: {
              message: 'This page is for admins only.',
              code: 'NO_ADMIN_PRIVILEGES',
              isInformation: false,
            },
          },
          { status: 403 },
        ),
      ),
    );
    renderWithKit(<ExportCsvButton path="/admin/patients/export" fallbackName="carespace-patients.csv" />);
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'This page is for admins only.'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', EXPORT_FAILED));
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });
});
