// USPS codes for the 50 states, the District of Columbia and the five inhabited territories: the domain package's
// list (also used to validate addresses), so the picker and the validation can never disagree.
import { US_STATES } from '@carespace/domain';
import type { ReferenceItem } from './types.ts';

export const usState: ReadonlyArray<ReferenceItem> = Object.entries(US_STATES).map(([id, name]) => ({
  id,
  name,
}));
