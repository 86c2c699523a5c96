import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useShell } from '../shell-context.ts';
import { RecentSecurityEvents } from './RecentSecurityEvents.tsx';

/** /admin: a welcome and the newest entries of the audit log. */
export default function AdminDashboardPage() {
  const { identity } = useShell();
  return (
    <div className="cs-stack">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          Welcome back, {identity.firstName}.
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          This is where you will manage providers, properties, patients and prescriptions. Those tools are
          arriving section by section; the security log below is live now, so you can see who signed in, who
          changed their credentials and who opened protected health information.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          These pages lock after 8 minutes without activity. Keep your own account safe in{' '}
          <Link to="/admin/settings">Settings</Link>.
        </Typography.Paragraph>
      </Card>
      <RecentSecurityEvents currentUserId={identity.id} />
    </div>
  );
}
