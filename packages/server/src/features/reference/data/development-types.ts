// Commercial real-estate building types that house healthcare space.
import type { ReferenceItem } from './types.ts';

export const developmentType: ReadonlyArray<ReferenceItem> = [
  { id: 'MOBX', name: 'Medical office building' },
  { id: 'HOSP', name: 'Hospital campus' },
  { id: 'OFFC', name: 'Professional office building' },
  { id: 'RETL', name: 'Retail storefront' },
  { id: 'SHOP', name: 'Shopping center' },
  { id: 'MXUS', name: 'Mixed use' },
  { id: 'CWRK', name: 'Coworking space' },
  { id: 'RESI', name: 'Converted residence' },
  { id: 'STND', name: 'Freestanding building' },
  { id: 'OTHR', name: 'Other' },
];
