import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountSummaryCard } from '../components/AccountSummaryCard.tsx';
import { adminAccountPath } from '../components/admin-account-path.ts';

/**
 * /admin/providerProfile?userId&organizationId: one provider as the operator acts on them — the account and its
 * status, links to edit the profile, practice and membership, and the practice's listings with New Property
 * (admins add properties and start memberships for an organization). The listings are the properties feature's,
 * handed in by the route.
 */
export default function ProviderProfilePage({
  listings,
}: {
  listings: (organizationId: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const organizationId = params.get('organizationId');
  return (
    <div className="cs-stack">
      <AccountSummaryCard
        userId={userId}
        actions={
          userId ? (
            <>
              <Link to={adminAccountPath(userId, organizationId, 'profile')}>
                {/* The link is the one stop for the keyboard; the button inside it only gives the look. */}
                <Button tabIndex={-1}>Profile</Button>
              </Link>
              {organizationId ? (
                <>
                  <Link to={adminAccountPath(userId, organizationId, 'organization')}>
                    <Button tabIndex={-1}>Practice</Button>
                  </Link>
                  <Link to={adminAccountPath(userId, organizationId, 'billing')}>
                    <Button tabIndex={-1}>Billing &amp; Membership</Button>
                  </Link>
                </>
              ) : null}
            </>
          ) : null
        }
      />
      {organizationId ? (
        listings(organizationId)
      ) : userId ? (
        <Card>
          <Typography.Paragraph style={{ margin: 0 }}>
            This account has no practice, so there are no listings to show.
          </Typography.Paragraph>
        </Card>
      ) : null}
    </div>
  );
}
