import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { MembershipTile } from '../../features/account/components/MembershipTile.tsx';
import { UpcomingBookings } from '../../features/bookings/components/UpcomingBookings.tsx';
import { VisitRequests } from '../../features/in-person-visits/components/VisitRequests.tsx';
import { PropertyConnections } from '../../features/introductions/components/PropertyConnections.tsx';
import {
  NearbyProperties,
  RecentMatches,
} from '../../features/properties/components/DashboardProperties.tsx';
import { ReferralTiles } from '../../features/referrals/components/ReferralTiles.tsx';
import { useShell } from '../../lib/shell-context.ts';

/**
 * /provider: quick ways in, the introductions waiting for an answer (only when any), the most recent matches and
 * the spaces nearby.
 */
export default function ProviderDashboardRoute() {
  const { identity } = useShell();
  return (
    <div className="cs-stack">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          Welcome, {identity.firstName}.
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <MembershipTile organizationId={identity.organizationId} />
          </Col>
          <Col xs={24} md={12}>
            <Link to="/provider/new/properties">
              <Card size="small" hoverable>
                <PlusOutlined /> Create a listing
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  Share a spare room with providers who fit it.
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
          <Col xs={24} md={12}>
            <Link to="/provider/properties?tab=property-search">
              <Card size="small" hoverable>
                <SearchOutlined /> Search properties
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  Find space by ZIP code and specialty.
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
          <ReferralTiles referrer={identity} />
          <Col xs={24}>
            <Link to="/provider/referrals">How referrals work, and the pharmacy link to share</Link>
          </Col>
        </Row>
      </Card>
      <VisitRequests />
      <UpcomingBookings />
      <PropertyConnections organizationId={identity.organizationId} />
      <RecentMatches />
      <NearbyProperties />
    </div>
  );
}
