// US mental-health licenses and credentials under which therapists practice.
import type { ReferenceItem } from './types.ts';

export const therapistType: ReadonlyArray<ReferenceItem> = [
  { id: 'PSYT', name: 'Psychiatrist' },
  { id: 'PMHN', name: 'Psychiatric Mental Health Nurse Practitioner' },
  { id: 'PSYC', name: 'Psychologist' },
  { id: 'LCSW', name: 'Licensed Clinical Social Worker' },
  { id: 'LPCC', name: 'Licensed Professional Counselor' },
  { id: 'LMHC', name: 'Licensed Mental Health Counselor' },
  { id: 'LMFT', name: 'Licensed Marriage and Family Therapist' },
  { id: 'LADC', name: 'Licensed Alcohol and Drug Counselor' },
  { id: 'BCBA', name: 'Board Certified Behavior Analyst' },
  { id: 'ARTT', name: 'Art Therapist' },
  { id: 'MUST', name: 'Music Therapist' },
  { id: 'PAST', name: 'Pastoral Counselor' },
  { id: 'SCHL', name: 'School Counselor' },
  { id: 'PEER', name: 'Certified Peer Specialist' },
  { id: 'ASSC', name: 'Pre-licensed Associate Therapist' },
  { id: 'OTHR', name: 'Other' },
];
