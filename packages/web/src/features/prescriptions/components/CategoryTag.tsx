import { CATEGORY_TAG_COLORS } from '@carespace/domain';
import { Tag, type TagColor } from '../../../components/plain/Tag.tsx';

/** A treatment's code in its colour ('EDYS' in green), its name on hover: the lists' and the modal's tag. */
export function CategoryTag({ id, name }: { id: string; name?: string }) {
  const color: TagColor = (CATEGORY_TAG_COLORS as Record<string, TagColor>)[id] ?? 'default';
  return (
    <Tag color={color} title={name}>
      {id}
    </Tag>
  );
}
