import {
  type CollapsedChoiceWithOther,
  choiceWithOtherSchema,
  collapseChoiceWithOther,
  type Id,
  normalizeChoiceWithOther,
  OTHER_CODE,
  toList,
  VALIDATION,
} from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { referenceTableQuery } from '../../lib/reference-tables.ts';
import type { KitFieldProps } from './field-props.ts';
import { matchesReferenceOption } from './ReferenceSelect.tsx';
import { zodRule } from './zod-rule.ts';

export interface ChoiceOption {
  value: Id;
  label: string;
}

export type ChoiceWithOtherValue = CollapsedChoiceWithOther<Id>;

const idType = z.union([z.string(), z.number()]);

function sameValue(a: ChoiceWithOtherValue | null | undefined, b: ChoiceWithOtherValue): boolean {
  return JSON.stringify({ ids: a?.ids ?? null, other: a?.other ?? null }) === JSON.stringify(b);
}

interface ChoiceWithOtherControlProps {
  id?: string;
  value?: ChoiceWithOtherValue | null;
  onChange?: (value: ChoiceWithOtherValue) => void;
  options: ChoiceOption[];
  loading?: boolean;
  otherId: Id;
  multiple: boolean;
  placeholder?: string;
  otherLabel: string;
  disabled?: boolean;
}

function ChoiceWithOtherControl({
  id,
  value,
  onChange,
  options,
  loading,
  otherId,
  multiple,
  placeholder,
  otherLabel,
  disabled,
}: ChoiceWithOtherControlProps) {
  const knownIds = options.map((option) => option.value);
  const ready = knownIds.length > 0;
  // Unknown ids (say a language typed in by hand years ago) become other, keeping their text.
  const choice = ready
    ? normalizeChoiceWithOther({ ids: value?.ids, other: value?.other }, knownIds, otherId)
    : { ids: toList(value?.ids), other: toList(value?.other) };
  const collapsed = collapseChoiceWithOther(choice);
  const needsNormalizing = ready && !sameValue(value, collapsed);

  useEffect(() => {
    if (needsNormalizing) onChange?.(collapsed);
  });

  const [draft, setDraft] = useState('');
  // The single other text as typed: the value itself is trimmed, which would eat a space typed between words.
  const [typed, setTyped] = useState<string | null>(null);
  const otherChosen = choice.ids.some((chosen) => String(chosen) === String(otherId));
  const emit = (ids: Id[], other: string[]) =>
    onChange?.(collapseChoiceWithOther(normalizeChoiceWithOther({ ids, other }, knownIds, otherId)));
  const commitDraft = () => {
    if (draft.trim() === '') return;
    emit(choice.ids, [...choice.other, draft]);
    setDraft('');
  };

  return (
    <Flex vertical gap={8}>
      <Select<Id | Id[] | undefined, ChoiceOption>
        id={id}
        mode={multiple ? 'multiple' : undefined}
        placeholder={placeholder}
        disabled={disabled}
        loading={loading}
        allowClear
        value={multiple ? choice.ids : choice.ids[0]}
        options={options}
        showSearch={{ filterOption: matchesReferenceOption }}
        onChange={(next) => emit(toList(next), choice.other)}
      />
      {otherChosen &&
        (multiple ? (
          <Select<string[]>
            mode="tags"
            aria-label={otherLabel}
            placeholder={`${otherLabel}: type and press Enter`}
            disabled={disabled}
            open={false}
            suffixIcon={null}
            tokenSeparators={[',']}
            value={choice.other}
            showSearch={{ searchValue: draft, onSearch: setDraft }}
            onChange={(texts) => {
              setDraft('');
              emit(choice.ids, texts);
            }}
            // Text typed but not yet entered is kept when the field is left.
            onBlur={commitDraft}
          />
        ) : (
          <Input
            aria-label={otherLabel}
            placeholder={otherLabel}
            disabled={disabled}
            value={typed ?? choice.other[0] ?? ''}
            onChange={(event) => {
              setTyped(event.target.value);
              emit(choice.ids, [event.target.value]);
            }}
            onBlur={() => setTyped(null)}
          />
        ))}
    </Flex>
  );
}

export interface ChoiceWithOtherSelectProps extends KitFieldProps {
  /** The choices; or `table` to read them from a reference table. */
  options?: ChoiceOption[];
  table?: string;
  /** The id meaning other; default 'OTHR'. */
  otherId?: Id;
  /** Several ids (default) or one. */
  multiple?: boolean;
  placeholder?: string;
  otherLabel?: string;
}

/**
 * A choice-with-other value: chosen ids plus a free-text other list, shown when the other id is
 * chosen. The form value is the wire form: `{ids, other}` with a single entry collapsed to a scalar.
 */
export function ChoiceWithOtherSelect({
  name,
  label,
  required = true,
  schema,
  disabled,
  itemProps,
  options,
  table,
  otherId = OTHER_CODE,
  multiple = true,
  placeholder,
  otherLabel = 'Other (please specify)',
}: ChoiceWithOtherSelectProps) {
  const reference = useQuery({ ...referenceTableQuery(table ?? ''), enabled: table !== undefined });
  const choices =
    options ?? (reference.data ?? []).map((item) => ({ value: item.id, label: item.name }) as ChoiceOption);
  const base = schema ?? choiceWithOtherSchema(idType, otherId);
  const rule = required
    ? base.refine((value) => toList((value as ChoiceWithOtherValue).ids).length > 0, {
        error: VALIDATION.required,
      })
    : base;
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[zodRule(rule, { map: (value) => value ?? {} })]}
    >
      <ChoiceWithOtherControl
        options={choices}
        loading={table !== undefined && reference.isPending}
        otherId={otherId}
        multiple={multiple}
        placeholder={placeholder}
        otherLabel={otherLabel}
        disabled={disabled}
      />
    </Form.Item>
  );
}
