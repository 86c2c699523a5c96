import { SECURITY, TWO_FACTOR, VALIDATION } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../../../components/AntdProvider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { SecurityProfile } from '../api/security.ts';
import { SecuritySettings } from './SecuritySettings.tsx';

const ACCOUNT: SecurityProfile = {
  id: 'user-1',
  email: 'jordan@example.test',
  phone: '2015550105',
  isPhoneVerified: true,
  twoFactorEnabled: false,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (result: unknown) => json({ success: true, result, error: null });
const refused = (message: string, status = 400) =>
  json(
    { success: false, result: null, error: { message, code: 'BAD_REQUEST', isInformation: false } },
    status,
  );

let profile: SecurityProfile = ACCOUNT;
let answers: Record<string, () => Response> = {};

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url === '/api/account/security') return ok(profile);
  return answers[url]?.() ?? ok({ message: 'OK' });
});

function bodyOf(path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function renderSettings() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AntdProvider>
        <SecuritySettings />
      </AntdProvider>
    </QueryClientProvider>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a value in one go (character-by-character typing through antd is slow in jsdom). */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function form(name: string) {
  return within(await screen.findByRole('form', { name }));
}

// antd forms in jsdom are slow, and slower still on a busy machine: generous waits, never flaky ones.
configure({ asyncUtilTimeout: 10_000 });

describe('security settings', { timeout: 60_000 }, () => {
  beforeEach(() => {
    profile = ACCOUNT;
    answers = {};
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('change email', () => {
    it('requires both fields', async () => {
      renderSettings();
      const email = await form('Change email');
      await userEvent.setup().click(email.getByRole('button', { name: 'Update Email' }));
      await waitFor(() => expect(email.getAllByText(VALIDATION.required)).toHaveLength(2));
      expect(bodyOf('/api/account/change-email')).toBeUndefined();
    });

    it("refuses a current email that is not the account's, and a new email equal to it", async () => {
      const user = userEvent.setup();
      renderSettings();
      const email = await form('Change email');
      await fill(user, email.getByLabelText('Current Email'), 'someone@example.test');
      await fill(user, email.getByLabelText('New Email'), 'JORDAN@example.test');
      await user.click(email.getByRole('button', { name: 'Update Email' }));
      expect(await email.findByText(SECURITY.emailDoesNotMatchAccount)).toBeInTheDocument();
      expect(await email.findByText(SECURITY.emailSameAsCurrent)).toBeInTheDocument();
      expect(bodyOf('/api/account/change-email')).toBeUndefined();
    });

    it('sends the change with the current email and tells the user to check the new inbox', async () => {
      const user = userEvent.setup();
      renderSettings();
      const email = await form('Change email');
      await fill(user, email.getByLabelText('Current Email'), 'Jordan@Example.test');
      await fill(user, email.getByLabelText('New Email'), 'jordan.new@example.test');
      await user.click(email.getByRole('button', { name: 'Update Email' }));
      expect(
        await screen.findByText(
          'A verification email has been sent to your new email address. Please check that inbox and verify to update your email.',
        ),
      ).toBeInTheDocument();
      expect(bodyOf('/api/account/change-email')).toEqual({
        email: 'jordan.new@example.test',
        userId: 'user-1',
        currentEmail: 'jordan@example.test',
      });
    });
  });

  describe('change password', () => {
    it('requires every field, a new password over 8 characters and a matching confirmation', async () => {
      const user = userEvent.setup();
      renderSettings();
      const password = await form('Change password');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      await waitFor(() => expect(password.getAllByText(VALIDATION.required)).toHaveLength(3));

      await fill(user, password.getByLabelText('Current Password'), 'current-password-1');
      await fill(user, password.getByLabelText('New Password'), 'short1');
      await fill(user, password.getByLabelText('Confirm New Password'), 'short1');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await password.findByText(VALIDATION.passwordTooShort)).toBeInTheDocument();

      await user.clear(password.getByLabelText('New Password'));
      await fill(user, password.getByLabelText('New Password'), 'a-much-longer-secret');
      await user.clear(password.getByLabelText('Confirm New Password'));
      await fill(user, password.getByLabelText('Confirm New Password'), 'a-different-secret');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await password.findByText(VALIDATION.passwordMismatch)).toBeInTheDocument();
      expect(bodyOf('/api/account/change-password')).toBeUndefined();
    });

    it('sends client information and shows the server refusing the current password under it', async () => {
      answers['/api/account/change-password'] = () => refused('Your current password is not correct.');
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      );
      const user = userEvent.setup();
      renderSettings();
      const password = await form('Change password');
      await fill(user, password.getByLabelText('Current Password'), 'not-my-password');
      await fill(user, password.getByLabelText('New Password'), 'a-much-longer-secret');
      await fill(user, password.getByLabelText('Confirm New Password'), 'a-much-longer-secret');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await password.findByText('Your current password is not correct.')).toBeInTheDocument();
      expect(bodyOf('/api/account/change-password')).toEqual({
        currentPassword: 'not-my-password',
        password: 'a-much-longer-secret',
        userId: 'user-1',
        clientInformation: { ip: null, approximateLocation: null, os: 'Windows', geometry: null },
      });
    });

    it("confirms with 'Password Successfully Updated'", async () => {
      answers['/api/account/change-password'] = () => ok({ message: SECURITY.passwordUpdated });
      const user = userEvent.setup();
      renderSettings();
      const password = await form('Change password');
      await fill(user, password.getByLabelText('Current Password'), 'current-password-1');
      await fill(user, password.getByLabelText('New Password'), 'a-much-longer-secret');
      await fill(user, password.getByLabelText('Confirm New Password'), 'a-much-longer-secret');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText(SECURITY.passwordUpdated)).toBeInTheDocument();
    });
  });

  describe('change phone', () => {
    it('keeps at most 10 digits and requires both entries', async () => {
      const user = userEvent.setup();
      renderSettings();
      const phone = await form('Change phone number');
      const input = phone.getByLabelText('New Phone Number');
      await fill(user, input, '(201) 555-01999');
      expect(input).toHaveValue('2015550199');
      await user.clear(input);
      await user.click(phone.getByRole('button', { name: 'Update Phone Number' }));
      await waitFor(() => expect(phone.getAllByText(VALIDATION.required)).toHaveLength(2));
    });

    it('refuses the current number and a confirmation that does not match', async () => {
      const user = userEvent.setup();
      renderSettings();
      const phone = await form('Change phone number');
      await fill(user, phone.getByLabelText('New Phone Number'), '2015550105');
      await fill(user, phone.getByLabelText('Confirm New Phone Number'), '2015550106');
      await user.click(phone.getByRole('button', { name: 'Update Phone Number' }));
      expect(await phone.findByText(SECURITY.phoneSameAsCurrent)).toBeInTheDocument();
      expect(await phone.findByText(SECURITY.phoneMismatch)).toBeInTheDocument();
      expect(phone.queryByLabelText('Use this number for two-factor authentication')).not.toBeInTheDocument();
    });

    it('offers two-factor (on by default) once both entries match, and sends the change', async () => {
      answers['/api/account/change-phone'] = () => {
        profile = { ...ACCOUNT, phone: '2015550199', isPhoneVerified: false };
        return ok({ message: SECURITY.phoneUpdated });
      };
      const user = userEvent.setup();
      renderSettings();
      const phone = await form('Change phone number');
      await fill(user, phone.getByLabelText('New Phone Number'), '2015550199');
      await fill(user, phone.getByLabelText('Confirm New Phone Number'), '2015550199');
      const twoFactor = await phone.findByLabelText('Use this number for two-factor authentication');
      expect(twoFactor).toBeChecked();
      await user.click(phone.getByRole('button', { name: 'Update Phone Number' }));
      expect(await screen.findByText(SECURITY.phoneUpdated)).toBeInTheDocument();
      expect(bodyOf('/api/account/change-phone')).toEqual({
        phone: '2015550199',
        twoFactor: true,
        userId: 'user-1',
      });
      // The new number is read back unverified, and the code just texted to it is asked for.
      expect(
        await screen.findByText(/Enter the 6-digit code we texted to \(201\) 555-0199/),
      ).toBeInTheDocument();
    });
  });

  describe('phone verification and two-factor', () => {
    it('asks for the six-digit code while the phone is unverified, and keeps two-factor off until then', async () => {
      profile = { ...ACCOUNT, isPhoneVerified: false };
      answers['/api/account/check-verify-phone'] = () =>
        refused('That code is not correct or has expired. Please request a new code.');
      const user = userEvent.setup();
      renderSettings();
      const verify = await form('Verify phone number');
      expect(screen.getByRole('switch')).toBeDisabled();

      await fill(user, verify.getByLabelText('Verification code'), '12a345');
      expect(verify.getByLabelText('Verification code')).toHaveValue('12345');
      await user.click(verify.getByRole('button', { name: 'Verify' }));
      expect(await verify.findByText(VALIDATION.twoFactorCode)).toBeInTheDocument();

      await fill(user, verify.getByLabelText('Verification code'), '6');
      await user.click(verify.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findByText(
          SECURITY.verifyPhoneFailed('That code is not correct or has expired. Please request a new code.'),
        ),
      ).toBeInTheDocument();
      expect(bodyOf('/api/account/check-verify-phone')).toEqual({
        code: '123456',
        phoneNumber: '2015550105',
        userId: 'user-1',
      });
    });

    it('verifies the phone with the right code', async () => {
      profile = { ...ACCOUNT, isPhoneVerified: false };
      answers['/api/account/check-verify-phone'] = () => {
        profile = { ...ACCOUNT, isPhoneVerified: true };
        return ok({ message: SECURITY.phoneVerified });
      };
      const user = userEvent.setup();
      renderSettings();
      const verify = await form('Verify phone number');
      await fill(user, verify.getByLabelText('Verification code'), '123456');
      await user.click(verify.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(SECURITY.phoneVerified)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Verify phone number' })).toBeNull());
      expect(screen.getByRole('switch')).toBeEnabled();
    });

    it("saves the two-factor preference ('2FA Preference Saved')", async () => {
      answers['/api/account/two-factor-setup'] = () => ok({ message: TWO_FACTOR.preferenceSaved });
      const user = userEvent.setup();
      renderSettings();
      await screen.findByRole('form', { name: 'Change email' });
      await user.click(screen.getByRole('switch'));
      expect(await screen.findByText(TWO_FACTOR.preferenceSaved)).toBeInTheDocument();
      expect(bodyOf('/api/account/two-factor-setup')).toEqual({ userId: 'user-1', twoFactorEnabled: true });
    });
  });
});
