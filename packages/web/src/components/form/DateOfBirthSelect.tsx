import { type DateOfBirth, dateOfBirthSchema, daysInMonth, MONTHS, YEARS } from '@carespace/domain';
import { Flex, Form, Select } from 'antd';
import type { KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export type PartialDateOfBirth = Partial<DateOfBirth>;

/** Until a year is chosen, February offers its 29th (any year divisible by 4 would do). */
const ANY_LEAP_YEAR = 2020;

/** The days a month offers: its length in that year by the product's divide-by-4 rule; 31 with no month. */
export function dayCount(month?: number, year?: number): number {
  if (month === undefined) return 31;
  return daysInMonth(month, year ?? ANY_LEAP_YEAR);
}

const monthOptions = MONTHS.map((month) => ({ value: month.value, label: month.name }));
const yearOptions = YEARS.map((year) => ({ value: year, label: String(year) }));

function startsWith(input: string, option: { label: string } | undefined): boolean {
  return option?.label.toLowerCase().startsWith(input.trim().toLowerCase()) ?? false;
}

interface DateOfBirthControlProps {
  id?: string;
  value?: PartialDateOfBirth | null;
  onChange?: (value: PartialDateOfBirth) => void;
  disabled?: boolean;
}

function DateOfBirthControl({ id, value, onChange, disabled }: DateOfBirthControlProps) {
  const current = value ?? {};
  const change = (patch: PartialDateOfBirth) => {
    const next = { ...current, ...patch };
    // A day the new month or year does not have (Feb 30, or Feb 29 of 2019) is cleared rather than kept.
    if (next.day !== undefined && next.day > dayCount(next.month, next.year)) next.day = undefined;
    onChange?.(next);
  };
  const dayOptions = Array.from({ length: dayCount(current.month, current.year) }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));
  return (
    <Flex gap={8} wrap>
      <Select
        id={id}
        aria-label="Month"
        placeholder="Month"
        style={{ flex: '2 1 140px' }}
        disabled={disabled}
        value={current.month}
        options={monthOptions}
        showSearch={{ filterOption: startsWith }}
        onChange={(month: number) => change({ month })}
      />
      <Select
        aria-label="Day"
        placeholder="Day"
        style={{ flex: '1 1 80px' }}
        disabled={disabled}
        value={current.day}
        options={dayOptions}
        showSearch={{ filterOption: startsWith }}
        onChange={(day: number) => change({ day })}
      />
      <Select
        aria-label="Year"
        placeholder="Year"
        style={{ flex: '1 1 100px' }}
        disabled={disabled}
        value={current.year}
        options={yearOptions}
        showSearch={{ filterOption: startsWith }}
        onChange={(year: number) => change({ year })}
      />
    </Flex>
  );
}

export type DateOfBirthSelectProps = Omit<KitFieldProps, 'name'> & { name?: KitFieldProps['name'] };

/**
 * Date of birth as month / day / year selects; the value is {month, day, year}. Days follow the month's length
 * (29 in February when the year divides by 4); years run 2021 back to 1900.
 */
export function DateOfBirthSelect({
  name = 'dateOfBirth',
  label = 'Date of Birth',
  required = true,
  schema = dateOfBirthSchema,
  disabled,
  itemProps,
}: DateOfBirthSelectProps) {
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[
        zodRule(schema, {
          optional: !required,
          map: (value) => value ?? {},
        }),
      ]}
    >
      <DateOfBirthControl disabled={disabled} />
    </Form.Item>
  );
}
