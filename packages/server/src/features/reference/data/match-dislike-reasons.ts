// Reasons a provider dismisses a property match; codes fixed by the contract, names ours.
import type { ReferenceItem } from './types.ts';

export const matchDislikeReason: ReadonlyArray<ReferenceItem> = [
  { id: 'AVLB', name: 'Availability does not work' },
  { id: 'EXPS', name: 'Too expensive' },
  { id: 'FARA', name: 'Too far away' },
  { id: 'SMAL', name: 'Too small' },
  { id: 'OTHR', name: 'Other' },
];
