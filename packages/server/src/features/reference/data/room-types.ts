// Room types found in outpatient medical and behavioral-health office space.
import type { ReferenceItem } from './types.ts';

export const roomType: ReadonlyArray<ReferenceItem> = [
  { id: 'EXAM', name: 'Exam room' },
  { id: 'CONS', name: 'Consultation room' },
  { id: 'THRP', name: 'Therapy office' },
  { id: 'PROC', name: 'Procedure room' },
  { id: 'DENT', name: 'Dental operatory' },
  { id: 'GYMX', name: 'Physical therapy gym' },
  { id: 'IMAG', name: 'Imaging room' },
  { id: 'LABX', name: 'Laboratory' },
  { id: 'GRUP', name: 'Group room' },
  { id: 'TELE', name: 'Telehealth booth' },
  { id: 'OFFC', name: 'Private office' },
  { id: 'CONF', name: 'Conference room' },
  { id: 'WAIT', name: 'Waiting room' },
  { id: 'BRKR', name: 'Break room' },
  { id: 'STOR', name: 'Storage room' },
  { id: 'OTHR', name: 'Other' },
];
