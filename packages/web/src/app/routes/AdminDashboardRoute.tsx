import AdminDashboardPage from '../../features/admin/pages/AdminDashboardPage.tsx';
import { AdminVisitRequests } from '../../features/in-person-visits/components/AdminVisitRequests.tsx';

/** /admin: the admin feature's dashboard with the in-person visit requests. */
export default function AdminDashboardRoute() {
  return <AdminDashboardPage visitRequests={<AdminVisitRequests />} />;
}
