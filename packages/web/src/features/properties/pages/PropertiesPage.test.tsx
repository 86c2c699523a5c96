import type { PropertyView } from '@carespace/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { propertyView } from '../property-view.fixture.ts';
import PropertiesPage from './PropertiesPage.tsx';

/** One of the organization's own listings: the owner sees the street address. */
function property(id: string, title: string, propertyStatus = 'LIST'): PropertyView {
  return propertyView({
    id,
    property_id: id,
    organization_id: 'org-1',
    title,
    description: 'A room.',
    propertyStatus,
    addressInfo: {
      addressLineOne: '1 Main St',
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    },
    roomTypes: ['EXAM'],
    supportedProviderSpecialty: [],
    rate: null,
    ratePeriod: null,
    priority: null,
    isOwner: true,
    matched: false,
    matchedOn: null,
    hostName: null,
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown) => json({ success: true, result, error: null });

let priorityAnswer: () => Response | Promise<Response>;
let matchesAnswer: (query: URLSearchParams) => PropertyView[] = () => [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url.startsWith('/api/properties/update-priority/')) return priorityAnswer();
  if (url.startsWith('/api/properties?mode=organize')) {
    return ok([property('a', 'Room A'), property('b', 'Room B', 'UNLT')]);
  }
  if (url.startsWith('/api/properties/guest'))
    return ok(matchesAnswer(new URL(url, 'http://x').searchParams));
  if (url.startsWith('/api/properties')) return ok([property('a', 'Room A')]);
  void init;
  return ok(null);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  priorityAnswer = () => ok({ updated: 2 });
  matchesAnswer = () => [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderAt(route: string) {
  const view = renderWithKit(<PropertiesPage />, { route, tables: { providerSpecialty: [] } });
  act(() => {
    view.queryClient.setQueryData(IDENTITY_QUERY_KEY, {
      id: 'user-1',
      organizationId: 'org-1',
      healcoAdmin: false,
    });
  });
  return view;
}

describe('Your Property Listings', () => {
  it('lists exactly the chosen properties in order and says so', async () => {
    renderAt('/provider/properties?mode=organize');
    expect(await screen.findByRole('heading', { name: 'Choose my Properties' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Room B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Listings' }));
    await waitFor(() => expect(screen.getByText('Your listings have been updated!')).toBeTruthy());
    expect(screen.getByText('Property')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('update-priority'));
    expect(String(call?.[0])).toBe('/api/properties/update-priority/org-1');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ prioritizeProperty: ['a', 'b'] });
  });

  it('shows the spec’s failure message when saving fails without one', async () => {
    priorityAnswer = () => Promise.reject(new TypeError('offline'));
    renderAt('/provider/properties?mode=organize');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Listings' }));
    expect(await screen.findByText('Failed to update your listings.')).toBeTruthy();
  });

  it('hides Save Listings until a property is chosen, and goes back to the list', async () => {
    renderAt('/provider/properties?mode=organize');
    await userEvent.click(await screen.findByRole('button', { name: /Room A/ }));
    expect(screen.queryByRole('button', { name: 'Save Listings' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Back to properties/ }));
    expect(await screen.findByRole('heading', { name: 'Your Property Listings' })).toBeTruthy();
  });

  it('toasts the spec’s message when the properties cannot be fetched', async () => {
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError('offline')));
    renderAt('/provider/properties');
    expect(
      await screen.findByText(
        'Failed to fetch properties, please wait a bit and try again or contact support.',
      ),
    ).toBeTruthy();
  });
});

describe('Property Matches', () => {
  it('shows the first page and fetches the next while the last one was full', async () => {
    // 25 matches: a full first page of 24, then one more.
    matchesAnswer = (query) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const all = Array.from({ length: 25 }, (_, i) => property(`m${i + 1}`, `Match ${i + 1}`));
      return all.slice((page - 1) * limit, page * limit);
    };
    renderAt('/provider/properties?tab=guest');
    expect(await screen.findByText('Match 24')).toBeTruthy();
    expect(screen.queryByText('Match 25')).toBeNull();
    const guestCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/guest'));
    expect(guestCalls()).toEqual(['/api/properties/guest?page=1&limit=24']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    expect(await screen.findByText('Match 25')).toBeTruthy();
    expect(guestCalls()).toEqual([
      '/api/properties/guest?page=1&limit=24',
      '/api/properties/guest?page=2&limit=24',
    ]);
    // The short second page was the last: no more button.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more matches' })).toBeNull());
  });
});
