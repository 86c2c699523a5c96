// Relationship (marital) status options after the US Census marital-status categories, plus partnership options.
import type { ReferenceItem } from './types.ts';

export const relationshipStatus: ReadonlyArray<ReferenceItem> = [
  { id: 'SNGL', name: 'Single' },
  { id: 'RLTN', name: 'In a relationship' },
  { id: 'MARR', name: 'Married' },
  { id: 'DOMP', name: 'Domestic partnership' },
  { id: 'SEPR', name: 'Separated' },
  { id: 'DIVR', name: 'Divorced' },
  { id: 'WIDW', name: 'Widowed' },
  { id: 'PNTS', name: 'Prefer not to say' },
  { id: 'OTHR', name: 'Other' },
];
