// Substance categories used in US substance-use screening (after NIDA's commonly used drugs list).
import type { ReferenceItem } from './types.ts';

export const recreationalDrug: ReadonlyArray<ReferenceItem> = [
  { id: 'ALCH', name: 'Alcohol' },
  { id: 'TOBC', name: 'Tobacco' },
  { id: 'VAPE', name: 'Vaping / e-cigarettes' },
  { id: 'CANN', name: 'Cannabis (marijuana)' },
  { id: 'COCA', name: 'Cocaine or crack' },
  { id: 'MTHM', name: 'Methamphetamine' },
  { id: 'STIM', name: 'Prescription stimulants (not as prescribed)' },
  { id: 'OPIO', name: 'Prescription opioids (not as prescribed)' },
  { id: 'HERO', name: 'Heroin or fentanyl' },
  { id: 'BNZO', name: 'Benzodiazepines (not as prescribed)' },
  { id: 'MDMA', name: 'MDMA (ecstasy, molly)' },
  { id: 'PSYD', name: 'Psychedelics (LSD, psilocybin)' },
  { id: 'KETA', name: 'Ketamine' },
  { id: 'INHL', name: 'Inhalants' },
  { id: 'KRTM', name: 'Kratom' },
  { id: 'OTHR', name: 'Other' },
];
