import { ADMIN_ACCOUNTS } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify.ts';
import { createQueryClient, IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { AccountStatusAction } from './AccountStatusAction.tsx';

configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

function renderAction(props: { userId: string; status: string }) {
  const client = createQueryClient();
  client.setQueryData(IDENTITY_QUERY_KEY, { id: 'admin-1', healcoAdmin: true });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <AccountStatusAction userId={props.userId} name="Dana Cruz" status={props.status} />
      </App>
    </QueryClientProvider>,
  );
}

describe('AccountStatusAction', () => {
  it('asks before deactivating, then sends DEAC for that user and says so', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            result: { userId: 'u-9', status: 'DEAC', sessionsEnded: 1 },
            error: null,
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAction({ userId: 'u-9', status: 'ACTV' });
    expect(screen.getByText('Active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Dana Cruz' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(ADMIN_ACCOUNTS.deactivateTitle('Dana Cruz'));
    expect(dialog.textContent).toContain(ADMIN_ACCOUNTS.deactivateBody);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', ADMIN_ACCOUNTS.deactivated('Dana Cruz')),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin/users/u-9/status');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'DEAC' });
  });

  it('offers Reactivate for a deactivated or locked account', () => {
    renderAction({ userId: 'u-9', status: 'LOCK' });
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate Dana Cruz' })).toBeTruthy();
  });

  it("shows only the status on the admin's own account", () => {
    renderAction({ userId: 'admin-1', status: 'ACTV' });
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
