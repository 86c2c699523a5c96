import { AGREEMENTS, acceptanceSchema } from '@carespace/domain';
import { Checkbox, Form } from 'antd';
import type { FieldName } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export type AgreementVariant = keyof typeof AGREEMENTS;

/** The value names of the domain's agreement schemas (telehealthAgreementSchema, termsAgreementSchema). */
const DEFAULT_NAMES: Record<AgreementVariant, string> = {
  telehealth: 'acceptTelehealthAndHipaa',
  terms: 'acceptTermsAndPrivacy',
};

export interface AgreementCheckboxProps {
  /** 'telehealth': Consent to Telehealth + HIPAA Authorization; 'terms': Terms & Conditions + Privacy Policy. */
  variant: AgreementVariant;
  name?: FieldName;
  disabled?: boolean;
}

/**
 * A required agreement ('Please accept before continuing.'). The legal pages open in a new tab so the form
 * being filled in is not lost.
 */
export function AgreementCheckbox({
  variant,
  name = DEFAULT_NAMES[variant],
  disabled,
}: AgreementCheckboxProps) {
  const [first, second] = AGREEMENTS[variant];
  return (
    <Form.Item name={name} valuePropName="checked" rules={[zodRule(acceptanceSchema)]}>
      <Checkbox disabled={disabled}>
        I have read and agree to the{' '}
        <a href={first.path} target="_blank" rel="noreferrer">
          {first.label}
        </a>{' '}
        and the{' '}
        <a href={second.path} target="_blank" rel="noreferrer">
          {second.label}
        </a>
        .
      </Checkbox>
    </Form.Item>
  );
}
