// Gender identity options; the spec fixes only the codes 1 to 7 with 7 = other, the meanings of 1–6 are our choice.
import type { ReferenceItem } from './types.ts';

// Decision: ids are the numeric strings '1'..'7' (not 4-letter codes) because the spec defines gender by number.
// 1–6 follow the common US SOGI intake order (Female, Male, Transgender female, Transgender male, Non-binary,
// Prefer not to say); '7' plays the role OTHR plays elsewhere and pairs with the profile's free-text genderOther.
export const GENDER_OTHER_ID = '7';

export const gender: ReadonlyArray<ReferenceItem> = [
  { id: '1', name: 'Female' },
  { id: '2', name: 'Male' },
  { id: '3', name: 'Transgender female' },
  { id: '4', name: 'Transgender male' },
  { id: '5', name: 'Non-binary' },
  { id: '6', name: 'Prefer not to say' },
  { id: GENDER_OTHER_ID, name: 'Other' },
];
