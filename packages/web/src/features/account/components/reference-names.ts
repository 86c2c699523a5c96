import { useQuery } from '@tanstack/react-query';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';

/** Turns a reference table's ids into their names (the id itself until the table has loaded). */
export function useReferenceNames(table: string): (id: string | number | null | undefined) => string {
  const { data } = useQuery(referenceTableQuery(table));
  return (id) => {
    if (id === null || id === undefined || id === '') return '';
    return data?.find((item) => item.id === String(id))?.name ?? String(id);
  };
}

/** Names of a list, with the free-text other entries in place of 'Other'. */
export function namesWithOther(
  ids: readonly string[],
  name: (id: string) => string,
  other: readonly string[] = [],
): string[] {
  return ids.flatMap((id) => (id === 'OTHR' && other.length > 0 ? [...other] : [name(id)]));
}
