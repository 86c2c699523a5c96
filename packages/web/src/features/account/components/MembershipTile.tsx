import { CrownOutlined } from '@ant-design/icons';
import { MEMBERSHIP } from '@carespace/domain';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useMembership } from '../api/membership-api.ts';

/**
 * The provider dashboard's membership tile: the practice's plan, Free when it has none, linking to
 * the account's Billing & Membership tab.
 */
export function MembershipTile({ organizationId }: { organizationId: string | null }) {
  const membership = useMembership(organizationId, organizationId !== null);
  const label =
    membership.data?.planLabel ?? (membership.isPending && organizationId ? '…' : MEMBERSHIP.free);
  const paid = membership.data?.isPaid === true;
  return (
    <Link to="/provider/account?tab=billing">
      <Card size="small" hoverable>
        <CrownOutlined aria-hidden /> Membership plan: <strong data-testid="membership-plan">{label}</strong>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {paid ? 'View or update your membership.' : 'Upgrade to answer every introduction and chat.'}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}
