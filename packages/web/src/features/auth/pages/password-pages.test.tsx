import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, failure, KEY, ok, renderPage } from '../auth-test-utils.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import WelcomePage from './WelcomePage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  toast: vi.fn(async () => {}),
  notify: vi.fn(async () => {}),
  registerFeedbackApi: () => () => {},
}));

const fetchMock = vi.fn<typeof fetch>();
const FORGOT_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('forgot password', () => {
  it("sends the email and shows the server's answer, which is the same for any address", async () => {
    fetchMock.mockResolvedValue(ok({ message: FORGOT_ANSWER }));
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await fill(user, 'Email', ' someone@example.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_ANSWER)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/auth/forgot-password')).toEqual([{ email: 'someone@example.test' }]);
  });
});

describe('reset password', () => {
  it("checks the new password with the spec's messages, then resets", async () => {
    fetchMock.mockResolvedValue(
      ok({ message: 'Your password has been reset. Please log in with your new password.' }),
    );
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      url: `/reset-password?verificationKey=${KEY}`,
    });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getAllByText('Please fill out this field.')).toHaveLength(2));
    await fill(user, 'New password', 'short');
    expect(await screen.findByText('Your password must be greater than 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await fill(user, 'New password', 'Brand-New-Lantern-5');
    await fill(user, 'Confirm new password', 'Brand-New-Lantern-6');
    expect(await screen.findByText('Your passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'Confirm new password', 'Brand-New-Lantern-5');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo(fetchMock, '/auth/reset-password')).toEqual([
      { verificationKey: KEY, password: 'Brand-New-Lantern-5' },
    ]);
  });

  it('shows a used link as invalid, with a way to ask for a new one', async () => {
    fetchMock.mockResolvedValue(
      failure(400, 'RESET_LINK_INVALID', 'This link is invalid. Please request a new one.'),
    );
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      url: `/reset-password?verificationKey=${KEY}`,
    });
    await fill(user, 'New password', 'Brand-New-Lantern-5');
    await fill(user, 'Confirm new password', 'Brand-New-Lantern-5');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This link is invalid. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    ['/reset-password', 'Missing validation key. Please check your email for the correct link.'],
    [
      '/reset-password?verificationKey=abc',
      'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
    ],
  ])('%s shows the key problem instead of the form', async (url, message) => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('welcome (invited organization user)', () => {
  it('needs the password twice and the Terms & Conditions + Privacy Policy agreement', async () => {
    fetchMock.mockResolvedValue(ok({ message: 'Your password is set. Please log in.' }));
    const user = userEvent.setup();
    renderPage(<WelcomePage />, { path: '/welcome', url: `/welcome?verificationKey=${KEY}` });
    await fill(user, 'Password', 'Quiet-Meadow-77');
    await fill(user, 'Confirm Password', 'Quiet-Meadow-77');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Please accept before continuing.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. Please log in.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/auth/welcome')).toEqual([
      { verificationKey: KEY, password: 'Quiet-Meadow-77', acceptTermsAndPrivacy: true },
    ]);
  });
});
