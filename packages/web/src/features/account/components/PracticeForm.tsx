import { type OrganizationUpdate, organizationUpdateSchema, type ProfileView } from '@carespace/domain';
import { Button, Col, Flex, Form, Input, Row } from 'antd';
import { AddressForm } from '../../../components/form/AddressForm.tsx';
import { PhoneInput } from '../../../components/form/PhoneInput.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';

const FIELDS = organizationUpdateSchema.shape;

export interface PracticeFormProps {
  profile: ProfileView;
  saving: boolean;
  onSave: (update: OrganizationUpdate) => void;
  onCancel: () => void;
}

/**
 * The practice in edit mode: practice name required, the address form with its four messages; the
 * city and state fill in from the ZIP code, and the server geocodes the ZIP when it saves.
 */
export function PracticeForm({ profile, saving, onSave, onCancel }: PracticeFormProps) {
  const [form] = Form.useForm<OrganizationUpdate>();
  const org = profile.organization!;
  const { address } = org;
  return (
    <Form<OrganizationUpdate>
      form={form}
      name="practice"
      aria-label="Edit practice"
      layout="vertical"
      initialValues={{
        name: org.name,
        email: org.email ?? '',
        phone: org.phone ?? '',
        website: org.website ?? '',
        fax: org.fax ?? '',
        ein: org.ein ?? '',
        address: {
          addressLineOne: address.addressLineOne ?? '',
          addressLineTwo: address.addressLineTwo ?? '',
          city: address.city ?? '',
          usState: address.usState ?? undefined,
          zipcode: address.zipcode ?? '',
        },
      }}
      onFinish={(values) => onSave({ ...values, id: org.id })}
      scrollToFirstError
    >
      <Form.Item name="name" label="Practice name" required rules={[zodRule(FIELDS.name)]}>
        <Input autoComplete="organization" maxLength={255} />
      </Form.Item>
      <AddressForm prefix={['address']} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <PhoneInput name="phone" label="Phone" required={false} autoComplete="tel-national" />
        </Col>
        <Col xs={24} md={12}>
          <PhoneInput name="fax" label="Fax" required={false} schema={FIELDS.fax} autoComplete="off" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Practice email" rules={[zodRule(FIELDS.email, { optional: true })]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {/* The schema's rule (blank, or an http(s) address) and its message, as the server applies them. */}
          <Form.Item name="website" label="Website" rules={[zodRule(FIELDS.website, { optional: true })]}>
            <Input type="url" placeholder="https://" autoComplete="url" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="ein"
            label="EIN"
            extra="Your practice's 9-digit Employer Identification Number."
            rules={[zodRule(FIELDS.ein, { optional: true })]}
          >
            <Input autoComplete="off" maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save practice
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
