import { addressSchema } from '@carespace/domain';
import { Col, Form, Input, Row } from 'antd';
import type { FieldName } from './field-props.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { ZipcodeInput } from './ZipcodeInput.tsx';
import { zodRule } from './zod-rule.ts';

const FIELDS = addressSchema.shape;

export interface AddressFormProps {
  /** Where the address sits in the form's values, e.g. ['practice', 'address']; default: top level. */
  prefix?: readonly (string | number)[];
  /** Fill city and state from the zipcode (the geocode call). Default true. */
  zipLookup?: boolean;
  disabled?: boolean;
}

/**
 * The address form: Street Address, Suite or Apt # (optional), City, State (searchable,
 * case-insensitive, from the usState reference table) and Zipcode, with the product's required messages.
 * Values: addressLineOne, addressLineTwo, city, usState (USPS code), zipcode.
 */
export function AddressForm({ prefix = [], zipLookup = true, disabled }: AddressFormProps) {
  const at = (field: keyof typeof FIELDS): FieldName => [...prefix, field];
  return (
    <>
      <Form.Item
        name={at('addressLineOne')}
        label="Street Address"
        required
        rules={[zodRule(FIELDS.addressLineOne)]}
      >
        <Input autoComplete="address-line1" disabled={disabled} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={at('addressLineTwo')}
            label="Suite or Apt #"
            rules={[zodRule(FIELDS.addressLineTwo, { optional: true })]}
          >
            <Input autoComplete="address-line2" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={at('city')} label="City" required rules={[zodRule(FIELDS.city)]}>
            <Input autoComplete="address-level2" disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={at('usState')} label="State" required rules={[zodRule(FIELDS.usState)]}>
            <ReferenceSelect table="usState" placeholder="Select a state" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <ZipcodeInput
            name={at('zipcode')}
            label="Zipcode"
            schema={FIELDS.zipcode}
            disabled={disabled}
            lookup={zipLookup ? { city: at('city'), usState: at('usState') } : undefined}
          />
        </Col>
      </Row>
    </>
  );
}
