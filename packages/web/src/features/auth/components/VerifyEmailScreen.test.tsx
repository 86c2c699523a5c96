import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, failure, KEY, ok, renderPage } from '../auth-test-utils.tsx';
import { VerifyEmailScreen } from './VerifyEmailScreen.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  toast: vi.fn(async () => {}),
  notify: vi.fn(async () => {}),
  registerFeedbackApi: () => () => {},
}));

const fetchMock = vi.fn<typeof fetch>();

/** Lets pending promises (the call, React's updates) settle and moves the fake clock on. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('email verification screen', () => {
  it('verifies the key once, says so, and goes to login after 5 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderPage(<VerifyEmailScreen mode="verify" />, {
      path: '/verify-email',
      url: `/verify-email?verificationKey=${KEY}`,
    });
    await advance(0);
    // Loading: a spinner, and the way on is already offered.
    expect(screen.getByRole('heading', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/login');

    answer(ok({ message: 'Your email has been verified!' }));
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Your email has been verified!' })).toBeInTheDocument();
    expect(screen.getByText("You'll be redirected automatically to your dashboard.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo(fetchMock, '/auth/verify-email')).toEqual([{ verificationKey: KEY }]);

    await advance(4_900);
    expect(router.state.location.pathname).toBe('/verify-email');
    await advance(100);
    expect(router.state.location.pathname).toBe('/login');
    // The key is sent once (the other call is the identity, refreshed now that the email is verified).
    expect(bodiesSentTo(fetchMock, '/auth/verify-email')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/auth/verify-email',
      '/api/auth/identity',
    ]);
  });

  it('uses the update call in update mode', async () => {
    fetchMock.mockResolvedValue(ok({ message: 'Your email has been verified!' }));
    renderPage(<VerifyEmailScreen mode="update" />, {
      path: '/verify-update-email',
      url: `/verify-update-email?verificationKey=${KEY}`,
    });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Your email has been verified!' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/auth/verify-update-email')).toEqual([{ verificationKey: KEY }]);
  });

  it("shows the failure, why, and who to contact, without 'Continue to Dashboard' or a redirect", async () => {
    fetchMock.mockResolvedValue(
      failure(
        404,
        'VERIFICATION_LINK_EXPIRED',
        'This verification link has expired. Please request a new one.',
      ),
    );
    const { router } = renderPage(<VerifyEmailScreen mode="verify" />, {
      path: '/verify-email',
      url: `/verify-email?verificationKey=${KEY}`,
    });
    await advance(0);
    expect(screen.getByRole('heading', { name: "We're unable to verify your email." })).toBeInTheDocument();
    expect(
      screen.getByText('This verification link has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please try again later, or contact us at support@carespace.health.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to Dashboard' })).not.toBeInTheDocument();
    await advance(10_000);
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it.each([
    ['/verify-email', 'Missing validation key. Please check your email for the correct link.'],
    [
      '/verify-email?verificationKey=',
      'Missing validation key. Please check your email for the correct link.',
    ],
    [
      `/verify-email?verificationKey=${KEY.slice(0, 40)}`,
      'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
    ],
  ])('%s fails without asking the server', async (url, message) => {
    renderPage(<VerifyEmailScreen mode="verify" />, { path: '/verify-email', url });
    await advance(0);
    expect(screen.getByRole('heading', { name: "We're unable to verify your email." })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to Dashboard' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
