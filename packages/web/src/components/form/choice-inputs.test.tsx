import { DESCRIPTION, VALIDATION } from '@carespace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit, TestForm } from '../test-utils.tsx';
import { ChoiceWithOtherSelect } from './ChoiceWithOtherSelect.tsx';
import { DescriptionField } from './DescriptionField.tsx';
import { MultiEntryList } from './MultiEntryList.tsx';
import { OptionalOtherField } from './OptionalOtherField.tsx';
import { ReferenceMultiSelect } from './ReferenceMultiSelect.tsx';
import { YesNoToggle } from './YesNoToggle.tsx';

const LANGUAGES = [
  { value: 'ENGL', label: 'English' },
  { value: 'SPAN', label: 'Spanish' },
  { value: 'OTHR', label: 'Other' },
];

describe('MultiEntryList', { timeout: 60_000 }, () => {
  it("rejects a blank required entry: 'Please specify or delete this field.'", async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <MultiEntryList name="institutes" label="Institute" />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Institute 1'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please specify or delete this field.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Institute 1'), 'Rutgers');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ institutes: ['   Rutgers'] }));
  });

  it("allows 5 entries by default; the add button is then disabled with 'Maximum inputs reached'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <MultiEntryList name="institutes" label="Institute" />
      </TestForm>,
    );
    const add = screen.getByRole('button', { name: /Add another/ });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(screen.getByLabelText('Institute 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add another/ })).toBeDisabled();
    expect(screen.queryByLabelText('Institute 6')).not.toBeInTheDocument();
    await user.hover(screen.getByTestId('multi-entry-add'));
    expect(await screen.findByText('Maximum inputs reached')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Institute 5' }));
    expect(screen.getByRole('button', { name: /Add another/ })).toBeEnabled();
  });

  it('takes another maximum', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <MultiEntryList name="degrees" label="Degree" max={2} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: /Add another/ }));
    expect(screen.getByRole('button', { name: /Add another/ })).toBeDisabled();
  });
});

describe('ChoiceWithOtherSelect', { timeout: 60_000 }, () => {
  it('shows the other list only when other is chosen, and collapses single entries to scalars', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <ChoiceWithOtherSelect name="language" label="Languages" options={LANGUAGES} />
      </TestForm>,
    );
    expect(screen.queryByLabelText('Other (please specify)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Languages'));
    await user.click(await screen.findByTitle('Spanish'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenLastCalledWith({ language: { ids: 'SPAN', other: null } }),
    );

    await user.click(screen.getByLabelText('Languages'));
    await user.click(await screen.findByTitle('Other'));
    const other = await screen.findByLabelText('Other (please specify)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(VALIDATION.required)).toBeInTheDocument();

    await user.type(other, 'Tagalog{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenLastCalledWith({ language: { ids: ['SPAN', 'OTHR'], other: 'Tagalog' } }),
    );
  });

  it('converts an unknown stored value to other, keeping its text', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish} initialValues={{ language: { ids: ['ENGL', 'Klingon'], other: null } }}>
        <ChoiceWithOtherSelect name="language" label="Languages" options={LANGUAGES} />
      </TestForm>,
    );
    expect(await screen.findByText('Klingon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ language: { ids: ['ENGL', 'OTHR'], other: 'Klingon' } }),
    );
  });

  it('single choice: a free-text other field, unknown values kept as its text', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    const genders = [
      { value: 1, label: 'Woman' },
      { value: 7, label: 'Other' },
    ];
    renderWithKit(
      <TestForm onFinish={onFinish} initialValues={{ gender: { ids: 'Two-spirit', other: null } }}>
        <ChoiceWithOtherSelect name="gender" label="Gender" options={genders} otherId={7} multiple={false} />
      </TestForm>,
    );
    const other = await screen.findByLabelText('Other (please specify)');
    expect(other).toHaveValue('Two-spirit');
    await user.clear(other);
    await user.type(other, 'Two spirit');
    expect(other).toHaveValue('Two spirit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ gender: { ids: 7, other: 'Two spirit' } }));
  });
});

describe('OptionalOtherField', { timeout: 60_000 }, () => {
  it('shows the free text only while other is chosen, and drops it otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    const formRef: { current: FormInstance | null } = { current: null };
    renderWithKit(
      <TestForm onFinish={onFinish} formRef={formRef}>
        <Form.Item name="reason" label="Reason">
          <Input />
        </Form.Item>
        <OptionalOtherField name="reasonOther" label="Other reason" choiceName="reason" otherId="OTHR" />
      </TestForm>,
    );
    expect(screen.queryByLabelText('Other reason')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'OTHR');
    const other = await screen.findByLabelText('Other reason');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(VALIDATION.required)).toBeInTheDocument();
    await user.type(other, 'Moved away');
    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'PRIC');
    await waitFor(() => expect(screen.queryByLabelText('Other reason')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ reason: 'PRIC' }));
  });
});

describe('YesNoToggle', { timeout: 60_000 }, () => {
  it('shows the primary sub-form for a target choice and the secondary one otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <YesNoToggle
          name="hasInsurance"
          label="Do you have insurance?"
          primary={<p>Insurance details</p>}
          secondary={<p>Self-pay details</p>}
        />
      </TestForm>,
    );
    expect(screen.queryByText('Insurance details')).not.toBeInTheDocument();
    expect(screen.queryByText('Self-pay details')).not.toBeInTheDocument();
    await user.click(screen.getByText('Yes'));
    expect(await screen.findByText('Insurance details')).toBeInTheDocument();
    await user.click(screen.getByText('No'));
    expect(await screen.findByText('Self-pay details')).toBeInTheDocument();
    expect(screen.queryByText('Insurance details')).not.toBeInTheDocument();
  });

  it('takes other choices and target sets', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <YesNoToggle
          name="visit"
          options={[
            { value: 'ONLN', label: 'Online' },
            { value: 'OFFC', label: 'Office' },
            { value: 'HOME', label: 'Home' },
          ]}
          targets={['OFFC', 'HOME']}
          primary={<p>Address needed</p>}
          secondary={<p>Link will be emailed</p>}
        />
      </TestForm>,
    );
    await user.click(screen.getByText('Home'));
    expect(await screen.findByText('Address needed')).toBeInTheDocument();
    await user.click(screen.getByText('Online'));
    expect(await screen.findByText('Link will be emailed')).toBeInTheDocument();
  });
});

describe('DescriptionField', { timeout: 60_000 }, () => {
  it('warns about a phone number, an email or a website, and never blocks', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <DescriptionField name="description" label="Description" />
      </TestForm>,
    );
    const field = screen.getByLabelText('Description');
    await user.type(field, 'Call (201) 555 0142 today');
    expect(
      await screen.findByText(
        'We detected a possible phone number in the description, please format with spaces if that was not the case.',
      ),
    ).toBeInTheDocument();
    await user.type(field, ' or write to desk@clinic.com');
    expect(
      await screen.findByText(
        'We detected a possible email or website in the description, please format with spaces if that was not the case.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(DESCRIPTION.phoneWarning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());

    await user.clear(field);
    await user.type(field, 'Sunny room, 2 chairs.');
    await waitFor(() => expect(screen.queryByText(DESCRIPTION.phoneWarning)).not.toBeInTheDocument());
    expect(screen.queryByText(DESCRIPTION.emailOrWebsiteWarning)).not.toBeInTheDocument();
  });

  it('finds a number split across adjacent words', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <DescriptionField name="description" label="Description" />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Description'), 'text me at 2015 550142 now');
    expect(await screen.findByText(DESCRIPTION.phoneWarning)).toBeInTheDocument();
  });
});

describe('ReferenceMultiSelect', { timeout: 60_000 }, () => {
  it('filters the reference table case-insensitively and submits the ids', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <ReferenceMultiSelect name="insurance" label="Insurance" table="insurance" />
      </TestForm>,
      {
        tables: {
          insurance: [
            { id: 'AETN', name: 'Aetna' },
            { id: 'CIGN', name: 'Cigna' },
            { id: 'UNIT', name: 'UnitedHealthcare' },
          ],
        },
      },
    );
    await user.type(screen.getByLabelText('Insurance'), 'UNITED');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.queryByTitle('Aetna')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('UnitedHealthcare'));
    await user.type(screen.getByLabelText('Insurance'), 'cig');
    await user.click(await screen.findByTitle('Cigna'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ insurance: ['UNIT', 'CIGN'] }));
    expect(within(document.body).getAllByText('UnitedHealthcare').length).toBeGreaterThan(0);
  });
});
