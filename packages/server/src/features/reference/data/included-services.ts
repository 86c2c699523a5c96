// Services commonly bundled into shared or sublet medical office rent.
import type { ReferenceItem } from './types.ts';

export const includedService: ReadonlyArray<ReferenceItem> = [
  { id: 'UTIL', name: 'Utilities' },
  { id: 'WIFI', name: 'Wi-Fi' },
  { id: 'FURN', name: 'Furnished' },
  { id: 'RCPT', name: 'Front-desk reception' },
  { id: 'JANI', name: 'Cleaning and janitorial' },
  { id: 'PARK', name: 'Parking' },
  { id: 'EHRA', name: 'EHR access' },
  { id: 'BILL', name: 'Billing and scheduling support' },
  { id: 'PHNE', name: 'Phone line' },
  { id: 'PRNT', name: 'Printing, copying and fax' },
  { id: 'MAIL', name: 'Mail handling' },
  { id: 'MWST', name: 'Medical waste disposal' },
  { id: 'STRL', name: 'Sterilization' },
  { id: 'LNDR', name: 'Laundry and linens' },
  { id: 'SECU', name: 'Security' },
  { id: 'KTCH', name: 'Kitchen and break room' },
  { id: 'CONF', name: 'Conference room access' },
  { id: 'STOR', name: 'Storage' },
  { id: 'SIGN', name: 'Signage' },
  { id: 'OTHR', name: 'Other' },
];
