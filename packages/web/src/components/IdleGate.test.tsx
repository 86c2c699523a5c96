import { IDLE } from '@carespace/domain';
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from './AntdProvider.tsx';
import { IDLE_LOCK_STORAGE_KEY, IdleGate, preloadIdlePrompts } from './IdleGate.tsx';

const RIGHT_PASSWORD = 'the-right-password-1';
const WRONG_ANSWER = 'That password is not correct. Please try again.';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server, as far as the gate is concerned: audit calls and the security check. */
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url === '/api/auth/security-check') {
    const { password } = JSON.parse(String(init?.body)) as { password: string };
    return password === RIGHT_PASSWORD
      ? json({ success: true, result: { message: 'Unlocked' }, error: null })
      : json(
          {
            success: false,
            result: null,
            error: { message: WRONG_ANSWER, code: 'BAD_REQUEST', isInformation: false },
          },
          400,
        );
  }
  return json({ success: true, result: null, error: null });
});

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

function renderGate(onSignOut = vi.fn()) {
  const view = render(
    <AntdProvider>
      <IdleGate onSignOut={onSignOut}>
        <p>Private health information</p>
      </IdleGate>
    </AntdProvider>,
  );
  return { onSignOut, unmount: view.unmount };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

configure({ asyncUtilTimeout: 10_000 });

describe('IdleGate', { timeout: 60_000 }, () => {
  // The question and the lock screen load on demand (antd's chunks); fetched once here, with real timers, they
  // show at once on the fake clock below, as after a first visit.
  beforeAll(() => preloadIdlePrompts(), 20_000);

  beforeEach(() => {
    vi.useFakeTimers();
    createMocks(); // react-idle-timer keeps the timers it found at import; hand it the fake ones
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('opens the ePHI session on mount and closes it on unmount with a keepalive call', () => {
    const { unmount } = renderGate();
    expect(calls('/api/audit/access-ePHI')).toHaveLength(1);
    const [, accessInit] = calls('/api/audit/access-ePHI')[0]!;
    expect(new Headers(accessInit?.headers).get('X-Requested-With')).toBe('carespace');

    expect(calls('/api/audit/logout-ePHI')).toHaveLength(0);
    unmount();
    const logout = calls('/api/audit/logout-ePHI');
    expect(logout).toHaveLength(1);
    expect(logout[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(logout[0]![1]?.headers).get('X-Requested-With')).toBe('carespace');
  });

  it('closes the ePHI session before the page unloads', () => {
    renderGate();
    window.dispatchEvent(new Event('beforeunload'));
    expect(calls('/api/audit/logout-ePHI')).toHaveLength(1);
  });

  it("asks 'Are you still there?' at 450 s and 'Still here' starts the countdown again", () => {
    renderGate();
    advance(449_000);
    expect(screen.queryByText(IDLE.stillThere)).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText(IDLE.stillThere)).toBeInTheDocument();
    expect(screen.getByText(/will lock in 30 seconds/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: IDLE.stillHere }));
    advance(449_000);
    expect(screen.getByText('Private health information')).toBeInTheDocument();
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
  });

  it('activity restarts the countdown', () => {
    renderGate();
    advance(400_000);
    fireEvent.keyPress(document, { key: 'a', charCode: 97 });
    advance(400_000);
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
    advance(80_000);
    expect(screen.getByText('This page is locked')).toBeInTheDocument();
  });

  it('locks at 480 s, hides the content, and unlocks with the right password only', async () => {
    renderGate();
    advance(480_000);
    expect(screen.getByText('This page is locked')).toBeInTheDocument();
    expect(screen.queryByText('Private health information')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(IDLE_LOCK_STORAGE_KEY)).toBe('1');

    // From here on the idle timer is off; real timers let antd's form validation settle.
    vi.useRealTimers();
    const user = userEvent.setup();

    // Nothing is sent without a password.
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Please fill out this field.')).toBeInTheDocument();
    expect(calls('/api/auth/security-check')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'a-wrong-password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(WRONG_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText('Private health information')).not.toBeInTheDocument();
    expect(calls('/api/audit/continue-ePHI')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), RIGHT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Private health information')).toBeInTheDocument();
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
    expect(calls('/api/auth/security-check')).toHaveLength(2);
    expect(calls('/api/audit/continue-ePHI')).toHaveLength(1);
    expect(window.localStorage.getItem(IDLE_LOCK_STORAGE_KEY)).toBeNull();
  });

  it('stays locked across a reload until the password is entered', () => {
    window.localStorage.setItem(IDLE_LOCK_STORAGE_KEY, '1');
    renderGate();
    expect(screen.getByText('This page is locked')).toBeInTheDocument();
    expect(screen.queryByText('Private health information')).not.toBeInTheDocument();
  });

  it('signs out instead of locking when no password is required', () => {
    const onSignOut = vi.fn();
    render(
      <AntdProvider>
        <IdleGate onSignOut={onSignOut} passwordRequired={false}>
          <p>Private health information</p>
        </IdleGate>
      </AntdProvider>,
    );
    advance(480_000);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
  });

  it('restarts the countdown instead of locking while the tab is hidden', async () => {
    renderGate();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    advance(480_000);
    await act(async () => {}); // the restart is queued behind the timer's own bookkeeping
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
    visibility.mockReturnValue('visible');
    advance(479_000);
    expect(screen.queryByText('This page is locked')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('This page is locked')).toBeInTheDocument();
    visibility.mockRestore();
  });

  it('locks when a tab comes back after being hidden for a whole timeout', () => {
    renderGate();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    vi.setSystemTime(Date.now() + 600_000);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('This page is locked')).toBeInTheDocument();
    visibility.mockRestore();
  });
});
