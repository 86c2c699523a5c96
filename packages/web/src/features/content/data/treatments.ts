import type { HomeTreatmentCategory } from '@carespace/domain';

/** The treatment categories as the public pages list them (order: most asked-for first). */
export const TREATMENT_LIST: readonly { slug: HomeTreatmentCategory; name: string; summary: string }[] = [
  {
    slug: 'edys',
    name: 'Erectile dysfunction',
    summary: 'Generic sildenafil, tadalafil and more, after a review of your heart health and medicines.',
  },
  {
    slug: 'prep',
    name: 'PrEP for HIV prevention',
    summary: 'Daily PrEP with the lab tests it needs, arranged by your provider.',
  },
  {
    slug: 'sccm',
    name: 'Female libido',
    summary: 'Support for low desire or arousal that looks at the whole picture.',
  },
  {
    slug: 'acne',
    name: 'Acne',
    summary: 'Prescription creams and tablets, chosen from your photos and history.',
  },
  {
    slug: 'axdp',
    name: 'Anxiety and depression',
    summary: 'An assessment, non-controlled medication if right for you, and a path to therapy.',
  },
  {
    slug: 'hrps',
    name: 'Herpes',
    summary: 'Antivirals for cold sores and genital herpes, for outbreaks or every day.',
  },
  {
    slug: 'migr',
    name: 'Migraine',
    summary: 'Medicine to stop attacks early, and options to prevent them.',
  },
];
