import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { useShell } from '../../../lib/shell-context.ts';
import { RecentSecurityEvents } from '../components/RecentSecurityEvents.tsx';
import { StatsTiles } from '../components/StatsTiles.tsx';
import '../components/AdminDashboard.css';

/**
 * /admin: today's figures, each linking to its table, the in-person visit requests (the in-person-visits
 * feature's, handed in by the route) and the newest entries of the audit log.
 */
export default function AdminDashboardPage({ visitRequests }: { visitRequests: ReactNode }) {
  const { identity } = useShell();
  return (
    <div className="cs-stack">
      <Card>
        <h2 className="cs-dashboard-welcome__title">Welcome back, {identity.firstName}.</h2>
        <p className="cs-dashboard-welcome__lead">
          Here is where Carespace stands today. The security log below shows who signed in, who changed their
          credentials and who opened protected health information.
        </p>
        <p className="cs-admin-secondary">
          These pages lock after 8 minutes without activity. Keep your own account safe in{' '}
          <Link to="/admin/settings">Settings</Link>. To check an estimate a provider asks about, open the{' '}
          <Link to="/admin/calculator">wRVU calculator</Link>.
        </p>
      </Card>
      <StatsTiles />
      {visitRequests}
      <RecentSecurityEvents currentUserId={identity.id} />
    </div>
  );
}
