import { type AGREEMENTS, acceptanceSchema } from '@carespace/domain';
import { Checkbox, Form } from 'antd';
import { AgreementWording } from '../public-form/AgreementWording.tsx';
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
  return (
    <Form.Item name={name} valuePropName="checked" rules={[zodRule(acceptanceSchema)]}>
      <Checkbox disabled={disabled}>
        <AgreementWording variant={variant} />
      </Checkbox>
    </Form.Item>
  );
}
