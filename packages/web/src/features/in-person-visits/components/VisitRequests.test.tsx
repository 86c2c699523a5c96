import type { ClinicianVisitRequest } from '@carespace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitRequests } from './VisitRequests.tsx';

// jsdom has no ResizeObserver; the decline dialog's counted text box (antd) observes its size.
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
    configurable: true,
    writable: true,
  });
}

// The decline dialog loads antd on demand, which takes seconds in jsdom on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

const TIMES = ['2026-11-30T16:00:00.000Z', '2026-12-01T15:00:00.000Z'];

function request(overrides: Partial<ClinicianVisitRequest> = {}): ClinicianVisitRequest {
  return {
    id: 'v1',
    status: 'REQD',
    patientName: 'Alex Chen',
    patientEmail: 'alex@example.test',
    patientPhone: null,
    treatmentCategory: { id: 'ACNE', name: 'Acne' },
    referralNote: 'Best examined in person.',
    proposedTimes: TIMES,
    shareAnswers: true,
    acceptedTime: null,
    declineReason: null,
    createdOn: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let list: ClinicianVisitRequest[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url.endsWith('/answers')) return ok([{ questionId: 'q1', question: 'Allergies?', answer: ['none'] }]);
  if (init?.method === 'POST') return ok({ id: 'v1', status: 'ACPT', acceptedTime: TIMES[1] });
  return ok(list);
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  // Unmounted, and React's work already queued (an answer arriving, a dialog's closing) let run while the page is
  // still there: after the last test the page goes, and a render left queued would throw on a missing window.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

/** Rendered as on /provider and /rx: no antd provider around it. */
function renderPlain() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VisitRequests />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Visit requests', { timeout: 60_000 }, () => {
  it('offers the proposed times as radios in a named group; Accept sends the chosen one', async () => {
    list = [request()];
    const user = userEvent.setup();
    renderPlain();
    const region = await screen.findByRole('region', { name: 'Visit requests' });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('Alex Chen · Acne');
    expect(item).toHaveTextContent('Waiting for you');
    const times = within(item).getByRole('group', { name: 'Proposed times of Alex Chen' });
    const radios = within(times).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const accept = within(item).getByRole('button', { name: 'Accept this time' });
    expect(accept).toBeDisabled();

    await user.click(radios[1]!);
    expect(radios[1]).toBeChecked();
    expect(accept).toBeEnabled();
    await user.click(accept);
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/visit-requests/v1/accept'));
      expect(call?.[1]?.method).toBe('POST');
      expect(String(call?.[1]?.body)).toContain(TIMES[1]);
    });
  });

  it('shows the shared answers when asked, and says so when the patient kept them', async () => {
    list = [request(), request({ id: 'v2', patientName: 'Sam Park', shareAnswers: false, status: 'DECL' })];
    const user = userEvent.setup();
    renderPlain();
    const region = await screen.findByRole('region', { name: 'Visit requests' });
    const [first, second] = within(region).getAllByRole('listitem');
    expect(second).toHaveTextContent('The patient chose not to share their answers.');
    expect(within(second!).queryByRole('radio')).toBeNull();
    await user.click(within(first!).getByRole('button', { name: 'Read the shared answers' }));
    expect(await within(first!).findByRole('list', { name: 'Shared answers' })).toHaveTextContent('none');
  });

  it('opens the decline dialog on demand, and Cancel brings the keyboard back to Decline', async () => {
    list = [request()];
    const user = userEvent.setup();
    renderPlain();
    const region = await screen.findByRole('region', { name: 'Visit requests' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const decline = within(region).getByRole('button', { name: 'Decline' });
    await user.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline the visit request' });
    expect(within(dialog).getByLabelText('Reason the patient will read')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decline).toHaveFocus();
  });

  it('shows nothing while there are no requests', async () => {
    list = [];
    const view = renderPlain();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Once the (empty) answer is in, still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
  });
});
