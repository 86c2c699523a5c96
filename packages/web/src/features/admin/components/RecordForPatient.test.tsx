import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { RecordForPatient } from './RecordForPatient.tsx';

const fetchMock = vi.fn<typeof fetch>(
  async () =>
    new Response(new Blob(['%PDF-1.3']), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="r.pdf"' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:r');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

it("asks why before producing a patient's record, and sends the reason with the request", async () => {
  renderWithKit(<RecordForPatient userId="p1" name="Jordan Lee" />);
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Produce record' }));
  expect(await screen.findByText(/Please say why/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Reason'), 'The patient asked by phone for a printed copy.');
  await userEvent.click(screen.getByRole('button', { name: 'Produce record' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/admin/record/p1');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({
    format: 'pdf',
    reason: 'The patient asked by phone for a printed copy.',
  });
});
