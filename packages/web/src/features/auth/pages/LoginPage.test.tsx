import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, toast } from '../../../lib/notify.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { returnPathFrom } from '../api/complete-sign-in.ts';
import { bodiesSentTo, failure, ok, renderPage } from '../auth-test-utils.tsx';
import LoginPage from './LoginPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  toast: vi.fn(async () => {}),
  notify: vi.fn(async () => {}),
  registerFeedbackApi: () => () => {},
}));

const fetchMock = vi.fn<typeof fetch>();
const INCORRECT = "We don't recognize the email and password combination you provided. Please try again.";

function identity(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.test',
    phone: '2015550199',
    healcoAdmin: false,
    patient: null,
    provider: null,
    organizationId: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    twoFactorEnabled: false,
    ...overrides,
  };
}

let loginAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/auth/identity') return ok(null);
    if (String(url) === '/api/auth/login') return loginAnswer();
    if (String(url) === '/api/auth/two-factor')
      return ok({ twoFactorRequired: false, identity: identity({ provider: { providerRole: 'STAN' } }) });
    throw new Error(`unexpected call ${String(url)}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'Sunrise-Harbor-42') {
  await user.type(screen.getByLabelText('Email'), 'ana@example.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('offers Forgot password? and both sign-ups', () => {
    loginAnswer = () => ok(null);
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create a patient account' })).toHaveAttribute(
      'href',
      '/patient/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign up as a provider' })).toHaveAttribute(
      'href',
      '/provider/signup',
    );
  });

  it("requires both fields with 'Please fill out this field.'", async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByText('Please fill out this field.')).toHaveLength(2));
    expect(bodiesSentTo(fetchMock, '/auth/login')).toEqual([]);
  });

  it("signs a patient in, keeps the identity, and goes to the patient's dashboard", async () => {
    loginAnswer = () => ok({ twoFactorRequired: false, identity: identity({ patient: { id: 'p1' } }) });
    const user = userEvent.setup();
    const { router, queryClient } = renderPage(<LoginPage />, { path: '/login' });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rx'));
    expect(queryClient.getQueryData(IDENTITY_QUERY_KEY)).toMatchObject({ id: 'u1', patient: { id: 'p1' } });
    expect(bodiesSentTo(fetchMock, '/auth/login')).toEqual([
      { email: 'ana@example.test', password: 'Sunrise-Harbor-42' },
    ]);
  });

  it('goes back where the user was sent away from', async () => {
    loginAnswer = () => ok({ twoFactorRequired: false, identity: identity({ healcoAdmin: true }) });
    const user = userEvent.setup();
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      state: { from: '/admin/patients?tab=2' },
    });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/patients'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('shows the INCORRECT_PASSWORD message and clears the password', async () => {
    loginAnswer = () => failure(401, 'INCORRECT_PASSWORD', INCORRECT);
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await logIn(user, 'wrong-password');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', INCORRECT));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
  });

  it('says a paused sign-in on the page, with how long to wait and the reset link', async () => {
    const message =
      'For your security, signing in to this account is paused for 8 seconds after several unsuccessful attempts. Please try again then, or reset your password to sign in right away.';
    loginAnswer = () => failure(429, 'SIGN_IN_THROTTLED', message);
    const user = userEvent.setup();
    const { router } = renderPage(<LoginPage />, { path: '/login' });
    await logIn(user);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Signing in is paused');
    expect(notice).toHaveTextContent(message);
    expect(toast).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole('link', { name: 'Reset your password now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('clears the paused notice when the next attempt goes through', async () => {
    loginAnswer = () =>
      failure(429, 'SIGN_IN_THROTTLED', 'For your security, signing in is paused for 1 second.');
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await logIn(user);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    loginAnswer = () => failure(401, 'INCORRECT_PASSWORD', INCORRECT);
    await user.type(screen.getByLabelText('Password'), 'another-try');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', INCORRECT));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an unverified email as information', async () => {
    const message =
      'Your email address has not been verified yet. We have sent you a new verification link; please check your inbox.';
    loginAnswer = () => failure(401, 'UNVERIFIED_EMAIL', message, true);
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await logIn(user);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('info', message));
  });

  it('asks for the texted code when two-factor sign-in is on, then signs in', async () => {
    loginAnswer = () => ok({ twoFactorRequired: true, userId: 'u1', phoneNumber: '(***) ***-0142' });
    const user = userEvent.setup();
    const { router } = renderPage(<LoginPage />, { path: '/login' });
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    await user.keyboard('246810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider'));
    expect(bodiesSentTo(fetchMock, '/auth/two-factor')).toEqual([{ userId: 'u1', code: '246810' }]);
  });

  it('goes straight on when already signed in', async () => {
    fetchMock.mockImplementation(async () => ok(identity({ provider: { providerRole: 'PHAR' } })));
    const { router } = renderPage(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rx'));
  });
});

describe('returnPathFrom', () => {
  it('accepts in-app paths only', () => {
    expect(returnPathFrom({ from: '/provider/properties?tab=1' })).toBe('/provider/properties?tab=1');
    expect(returnPathFrom({ from: '//evil.example/x' })).toBeNull();
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom({ from: '/\\evil.example' })).toBeNull();
    expect(returnPathFrom({ from: '/login' })).toBeNull();
    expect(returnPathFrom({ from: '/provider/signup' })).toBeNull();
    expect(returnPathFrom({ from: '/reset-password?verificationKey=x' })).toBeNull();
    expect(returnPathFrom({ from: 42 })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
