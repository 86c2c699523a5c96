/**
 * Choice-with-other values: a list of chosen ids plus a free-text list used when the
 * other id is chosen. On the wire a single entry collapses to a scalar; in code it is always a list.
 */

export type Id = string | number;
/** A value as sent or stored: one entry as a scalar, several as a list. */
export type OneOrMany<T> = T | T[];

export interface ChoiceWithOther<T extends Id = Id> {
  ids: T[];
  other: string[];
}

export interface CollapsedChoiceWithOther<T extends Id = Id> {
  ids: OneOrMany<T> | null;
  other: OneOrMany<string> | null;
}

export function toList<T>(value: OneOrMany<T> | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** One entry → the entry itself; none → null; several → the list. */
export function collapseList<T>(list: readonly T[]): OneOrMany<T> | null {
  if (list.length === 0) return null;
  if (list.length === 1) return list[0] as T;
  return [...list];
}

/**
 * Normalizes a choice: scalars become lists, ids are de-duplicated, blank texts dropped, unknown ids convert to
 * the other id with their text kept (unknown gender or faith values), and other texts are kept only
 * when the other id is chosen.
 */
export function normalizeChoiceWithOther<T extends Id>(
  value: { ids?: OneOrMany<T | string> | null; other?: OneOrMany<string> | null },
  knownIds: readonly T[],
  otherId: T,
): ChoiceWithOther<T> {
  const ids: T[] = [];
  const other: string[] = [];
  const addId = (id: T) => {
    if (!ids.includes(id)) ids.push(id);
  };
  const addOther = (text: string) => {
    const trimmed = text.trim();
    if (trimmed && !other.includes(trimmed)) other.push(trimmed);
  };
  for (const raw of toList(value.ids)) {
    const known = knownIds.find((id) => String(id) === String(raw).trim());
    if (known !== undefined) addId(known);
    else if (String(raw).trim()) {
      addId(otherId);
      addOther(String(raw));
    }
  }
  if (ids.includes(otherId)) {
    for (const text of toList(value.other)) addOther(text);
  } else {
    other.length = 0;
  }
  return { ids, other };
}

/** The wire / storage form: single entries as scalars. */
export function collapseChoiceWithOther<T extends Id>(
  value: ChoiceWithOther<T>,
): CollapsedChoiceWithOther<T> {
  return { ids: collapseList(value.ids), other: collapseList(value.other) };
}

/** A single stored value (gender, faith): a known id stays, anything else becomes other with its text kept. */
export function resolveSingleChoice<T extends Id>(
  value: T | string | null | undefined,
  knownIds: readonly T[],
  otherId: T,
  otherText?: string | null,
): { id: T | null; other: string | null } {
  if (value === null || value === undefined || String(value).trim() === '') return { id: null, other: null };
  const known = knownIds.find((id) => String(id) === String(value).trim());
  if (known === undefined) return { id: otherId, other: String(value).trim() };
  if (known === otherId) return { id: known, other: otherText?.trim() || null };
  return { id: known, other: null };
}
