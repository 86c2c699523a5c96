import {
  BIO_MAX,
  type ProfileUpdateInput,
  type ProfileView,
  providerProfileSchema,
  requiredText,
} from '@carespace/domain';
import { Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { DescriptionField } from '../../../components/form/DescriptionField.tsx';
import { NameInput } from '../../../components/form/NameInput.tsx';
import { OptionalOtherField } from '../../../components/form/OptionalOtherField.tsx';
import { ReferenceMultiSelect } from '../../../components/form/ReferenceMultiSelect.tsx';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';

const PROVIDER = providerProfileSchema.shape;
const OTHER = 'OTHR';
const GENDER_OTHER = '7';

interface ProfileFormValues {
  firstName: string;
  lastName: string;
  bio?: string | null;
  gender?: string | null;
  genderOther?: string | null;
  faith?: string | null;
  faithOther?: string | null;
  sexualOrientation?: string | null;
  language?: string[];
  languageOther?: string | null;
  provider?: {
    npi?: string | null;
    yearsPracticed?: number | null;
    insurance?: string[];
    licensedState?: string[];
    specialty?: string[];
    specialtyOther?: string | null;
  };
}

function initialValues(profile: ProfileView): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio,
    gender: profile.gender === null ? null : String(profile.gender),
    genderOther: profile.genderOther,
    faith: profile.faith,
    faithOther: profile.faithOther,
    sexualOrientation: profile.sexualOrientation,
    language: profile.language,
    languageOther: profile.languageOther[0] ?? null,
    provider: profile.provider
      ? {
          npi: profile.provider.npi,
          yearsPracticed: profile.provider.yearsPracticed,
          insurance: profile.provider.insurance,
          licensedState: profile.provider.licensedState,
          specialty: profile.provider.specialty,
          specialtyOther: profile.provider.specialtyOther[0] ?? null,
        }
      : undefined,
  };
}

const listOf = (text: string | null | undefined) => (text?.trim() ? [text.trim()] : []);

export function toProfileUpdate(profile: ProfileView, values: ProfileFormValues): ProfileUpdateInput {
  const provider = values.provider;
  return {
    id: profile.id,
    firstName: values.firstName,
    lastName: values.lastName,
    bio: values.bio ?? '',
    gender: values.gender ?? null,
    genderOther: values.genderOther ?? null,
    faith: values.faith ?? '',
    faithOther: values.faithOther ?? null,
    sexualOrientation: values.sexualOrientation ?? '',
    language: values.language ?? [],
    languageOther: listOf(values.languageOther),
    provider:
      profile.provider && provider
        ? {
            npi: provider.npi ?? '',
            yearsPracticed: provider.yearsPracticed ?? null,
            insurance: provider.insurance ?? [],
            licensedState: provider.licensedState ?? [],
            specialty: provider.specialty ?? [],
            specialtyOther: listOf(provider.specialtyOther),
          }
        : undefined,
  };
}

export interface ProfileFormProps {
  profile: ProfileView;
  saving: boolean;
  onSave: (update: ProfileUpdateInput) => void;
  onCancel: () => void;
}

/** The profile in edit mode. Multi-selects search their reference table, any case. */
export function ProfileForm({ profile, saving, onSave, onCancel }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  return (
    <Form
      form={form}
      name="profile"
      aria-label="Edit profile"
      layout="vertical"
      initialValues={initialValues(profile)}
      onFinish={(values) => onSave(toProfileUpdate(profile, values))}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <NameInput name="firstName" label="First name" autoComplete="given-name" />
        </Col>
        <Col xs={24} md={12}>
          <NameInput name="lastName" label="Last name" autoComplete="family-name" />
        </Col>
      </Row>
      <DescriptionField
        name="bio"
        label="About you"
        maxLength={BIO_MAX}
        placeholder="What you do, who you care for, and what makes your practice yours."
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label="Gender">
            <ReferenceSelect table="gender" placeholder="Choose one" aria-label="Gender" />
          </Form.Item>
          <OptionalOtherField
            name="genderOther"
            label="Your gender"
            choiceName="gender"
            otherId={GENDER_OTHER}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sexualOrientation" label="Sexual orientation">
            <ReferenceSelect
              table="sexualOrientation"
              placeholder="Choose one"
              aria-label="Sexual orientation"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="faith" label="Faith">
            <ReferenceSelect table="faith" placeholder="Choose one" aria-label="Faith" />
          </Form.Item>
          <OptionalOtherField name="faithOther" label="Your faith" choiceName="faith" otherId={OTHER} />
        </Col>
        <Col xs={24} md={12}>
          <ReferenceMultiSelect
            name="language"
            label="Languages"
            table="language"
            placeholder="Search languages"
          />
          <OptionalOtherField
            name="languageOther"
            label="Other language"
            choiceName="language"
            otherId={OTHER}
            schema={requiredText(255)}
          />
        </Col>
      </Row>
      {profile.provider ? (
        <>
          <Divider titlePlacement="start">Practice details</Divider>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name={['provider', 'npi']}
                label="NPI"
                extra="Your 10-digit National Provider Identifier; others see only that one is on file."
                rules={[zodRule(PROVIDER.npi, { optional: true })]}
                validateTrigger="onBlur"
              >
                <Input inputMode="numeric" maxLength={10} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['provider', 'yearsPracticed']}
                label="Years practiced"
                rules={[zodRule(PROVIDER.yearsPracticed, { optional: true })]}
              >
                <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <ReferenceMultiSelect
            name={['provider', 'specialty']}
            label="Specialties"
            table="providerSpecialty"
            placeholder="Search specialties"
          />
          <OptionalOtherField
            name={['provider', 'specialtyOther']}
            label="Other specialty"
            choiceName={['provider', 'specialty']}
            otherId={OTHER}
          />
          <ReferenceMultiSelect
            name={['provider', 'licensedState']}
            label="Licensed states"
            table="usState"
            placeholder="Search states"
            itemProps={{
              extra:
                'Used to match you with spaces. Prescription review and the License verified badge count only ' +
                'licenses added under Licenses and verified by our team.',
            }}
          />
          <ReferenceMultiSelect
            name={['provider', 'insurance']}
            label="Insurance accepted"
            table="insurance"
            placeholder="Search insurance carriers"
          />
        </>
      ) : null}
      <Typography.Paragraph type="secondary">
        Your email and phone number are changed in Settings, where we confirm them with you.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save profile
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
