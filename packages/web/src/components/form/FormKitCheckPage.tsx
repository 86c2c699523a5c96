import { Button, Divider, Form, Typography } from 'antd';
import { toast } from '../../lib/notify.ts';
import '../KitCheckPage.css';
import { ImageWithFallback } from '../ImageWithFallback.tsx';
import { Money } from '../Money.tsx';
import { AddressForm } from './AddressForm.tsx';
import { AgreementCheckbox } from './AgreementCheckbox.tsx';
import { AppointmentPicker } from './AppointmentPicker.tsx';
import { ChoiceWithOtherSelect } from './ChoiceWithOtherSelect.tsx';
import { DateOfBirthSelect } from './DateOfBirthSelect.tsx';
import { DescriptionField } from './DescriptionField.tsx';
import { MultiEntryList } from './MultiEntryList.tsx';
import { NameInput } from './NameInput.tsx';
import { OptionalOtherField } from './OptionalOtherField.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { ReferenceMultiSelect } from './ReferenceMultiSelect.tsx';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { YesNoToggle } from './YesNoToggle.tsx';

/**
 * /kit/form: every input of the form kit on one page, for review and browser checks. Not linked from anywhere;
 * it submits nothing.
 */
export default function FormKitCheckPage() {
  const [form] = Form.useForm();
  return (
    <main className="cs-kit-page">
      <title>Form kit check — Carespace</title>
      <meta name="robots" content="noindex" />
      <Typography.Title level={1}>Form kit check</Typography.Title>
      <Typography.Paragraph className="cs-kit-page__intro">
        Each field below follows the same rule, with the same message, as the server. Nothing is sent.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={() => void toast('success', 'Everything checks out.')}
        scrollToFirstError
      >
        <Divider titlePlacement="start">About you</Divider>
        <NameInput name="firstName" label="First Name" autoComplete="given-name" />
        <NameInput name="lastName" label="Last Name" autoComplete="family-name" />
        <PhoneInput name="phone" label="Phone" />
        <DateOfBirthSelect />
        <ChoiceWithOtherSelect
          name="language"
          label="Languages"
          table="language"
          placeholder="Choose languages"
        />
        <ChoiceWithOtherSelect
          name="gender"
          label="Gender"
          table="gender"
          otherId="7"
          multiple={false}
          required={false}
          placeholder="Choose one"
        />

        <Divider titlePlacement="start">Address</Divider>
        <AddressForm prefix={['address']} />

        <Divider titlePlacement="start">Password</Divider>
        <PasswordFields />

        <Divider titlePlacement="start">Practice</Divider>
        <ReferenceMultiSelect name="insurance" label="Insurance accepted" table="insurance" />
        <MultiEntryList name="institutes" label="Institute" placeholder="Where you trained" />
        <DescriptionField name="bio" label="Bio" placeholder="Tell patients about your practice" />
        <YesNoToggle
          name="hasRejection"
          label="Decline an introduction?"
          primary={
            <>
              <Form.Item
                name="reason"
                label="Reason"
                rules={[{ required: true, message: 'Please provide a reason' }]}
              >
                <ReferenceSelect table="introductionRejectionReason" placeholder="Choose a reason" />
              </Form.Item>
              <OptionalOtherField
                name="reasonOther"
                label="Other reason"
                choiceName="reason"
                otherId="OTHR"
              />
            </>
          }
          secondary={<Typography.Paragraph>Nothing more is needed.</Typography.Paragraph>}
        />

        <Divider titlePlacement="start">Appointment</Divider>
        <AppointmentPicker name="appointmentAt" label="Call time" />

        <Divider titlePlacement="start">Shown values</Divider>
        <Typography.Paragraph>
          Membership: <Money value={6000} unit="cents" /> a month · no price yet: <Money value={null} />
        </Typography.Paragraph>
        <ImageWithFallback src={null} alt="Listing photo" width={160} />

        <Divider titlePlacement="start">Agreements</Divider>
        <AgreementCheckbox variant="telehealth" />
        <AgreementCheckbox variant="terms" />
        <Button type="primary" htmlType="submit">
          Check the form
        </Button>
      </Form>
    </main>
  );
}
