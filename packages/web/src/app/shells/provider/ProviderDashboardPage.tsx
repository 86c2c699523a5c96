import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useShell } from '../shell-context.ts';

/** /provider: the dashboard's tiles and matches arrive with the properties work; until then, plain words. */
export default function ProviderDashboardPage() {
  const { identity } = useShell();
  return (
    <div className="cs-stack">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          Welcome, {identity.firstName}.
        </Typography.Title>
        <Typography.Paragraph>
          Your dashboard is being built. Soon it will show your most recent property matches, nearby spaces we
          recommend, your listings and the providers asking about them. We will not fill it with placeholders
          in the meantime.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>What you can do today:</Typography.Paragraph>
        <ul style={{ marginTop: 8, paddingInlineStart: 20 }}>
          <li>
            <Link to="/provider/account?tab=settings">Secure your account</Link>: verify your phone and turn
            on two-factor authentication.
          </li>
          <li>
            <Link to="/provider-find-list-space">Read how finding and listing space works</Link>.
          </li>
          <li>
            <Link to="/provider-resources">Browse provider resources</Link>.
          </li>
        </ul>
      </Card>
    </div>
  );
}
