import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { bodiesSentTo, failure, ok, renderPage } from '../auth-test-utils.tsx';
import { SignupPage } from './SignupPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  toast: vi.fn(async () => {}),
  notify: vi.fn(async () => {}),
  registerFeedbackApi: () => () => {},
}));

const fetchMock = vi.fn<typeof fetch>();
const SENT = 'Check your email: we sent you a link to verify your address.';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => ok({ message: SENT }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

/** The error messages shown under the form's fields, in order. */
async function shownErrors(): Promise<string[]> {
  await waitFor(() => expect(document.querySelector('.cs-field__error')).not.toBeNull());
  return [...document.querySelectorAll('.cs-field__error')].map((node) => node.textContent ?? '');
}

/** Faster than typing key by key: one input event per field. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, email: string) {
  await fill(user, 'First name', 'Ana');
  await fill(user, 'Last name', 'Silva');
  await fill(user, 'Email', email);
  await fill(user, 'Mobile phone', '2015550199');
  await fill(user, 'Password', 'Sunrise-Harbor-42');
  await fill(user, 'Confirm Password', 'Sunrise-Harbor-42');
}

describe('patient sign-up', () => {
  it("refuses an empty form with the spec's messages, both agreements included", async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage variant="patient" />, { path: '/patient/signup' });
    await submit(user);
    expect(await shownErrors()).toEqual([
      'Please fill out this field.', // first name
      'Please fill out this field.', // last name
      'Please fill out this field.', // email
      'Please fill out this field.', // phone
      'Please fill out this field.', // password
      'Please fill out this field.', // confirmation
      'Please accept before continuing.', // Consent to Telehealth + HIPAA Authorization
      'Please accept before continuing.', // Terms & Conditions + Privacy Policy
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks names, phone and password as the spec says', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage variant="patient" />, { path: '/patient/signup' });
    await user.type(screen.getByLabelText('First name'), 'M4ya');
    expect(await screen.findByText('Please only enter alphabetical characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile phone'), '20155');
    await user.tab();
    expect(await screen.findByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    await fill(user, 'Password', 'eightchr');
    expect(await screen.findByText('Your password must be greater than 8 characters.')).toBeInTheDocument();
    await fill(user, 'Password', 'ninechars');
    await waitFor(() =>
      expect(screen.queryByText('Your password must be greater than 8 characters.')).not.toBeInTheDocument(),
    );
    await fill(user, 'Confirm Password', 'ninechart');
    expect(await screen.findByText('Your passwords do not match.')).toBeInTheDocument();
    await fill(user, 'Email', 'not-an-email');
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the home chooser's treatment categories, then says to check the email", async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage variant="patient" />, {
      path: '/patient/signup',
      state: { treatmentCategories: ['edys', 'nonsense'] },
    });
    expect(await screen.findByText('Erectile Dysfunction')).toBeInTheDocument();
    await fillPerson(user, 'Ana.Silva@Example.test');
    await user.click(screen.getByRole('checkbox', { name: /Consent to Telehealth/ }));
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('Ana.Silva@Example.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo(fetchMock, '/auth/signup/patient')).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'Ana.Silva@Example.test',
        phone: '2015550199',
        password: 'Sunrise-Harbor-42',
        acceptTelehealthAndHipaa: true,
        acceptTermsAndPrivacy: true,
        treatmentCategories: ['edys'],
      },
    ]);
  });

  it('answers a taken email as information and stays on the form', async () => {
    fetchMock.mockImplementation(async () =>
      failure(
        401,
        'DUPLICATE_EMAIL',
        'An account already exists with this email address. Please log in or reset your password.',
        true,
      ),
    );
    const user = userEvent.setup();
    renderPage(<SignupPage variant="patient" />, { path: '/patient/signup' });
    await fillPerson(user, 'taken@example.test');
    await user.click(screen.getByRole('checkbox', { name: /Consent to Telehealth/ }));
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await submit(user);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'info',
        'An account already exists with this email address. Please log in or reset your password.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Create your patient account' })).toBeInTheDocument();
  });
});

describe('provider sign-up', () => {
  it('asks for the practice and only the Terms & Conditions + Privacy Policy agreement', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage variant="provider" />, { path: '/provider/signup' });
    expect(screen.queryByRole('checkbox', { name: /Consent to Telehealth/ })).not.toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /Terms & Conditions/ });
    expect(within(terms.closest('label')!).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await submit(user);
    const errors = await shownErrors();
    expect(errors.filter((message) => message === 'Please accept before continuing.')).toHaveLength(1);
    expect(errors.filter((message) => message === 'Please fill out this field.')).toHaveLength(7);
  });

  it.each([
    [{ signupReason: 'list' }, { signupReason: 'list' }, 'List my medical office space'],
    [{ userType: 'broker' }, { userType: 'broker' }, 'Medical real-estate broker'],
    [{ signupReason: 'steal' }, {}, null],
  ])("sends the home chooser's choice %o", async (state, sent, label) => {
    const user = userEvent.setup();
    renderPage(<SignupPage variant="provider" />, { path: '/provider/signup', state });
    if (label) expect(await screen.findByText(label)).toBeInTheDocument();
    await fillPerson(user, 'maya@example.test');
    await fill(user, 'Practice or organization name', 'Fischer Physical Therapy');
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/auth/signup/provider')).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'maya@example.test',
        phone: '2015550199',
        password: 'Sunrise-Harbor-42',
        organizationName: 'Fischer Physical Therapy',
        acceptTermsAndPrivacy: true,
        ...sent,
      },
    ]);
  });
});
