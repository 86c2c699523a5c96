import { render, screen } from '@testing-library/react';
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

describe('AccountStep', () => {
  it('applies the sign-up rules and asks for both agreements', async () => {
    const user = userEvent.setup();
    const onCreated = renderStep();
    await user.type(screen.getByLabelText('First name'), 'Ana3');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByText('Please only enter alphabetical characters.')).toBeVisible();
    expect(screen.getByText('Your password must be greater than 8 characters.')).toBeVisible();
    expect(screen.getByText('Your passwords do not match.')).toBeVisible();
    expect(screen.getAllByText('Please accept before continuing.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the account on the visit (phone digits only) and moves on', async () => {
    fetchMock.mockResolvedValue(json({ success: true, result: { id: 'u1' }, error: null }));
    const user = userEvent.setup();
    const onCreated = renderStep();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    expect(onCreated).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/questionnaire/q1/signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '2015550142',
      password: 'Sunrise-Harbor-42',
      acceptTelehealthAndHipaa: true,
      acceptTermsAndPrivacy: true,
    });
  });

  it('offers to log in when the email already has an account', async () => {
    fetchMock.mockResolvedValue(
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
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists for this email.');
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
