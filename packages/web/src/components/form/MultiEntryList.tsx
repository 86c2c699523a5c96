import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MULTI_ENTRY_MAX, multiEntrySchema, VALIDATION } from '@carespace/domain';
import { Button, Flex, Form, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { FieldName } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export interface MultiEntryListProps {
  name: FieldName;
  label?: ReactNode;
  /** Default 5. */
  max?: number;
  /** Required entries reject blanks ('Please specify or delete this field.'). Default true. */
  required?: boolean;
  maxLength?: number;
  addText?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A list of free-text entries with add and remove. The add button is disabled at the maximum, with the tooltip
 * 'Maximum inputs reached'.
 */
export function MultiEntryList({
  name,
  label,
  max = MULTI_ENTRY_MAX,
  required = true,
  maxLength = 255,
  addText = 'Add another',
  placeholder,
  disabled,
}: MultiEntryListProps) {
  const listSchema = multiEntrySchema({ max, required, maxLength });
  const entryRule = zodRule(listSchema.element);
  const listLabel = typeof label === 'string' ? label : 'Entry';
  return (
    <Form.Item label={label} required={required}>
      <Form.List
        name={name}
        initialValue={required ? [''] : []}
        // Only the list's own issues (none or too many); each entry shows its own.
        rules={[zodRule(listSchema, { path: [] })]}
      >
        {(fields, { add, remove }, { errors }) => {
          const full = fields.length >= max;
          const canRemove = !required || fields.length > 1;
          return (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={field.name}
                    rules={[entryRule]}
                    validateTrigger={['onChange', 'onBlur']}
                    style={{ flex: 1, marginBottom: 0 }}
                  >
                    <Input
                      aria-label={`${listLabel} ${index + 1}`}
                      placeholder={placeholder}
                      maxLength={maxLength}
                      disabled={disabled}
                    />
                  </Form.Item>
                  {canRemove && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={`Remove ${listLabel} ${index + 1}`}
                      disabled={disabled}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              <Tooltip title={full ? VALIDATION.multiEntryMax : undefined}>
                {/* A disabled button fires no pointer events; the span lets the tooltip explain why. */}
                <span style={{ alignSelf: 'flex-start' }} data-testid="multi-entry-add">
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={disabled || full}
                    onClick={() => add('')}
                  >
                    {addText}
                  </Button>
                </span>
              </Tooltip>
              <Form.ErrorList errors={errors} />
            </Flex>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
