import { AreaShell } from './AreaShell.tsx';

/** The admin area's shell. Every admin page sits inside the idle security gate. */
export default function AdminShell() {
  return <AreaShell area="admin" idleGate />;
}
