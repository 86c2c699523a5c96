import type { RecordAccessEntry } from '@carespace/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { MyRecord } from './MyRecord.tsx';

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function entry(id: number, name: string, roleLabel: string): RecordAccessEntry {
  return {
    id,
    occurredAt: '2026-11-20T15:30:00.000Z',
    reader: { role: roleLabel === 'Pharmacist' ? 'pharmacist' : 'reviewer', roleLabel, name },
    what: 'Your acne request and your answers',
    where: 'Prescription review',
  };
}

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.endsWith('/pdf')) {
    return new Response(new Blob(['%PDF-1.3 the record']), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="record.pdf"',
      },
    });
  }
  if (url.endsWith('/fhir')) {
    return new Response('{"resourceType":"Bundle"}', {
      headers: { 'content-disposition': 'attachment; filename="record.fhir.json"' },
    });
  }
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  return ok({
    items:
      page === 2
        ? [entry(3, 'Avery Morgan', 'Carespace staff')]
        : [entry(1, 'Daniel Kim', 'Reviewing clinician'), entry(2, 'Priya Shah', 'Pharmacist')],
    total: 11,
    page,
    pageSize: 10,
  });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:record-${blob.size}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

it('prepares the record once and offers it as a PDF and as a FHIR file', async () => {
  renderWithKit(<MyRecord userId="u1" />);
  expect(screen.queryByRole('link', { name: /Download PDF/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: /Prepare my record/ }));
  const pdf = await screen.findByRole('link', { name: /Download PDF/ });
  expect(pdf).toHaveAttribute('download', 'record.pdf');
  expect(screen.getByRole('link', { name: /Download FHIR file/ })).toHaveAttribute(
    'download',
    'record.fhir.json',
  );
  const urls = fetchMock.mock.calls.map(([url]) => String(url));
  expect(urls).toEqual(expect.arrayContaining(['/api/record/u1/pdf', '/api/record/u1/fhir']));
  expect(screen.getByRole('status')).toHaveTextContent('Your record is ready.');
});

it('lists who has read the record and asks the server for the next page', async () => {
  renderWithKit(<MyRecord userId="u1" />);
  expect(await screen.findByText('Daniel Kim')).toBeInTheDocument();
  expect(screen.getByText('Priya Shah')).toBeInTheDocument();
  expect(screen.getByText('· Reviewing clinician', { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText('Avery Morgan')).toBeInTheDocument();
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/record/u1/access-log?page=2&pageSize=10',
    ),
  );
});
