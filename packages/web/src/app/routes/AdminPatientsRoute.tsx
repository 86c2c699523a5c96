import AdminPatientsPage from '../../features/admin/pages/AdminPatientsPage.tsx';
import { useShell } from '../../lib/shell-context.ts';

/** /admin/patient: the idle gate's lock screen may sign the admin out. */
export default function AdminPatientsRoute() {
  const { signOut } = useShell();
  return <AdminPatientsPage onSignOut={signOut} />;
}
