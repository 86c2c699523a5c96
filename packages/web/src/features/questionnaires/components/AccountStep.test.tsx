import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountStep from './AccountStep.tsx';

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderStep(onCreated = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/get-started?patientQuestionnaireId=q1']}>
      <AccountStep patientQuestionnaireId="q1" onBack={vi.fn()} onCreated={onCreated} />
    </MemoryRouter>,
  );
  return onCreated;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Silva');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Mobile phone'), '(201) 555-0142');
  await user.type(screen.getByLabelText('Password'), 'Sunrise-Harbor-42');
  await user.type(screen.getByLabelText('Confirm password'), 'Sunrise-Harbor-42');
  await user.click(screen.getByRole('checkbox', { name: /Consent to Telehealth/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const SENT =
  'We sent a 6-digit code to ana@example.com. Enter it below to create your account. It expires in 10 minutes.';
const failed = (status: number, code: string, message: string) =>
  json({ success: false, result: null, error: { code, message, isInformation: false } }, status);

/** Answers the code request, then the sign-up with `signup` (a function so each call gets a fresh Response). */
function answer(signup: () => Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/signup/code')
      ? json({ success: true, result: { message: SENT }, error: null })
      : signup(),
  );
}

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('AccountStep', () => {
  it('applies the sign-up rules and asks for both agreements', async () => {
    const user = userEvent.setup();
    const onCreated = renderStep();
    await user.type(screen.getByLabelText('First name'), 'Ana3');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByText('Please only enter alphabetical characters.')).toBeVisible();
    expect(screen.getByText('Your password must be greater than 8 characters.')).toBeVisible();
    expect(screen.getByText('Your passwords do not match.')).toBeVisible();
    expect(screen.getAllByText('Please accept before continuing.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('mails a code to the address first, then creates the account with it (phone digits only) and moves on', async () => {
    answer(() => json({ success: true, result: { id: 'u1' }, error: null }));
    const user = userEvent.setup();
    const onCreated = renderStep();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(await screen.findByText(SENT)).toBeVisible();
    expect(sentTo('/api/questionnaire/q1/signup/code')).toEqual([{ email: 'ana@example.com' }]);
    expect(sentTo('/api/questionnaire/q1/signup')).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
    const boxes = screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveFocus();

    await user.keyboard('482913');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sentTo('/api/questionnaire/q1/signup')).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        phone: '2015550142',
        password: 'Sunrise-Harbor-42',
        acceptTelehealthAndHipaa: true,
        acceptTermsAndPrivacy: true,
        code: '482913',
      },
    ]);
  });

  it('clears the boxes after a wrong code, mails a new one on Resend code, and goes back to the details on Change email', async () => {
    const wrong =
      'That code is not correct or has expired. Please check the latest email we sent, or ask for a new code.';
    answer(() => failed(400, 'SIGNUP_CODE_INVALID', wrong));
    const user = userEvent.setup();
    const onCreated = renderStep();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await screen.findByText(SENT);

    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    const boxes = screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(onCreated).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent you a new code. Only the newest code works.')).toBeVisible();
    expect(sentTo('/api/questionnaire/q1/signup/code')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('shows why a code could not be sent, and stays on the details', async () => {
    fetchMock.mockImplementation(async () =>
      failed(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
    );
    const user = userEvent.setup();
    renderStep();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryAllByRole('textbox', { name: /^Digit/ })).toHaveLength(0);
  });

  it('offers to log in when the address got an account in the meantime', async () => {
    answer(() =>
      json(
        {
          success: false,
          result: null,
          error: {
            code: 'DUPLICATE_EMAIL',
            message: 'An account already exists for this email.',
            isInformation: true,
          },
        },
        401,
      ),
    );
    const user = userEvent.setup();
    const onCreated = renderStep();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await screen.findByText(SENT);
    await user.keyboard('482913');

    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists for this email.');
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
