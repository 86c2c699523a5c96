// Reasons a host declines a provider's application (introduction) for a space; codes fixed by the contract, names ours.
import type { ReferenceItem } from './types.ts';

export const introductionRejectionReason: ReadonlyArray<ReferenceItem> = [
  { id: 'EXPR', name: 'Experience level is not a fit' },
  { id: 'SPTY', name: 'Specialty is not a fit for this space' },
  { id: 'AVBY', name: 'Space is no longer available' },
  { id: 'TIME', name: 'Requested start date does not work' },
  { id: 'OTHR', name: 'Other' },
];
