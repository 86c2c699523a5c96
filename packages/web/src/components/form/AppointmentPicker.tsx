import { APPOINTMENT_STEP_MINUTES, appointmentSlotSchema, DATE_FORMATS, VALIDATION } from '@carespace/domain';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import './AppointmentPicker.css';
import { disabledAppointmentTime, isAppointmentDateDisabled } from './appointment-slots.ts';
import type { KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export interface AppointmentPickerProps extends KitFieldProps {
  /** The clock the rules are judged against; injectable for tests. */
  now?: () => Date;
  placeholder?: string;
}

/**
 * The appointment date-time picker: MM-DD-YYYY hh:mm A, 12-hour clock, 15-minute steps; weekends,
 * past days, days more than a month ahead and hours outside 8:00 to before 17:00 New York time are disabled.
 * The value is a dayjs; send `value.toISOString()`.
 */
export function AppointmentPicker({
  name,
  label,
  required = true,
  schema,
  disabled,
  itemProps,
  now = () => new Date(),
  placeholder = 'MM-DD-YYYY hh:mm AM',
}: AppointmentPickerProps) {
  const slotSchema = schema ?? appointmentSlotSchema(now);
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[
        ...(required ? [{ required: true, message: VALIDATION.required }] : []),
        zodRule(slotSchema, {
          optional: true,
          map: (value) => (value as Dayjs).toISOString(),
        }),
      ]}
    >
      <DatePicker
        format={DATE_FORMATS.appointment}
        placeholder={placeholder}
        disabled={disabled}
        showNow={false}
        showTime={{
          format: 'hh:mm A',
          use12Hours: true,
          minuteStep: APPOINTMENT_STEP_MINUTES,
          hideDisabledOptions: true,
        }}
        disabledDate={(day) => isAppointmentDateDisabled(day, now())}
        disabledTime={(day) => disabledAppointmentTime(day, now())}
        style={{ width: '100%' }}
        classNames={{ popup: { root: 'cs-appointment-popup' } }}
      />
    </Form.Item>
  );
}
