// Personal pronoun sets commonly offered on US intake and profile forms.
import type { ReferenceItem } from './types.ts';

export const pronoun: ReadonlyArray<ReferenceItem> = [
  { id: 'SHER', name: 'she/her' },
  { id: 'HEHM', name: 'he/him' },
  { id: 'THEM', name: 'they/them' },
  { id: 'SHTH', name: 'she/they' },
  { id: 'HETH', name: 'he/they' },
  { id: 'ZEHR', name: 'ze/hir' },
  { id: 'XEXM', name: 'xe/xem' },
  { id: 'ANYP', name: 'Any pronouns' },
  { id: 'NAME', name: 'Use my name' },
  { id: 'PNTS', name: 'Prefer not to say' },
  { id: 'OTHR', name: 'Other' },
];
