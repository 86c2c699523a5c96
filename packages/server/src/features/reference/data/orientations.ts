// Broad theoretical orientations (schools) of psychotherapy, A–Z.
import type { ReferenceItem } from './types.ts';

export const orientation: ReadonlyArray<ReferenceItem> = [
  { id: 'BEHV', name: 'Behavioral' },
  { id: 'CGBH', name: 'Cognitive-behavioral' },
  { id: 'ECLT', name: 'Eclectic' },
  { id: 'EXST', name: 'Existential' },
  { id: 'FEMN', name: 'Feminist' },
  { id: 'GSTL', name: 'Gestalt' },
  { id: 'HUMN', name: 'Humanistic' },
  { id: 'INTG', name: 'Integrative' },
  { id: 'MULT', name: 'Multicultural' },
  { id: 'PCEN', name: 'Person-centered' },
  { id: 'PSAN', name: 'Psychoanalytic' },
  { id: 'PSDY', name: 'Psychodynamic' },
  { id: 'SYST', name: 'Systemic (family systems)' },
  { id: 'TRPS', name: 'Transpersonal' },
  { id: 'OTHR', name: 'Other' },
];
