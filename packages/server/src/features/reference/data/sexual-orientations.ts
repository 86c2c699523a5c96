// Sexual orientation options recommended for US health-record SOGI data collection.
import type { ReferenceItem } from './types.ts';

export const sexualOrientation: ReadonlyArray<ReferenceItem> = [
  { id: 'HETR', name: 'Straight (heterosexual)' },
  { id: 'GAYX', name: 'Gay' },
  { id: 'LESB', name: 'Lesbian' },
  { id: 'BISX', name: 'Bisexual' },
  { id: 'PANS', name: 'Pansexual' },
  { id: 'ASEX', name: 'Asexual' },
  { id: 'QUER', name: 'Queer' },
  { id: 'QSTN', name: 'Questioning' },
  { id: 'PNTS', name: 'Prefer not to say' },
  { id: 'OTHR', name: 'Other' },
];
