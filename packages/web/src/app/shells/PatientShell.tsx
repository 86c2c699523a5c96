import { AreaShell } from './AreaShell.tsx';

/** The rx area's shell (spec 02 §2). */
export default function PatientShell() {
  return <AreaShell area="rx" />;
}
