import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify.ts';
import { bodiesSentTo, failure, ok, renderPage } from '../auth-test-utils.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  toast: vi.fn(async () => {}),
  notify: vi.fn(async () => {}),
  registerFeedbackApi: () => () => {},
}));

const fetchMock = vi.fn<typeof fetch>();
const IDENTITY = { id: 'u1', firstName: 'Ana', healcoAdmin: false, patient: { id: 'p1' }, provider: null };
const CHALLENGE = { twoFactorRequired: true as const, userId: 'u1', phoneNumber: '(***) ***-0142' };

const onSignedIn = vi.fn();
const onCancel = vi.fn();

function renderForm() {
  return renderPage(<TwoFactorForm challenge={CHALLENGE} onSignedIn={onSignedIn} onCancel={onCancel} />, {
    path: '/login',
  });
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[];
const digits = () => boxes().map((box) => box.value);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/auth/two-factor') return ok({ twoFactorRequired: false, identity: IDENTITY });
    if (String(url) === '/api/auth/two-factor/verify')
      return ok({ message: 'New code sent to your registered phone number' });
    throw new Error(`unexpected call ${String(url)}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('two-factor screen', () => {
  it('shows six single-digit boxes, the masked phone, Verify and Resend 2FA Code', () => {
    renderForm();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByText(/\(\*\*\*\) \*\*\*-0142/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend 2FA Code' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes digits only and moves on by itself', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('a');
    expect(digits()).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('-x2 ');
    expect(digits()).toEqual(['4', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    // Backspace in an empty box clears the one before and goes back to it.
    await user.keyboard('{Backspace}');
    expect(digits()).toEqual(['4', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits when the sixth digit is entered, then signs in', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('12345');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.keyboard('6');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(IDENTITY));
    expect(bodiesSentTo(fetchMock, '/auth/two-factor')).toEqual([{ userId: 'u1', code: '123456' }]);
  });

  it('fills every box from a pasted code and submits it', async () => {
    renderForm();
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 654-321 ' } });
    expect(digits()).toEqual(['6', '5', '4', '3', '2', '1']);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodiesSentTo(fetchMock, '/auth/two-factor')).toEqual([{ userId: 'u1', code: '654321' }]);
  });

  it('types over a filled box', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('12');
    await user.click(boxes()[0]!);
    await user.keyboard('9');
    expect(digits()).toEqual(['9', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it("Verify with a short code says 'Please enter the 6-digit code.' and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the boxes after a wrong code, for another try', async () => {
    fetchMock.mockImplementation(async () =>
      failure(
        401,
        'INVALID_2FA_AUTH',
        'The code you entered is incorrect. Please try again or request a new code.',
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('000000');
    await waitFor(() => expect(digits()).toEqual(['', '', '', '', '', '']));
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(toast).toHaveBeenCalledWith(
      'error',
      'The code you entered is incorrect. Please try again or request a new code.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("'Resend 2FA Code' asks for a new code and says 'New code sent to your registered phone number'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Resend 2FA Code' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', 'New code sent to your registered phone number'),
    );
    expect(bodiesSentTo(fetchMock, '/auth/two-factor/verify')).toEqual([{ userId: 'u1' }]);
  });
});
