import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type ReferenceItem, referenceTableQuery } from '../../lib/reference-tables.ts';

type ReferenceId = ReferenceItem['id'];

interface Option {
  value: ReferenceId;
  label: string;
}

interface SearchableOption {
  value: string | number;
  label: string;
}

/** Case-insensitive match on the name; a code typed in full (e.g. 'nj') also finds its entry. */
export function matchesReferenceOption(input: string, option: SearchableOption | undefined): boolean {
  if (!option) return false;
  const query = input.trim().toLowerCase();
  if (query === '') return true;
  return option.label.toLowerCase().includes(query) || String(option.value).toLowerCase() === query;
}

export interface ReferenceSelectProps {
  /** Reference table name, e.g. 'usState', 'insurance'. */
  table: string;
  multiple?: boolean;
  id?: string;
  value?: ReferenceId | ReferenceId[] | null;
  onChange?: (value: ReferenceId | ReferenceId[] | undefined) => void;
  onBlur?: () => void;
  /** Ids left out of the options (e.g. a placeholder entry). */
  exclude?: readonly ReferenceId[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
}

/** A searchable select fed by a reference table (cached for the page's life). */
export function ReferenceSelect({
  table,
  multiple = false,
  exclude,
  value,
  onChange,
  allowClear = true,
  ...rest
}: ReferenceSelectProps) {
  const { data, isPending, isError } = useQuery(referenceTableQuery(table));
  const options: Option[] = (data ?? [])
    .filter((item) => !exclude?.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
  return (
    <Select<ReferenceId | ReferenceId[] | undefined, Option>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={isPending}
      status={isError ? 'error' : undefined}
      allowClear={allowClear}
      showSearch={{ filterOption: matchesReferenceOption, optionFilterProp: 'label' }}
      notFoundContent={isError ? 'Could not load the choices. Please refresh and try again.' : undefined}
    />
  );
}
