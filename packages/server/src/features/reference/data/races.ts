// Race and ethnicity categories of the OMB standard (SPD 15, 2024 revision) used by the US Census, plus self-report options.
import type { ReferenceItem } from './types.ts';

export const race: ReadonlyArray<ReferenceItem> = [
  { id: 'AIAN', name: 'American Indian or Alaska Native' },
  { id: 'ASIA', name: 'Asian' },
  { id: 'BLCK', name: 'Black or African American' },
  { id: 'HISP', name: 'Hispanic or Latino' },
  { id: 'MENA', name: 'Middle Eastern or North African' },
  { id: 'NHPI', name: 'Native Hawaiian or Pacific Islander' },
  { id: 'WHIT', name: 'White' },
  { id: 'MULT', name: 'Multiracial' },
  { id: 'PNTS', name: 'Prefer not to say' },
  { id: 'OTHR', name: 'Other' },
];
