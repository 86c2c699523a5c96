import { providerSignupBodySchema, TREATMENT_CATEGORY, treatmentCategoryFromSlug } from '@carespace/domain';
import { Button, Col, Flex, Form, Input, Row, Tag } from 'antd';
import { AgreementCheckbox } from '../../../components/form/AgreementCheckbox.tsx';
import { NameInput } from '../../../components/form/NameInput.tsx';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import { PhoneInput } from '../../../components/form/PhoneInput.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';
import {
  type PatientSignupBody,
  type ProviderSignupBody,
  usePatientSignup,
  useProviderSignup,
} from '../api/auth-api.ts';
import {
  SIGNUP_REASON_LABELS,
  type SignupPreselection,
  USER_TYPE_LABELS,
} from '../api/signup-preselection.ts';

export type SignupVariant = 'patient' | 'provider';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  organizationName?: string;
  acceptTelehealthAndHipaa?: boolean;
  acceptTermsAndPrivacy?: boolean;
}

const FIELDS = providerSignupBodySchema.shape;

export interface SignupFormProps {
  variant: SignupVariant;
  preselection: SignupPreselection;
  /** The account was created; the verification email is on its way to `email`. */
  onSignedUp: (email: string) => void;
}

/** What the visitor picked on the home page, so they can see it carried over. */
function PreselectionTags({ preselection }: { preselection: SignupPreselection }) {
  const labels = [
    ...(preselection.treatmentCategories ?? []).map((slug) => {
      const code = treatmentCategoryFromSlug(slug);
      return code ? TREATMENT_CATEGORY[code] : slug;
    }),
    ...(preselection.signupReason ? [SIGNUP_REASON_LABELS[preselection.signupReason]] : []),
    ...(preselection.userType ? [USER_TYPE_LABELS[preselection.userType]] : []),
  ];
  if (labels.length === 0) return null;
  return (
    <Flex wrap gap={8} align="center" className="cs-signup__chosen">
      <span>You chose:</span>
      {labels.map((label) => (
        <Tag key={label} color="cyan">
          {label}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * The patient and provider sign-up form (spec 01 §2, §5): names (letters only), email, phone (10 digits), a
 * password with its confirmation, the practice name for providers, and the agreements of each variant — patients
 * accept both, providers the Terms & Conditions and Privacy Policy.
 */
export function SignupForm({ variant, preselection, onSignedUp }: SignupFormProps) {
  const [form] = Form.useForm<SignupValues>();
  const patientSignup = usePatientSignup();
  const providerSignup = useProviderSignup();
  const pending = patientSignup.isPending || providerSignup.isPending;

  const onFinish = (values: SignupValues) => {
    const person = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone,
      password: values.password,
    };
    const done = { onSuccess: () => onSignedUp(person.email) };
    if (variant === 'patient') {
      const body: PatientSignupBody = {
        ...person,
        acceptTelehealthAndHipaa: true,
        acceptTermsAndPrivacy: true,
        ...(preselection.treatmentCategories && { treatmentCategories: preselection.treatmentCategories }),
      };
      patientSignup.mutate(body, done);
    } else {
      const body: ProviderSignupBody = {
        ...person,
        organizationName: (values.organizationName ?? '').trim(),
        acceptTermsAndPrivacy: true,
        ...(preselection.signupReason && { signupReason: preselection.signupReason }),
        ...(preselection.userType && { userType: preselection.userType }),
      };
      providerSignup.mutate(body, done);
    }
  };

  return (
    <>
      <PreselectionTags preselection={preselection} />
      <Form<SignupValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={pending}
        scrollToFirstError={{ block: 'center' }}
        requiredMark={false}
        size="large"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <NameInput name="firstName" label="First name" autoComplete="given-name" />
          </Col>
          <Col xs={24} sm={12}>
            <NameInput name="lastName" label="Last name" autoComplete="family-name" />
          </Col>
        </Row>
        <Form.Item name="email" label="Email" rules={[zodRule(FIELDS.email)]}>
          <Input type="email" inputMode="email" autoComplete="email" />
        </Form.Item>
        <PhoneInput name="phone" label="Mobile phone" />
        {variant === 'provider' && (
          <Form.Item
            name="organizationName"
            label="Practice or organization name"
            rules={[zodRule(FIELDS.organizationName)]}
          >
            <Input autoComplete="organization" maxLength={120} />
          </Form.Item>
        )}
        <PasswordFields />
        {variant === 'patient' && <AgreementCheckbox variant="telehealth" />}
        <AgreementCheckbox variant="terms" />
        <Form.Item className="cs-auth__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Create account
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
