// Common clinical reasons a US telehealth prescriber declines an online prescription request.
import type { ReferenceItem } from './types.ts';

export const questionnaireRejectionReason: ReadonlyArray<ReferenceItem> = [
  { id: 'CNTI', name: 'Medical contraindication' },
  { id: 'DINT', name: 'Possible interaction with a current medication' },
  { id: 'INFO', name: 'Incomplete or inconsistent health information' },
  { id: 'INPR', name: 'In-person evaluation required' },
  { id: 'LABS', name: 'Recent lab work or medical records required' },
  { id: 'NAPP', name: 'Treatment not appropriate for the symptoms described' },
  { id: 'AGEX', name: 'Outside the eligible age range' },
  { id: 'DUPL', name: 'Already has an active prescription for this treatment' },
  { id: 'IDNV', name: 'Identity could not be verified' },
  { id: 'LOCN', name: 'Patient is located in a state where we cannot prescribe' },
  { id: 'OTHR', name: 'Other' },
];
