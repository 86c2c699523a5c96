import { AreaShell } from './AreaShell.tsx';

/** The admin area's shell (spec 02 §2). Every admin page sits inside the idle security gate. */
export default function AdminShell() {
  return <AreaShell area="admin" idleGate />;
}
