import { applicationCardState, type PropertyView } from '@carespace/domain';
import { Tag } from '../../../components/plain/Tag.tsx';

const STATE_COLOR = {
  'Contacting Host': 'processing',
  'Approved Application': 'success',
  'Declined Application': 'default',
} as const;

/**
 * The application state as a tag, for cards and the detail page: plain, so a property card draws it without
 * bringing the application form (antd) with it.
 */
export function ApplicationStateTag({ property }: { property: PropertyView }) {
  const state = applicationCardState(property);
  if (!state) return null;
  return <Tag color={STATE_COLOR[state]}>{state}</Tag>;
}
