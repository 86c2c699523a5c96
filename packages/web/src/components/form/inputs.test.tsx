import { VALIDATION } from '@carespace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit, TestForm, US_STATES_TABLE } from '../test-utils.tsx';
import { AddressForm } from './AddressForm.tsx';
import { AgreementCheckbox } from './AgreementCheckbox.tsx';
import { NameInput } from './NameInput.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { ZipcodeInput } from './ZipcodeInput.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('NameInput', { timeout: 60_000 }, () => {
  it("rejects anything but letters with 'Please only enter alphabetical characters.'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <NameInput name="firstName" label="First Name" />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('First Name'), 'Ann3');
    expect(await screen.findByText('Please only enter alphabetical characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), "Mary-Jane O'Brien");
    await waitFor(() => expect(screen.queryByText(VALIDATION.lettersOnly)).not.toBeInTheDocument());
  });

  it("is required: 'Please fill out this field.'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <NameInput name="lastName" label="Last Name" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill out this field.')).toBeInTheDocument();
  });
});

describe('PhoneInput', { timeout: 60_000 }, () => {
  it('keeps digits only, at most 10', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <PhoneInput name="phone" label="Phone" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Phone');
    await user.type(input, '12ab');
    expect(input).toHaveValue('12');
    await user.type(input, '3-456 789012345');
    expect(input).toHaveValue('1234567890');
  });

  it('checks on blur: 9 digits give the phone message; 10 show as (xxx) xxx-xxxx', async () => {
    const user = userEvent.setup({ delay: null });
    const formRef: { current: FormInstance | null } = { current: null };
    renderWithKit(
      <TestForm formRef={formRef}>
        <PhoneInput name="phone" label="Phone" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Phone');
    await user.type(input, '201555014');
    expect(screen.queryByText(VALIDATION.phone)).not.toBeInTheDocument(); // not while typing
    await user.tab();
    expect(await screen.findByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();

    await user.click(input);
    expect(input).toHaveValue('201555014');
    await user.type(input, '2');
    await user.tab();
    expect(input).toHaveValue('(201) 555-0142');
    await waitFor(() => expect(screen.queryByText(VALIDATION.phone)).not.toBeInTheDocument());
    expect(formRef.current?.getFieldValue('phone')).toBe('2015550142');
  });

  it('drops a pasted US country code', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <PhoneInput name="phone" label="Phone" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Phone');
    await user.click(input);
    await user.paste('+1 (201) 555-0142');
    expect(input).toHaveValue('2015550142');
  });
});

describe('ZipcodeInput', { timeout: 60_000 }, () => {
  it("keeps 5 digits and checks on blur: 'Please enter a valid 5-digit zipcode.'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <ZipcodeInput name="zipcode" label="Zipcode" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Zipcode');
    await user.type(input, '07a03');
    expect(input).toHaveValue('0703');
    await user.tab();
    expect(await screen.findByText('Please enter a valid 5-digit zipcode.')).toBeInTheDocument();
    await user.type(input, '0123');
    expect(input).toHaveValue('07030');
  });
});

describe('AddressForm', { timeout: 60_000 }, () => {
  it("shows the spec's required messages, Suite or Apt # being optional", async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <AddressForm zipLookup={false} />
      </TestForm>,
      { tables: { usState: US_STATES_TABLE } },
    );
    expect(screen.getByLabelText('Suite or Apt #')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please input your address')).toBeInTheDocument();
    expect(screen.getByText('Please input your city')).toBeInTheDocument();
    expect(screen.getByText('Please input your state')).toBeInTheDocument();
    expect(screen.getByText('Please input your zipcode')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('finds a state case-insensitively and submits the USPS code', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <AddressForm zipLookup={false} />
      </TestForm>,
      { tables: { usState: US_STATES_TABLE } },
    );
    await user.type(screen.getByLabelText('Street Address'), '100 Washington Street');
    await user.type(screen.getByLabelText('City'), 'Hoboken');
    await user.type(screen.getByLabelText('State'), 'nEW j');
    const listbox = await screen.findByRole('listbox');
    expect(within(document.body).queryByTitle('California')).not.toBeInTheDocument();
    expect(listbox).toBeInTheDocument();
    await user.click(await screen.findByTitle('New Jersey'));
    await user.type(screen.getByLabelText('Zipcode'), '07030');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(
        expect.objectContaining({
          addressLineOne: '100 Washington Street',
          city: 'Hoboken',
          usState: 'NJ',
          zipcode: '07030',
        }),
      ),
    );
  });

  it('fills city and state from the ZIP lookup (the geocode call)', async () => {
    fetchMock.mockResolvedValue(
      json({
        success: true,
        result: { zipcode: '07030', latitude: 40.7, longitude: -74.0, city: 'Hoboken', state: 'NJ' },
        error: null,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const formRef: { current: FormInstance | null } = { current: null };
    renderWithKit(
      <TestForm formRef={formRef}>
        <AddressForm prefix={['address']} />
      </TestForm>,
      { tables: { usState: US_STATES_TABLE } },
    );
    await user.type(screen.getByLabelText('Zipcode'), '07030');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Hoboken'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search/GeolocationFromZipcode/?zipcode=07030');
    expect(formRef.current?.getFieldValue(['address', 'usState'])).toBe('NJ');
    expect(screen.getByTitle('New Jersey')).toBeInTheDocument();
  });
});

describe('PasswordFields', { timeout: 60_000 }, () => {
  it('requires more than 8 characters and a matching confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <PasswordFields />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Password'), 'Short-1');
    expect(await screen.findByText('Your password must be greater than 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '2345');
    await user.type(screen.getByLabelText('Confirm Password'), 'Short-12344');
    expect(await screen.findByText('Your passwords do not match.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '{Backspace}5');
    await waitFor(() => expect(screen.queryByText(VALIDATION.passwordMismatch)).not.toBeInTheDocument());
  });

  it('checks the confirmation again when the password changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <PasswordFields />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Password'), 'Harbor-lights-9');
    await user.type(screen.getByLabelText('Confirm Password'), 'Harbor-lights-9');
    await user.type(screen.getByLabelText('Password'), '9');
    expect(await screen.findByText(VALIDATION.passwordMismatch)).toBeInTheDocument();
  });
});

describe('AgreementCheckbox', { timeout: 60_000 }, () => {
  it.each([
    [
      'telehealth',
      'Consent to Telehealth',
      '/consent-to-telehealth',
      'HIPAA Authorization',
      '/hipaa-authorization',
    ],
    ['terms', 'Terms & Conditions', '/terms-and-conditions', 'Privacy Policy', '/privacy-policy'],
  ] as const)(
    '%s: links both documents and must be accepted',
    async (variant, first, firstPath, second, secondPath) => {
      const user = userEvent.setup({ delay: null });
      const onFinish = vi.fn();
      renderWithKit(
        <TestForm onFinish={onFinish}>
          <AgreementCheckbox variant={variant} />
        </TestForm>,
      );
      expect(screen.getByRole('link', { name: first })).toHaveAttribute('href', firstPath);
      expect(screen.getByRole('link', { name: second })).toHaveAttribute('href', secondPath);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please accept before continuing.')).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const name = variant === 'telehealth' ? 'acceptTelehealthAndHipaa' : 'acceptTermsAndPrivacy';
      await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ [name]: true }));
    },
  );
});
