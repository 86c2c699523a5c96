// Client age bands used by US providers to state the populations they serve.
import type { ReferenceItem } from './types.ts';

export const ageGroup: ReadonlyArray<ReferenceItem> = [
  { id: 'CHLD', name: 'Children (0–12)' },
  { id: 'TEEN', name: 'Teens (13–17)' },
  { id: 'YADL', name: 'Young adults (18–25)' },
  { id: 'ADLT', name: 'Adults (26–64)' },
  { id: 'SENR', name: 'Seniors (65+)' },
];
