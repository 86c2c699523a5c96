// Gender identity options: the domain package's GENDER enumeration (codes 1 to 7, 7 = other), so a stored code
// means the same thing on the server, in the picker and in the profile. Ids are the numeric strings '1'..'7'
// because the contract defines gender by number; '7' pairs with the profile's free-text genderOther.
import { GENDER } from '@carespace/domain';
import type { ReferenceItem } from './types.ts';

export const GENDER_OTHER_ID = '7';

export const gender: ReadonlyArray<ReferenceItem> = Object.entries(GENDER).map(([id, name]) => ({
  id,
  name,
}));
