// Religious affiliations most reported in the US (after Pew Research Religious Landscape Study categories), A–Z.
import type { ReferenceItem } from './types.ts';

export const faith: ReadonlyArray<ReferenceItem> = [
  { id: 'AGNO', name: 'Agnostic' },
  { id: 'ATHE', name: 'Atheist' },
  { id: 'BAHA', name: "Bahá'í" },
  { id: 'BUDD', name: 'Buddhist' },
  { id: 'CATH', name: 'Catholic' },
  { id: 'CHRS', name: 'Christian' },
  { id: 'ORTH', name: 'Eastern Orthodox' },
  { id: 'HIND', name: 'Hindu' },
  { id: 'JAIN', name: 'Jain' },
  { id: 'JWSH', name: 'Jewish' },
  { id: 'LDSX', name: 'Latter-day Saint (Mormon)' },
  { id: 'MUSL', name: 'Muslim' },
  { id: 'PROT', name: 'Protestant' },
  { id: 'SIKH', name: 'Sikh' },
  { id: 'UNUN', name: 'Unitarian Universalist' },
  { id: 'SPRT', name: 'Spiritual but not religious' },
  { id: 'NONE', name: 'None' },
  { id: 'PNTS', name: 'Prefer not to say' },
  { id: 'OTHR', name: 'Other' },
];
