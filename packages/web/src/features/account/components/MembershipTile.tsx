import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import { MEMBERSHIP } from '@carespace/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
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
    <Link to="/provider/account?tab=billing" className="cs-ui-tile">
      <Card size="small" hoverable>
        <SvgIcon icon={CrownOutlined} /> Membership plan:{' '}
        <strong data-testid="membership-plan">{label}</strong>
        <p className="cs-ui-tile__hint">
          {paid ? 'View or update your membership.' : 'Upgrade to answer every introduction and chat.'}
        </p>
      </Card>
    </Link>
  );
}
