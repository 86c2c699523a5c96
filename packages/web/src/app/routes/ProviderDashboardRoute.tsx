import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Link } from 'react-router';
import { Card } from '../../components/plain/Card.tsx';
import { SvgIcon } from '../../components/SvgIcon.tsx';
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
import './ProviderDashboardRoute.css';

/**
 * /provider: quick ways in, the introductions waiting for an answer (only when any), the most recent matches and
 * the spaces nearby. Plain React and CSS, so a phone downloads no antd for it; a visit request's decline dialog
 * brings antd when it opens.
 */
export default function ProviderDashboardRoute() {
  const { identity } = useShell();
  return (
    <div className="cs-stack cs-provider-home">
      <Card>
        <h2 className="cs-provider-home__title">Welcome, {identity.firstName}.</h2>
        <div className="cs-provider-home__tiles">
          <div className="cs-provider-home__wide">
            <MembershipTile organizationId={identity.organizationId} />
          </div>
          <Link to="/provider/new/properties" className="cs-ui-tile">
            <Card size="small" hoverable>
              <SvgIcon icon={PlusOutlined} /> Create a listing
              <p className="cs-ui-tile__hint">Share a spare room with providers who fit it.</p>
            </Card>
          </Link>
          <Link to="/provider/properties?tab=property-search" className="cs-ui-tile">
            <Card size="small" hoverable>
              <SvgIcon icon={SearchOutlined} /> Search properties
              <p className="cs-ui-tile__hint">Find space by ZIP code and specialty.</p>
            </Card>
          </Link>
          <ReferralTiles referrer={identity} />
          <div className="cs-provider-home__wide">
            <Link to="/provider/referrals">How referrals work, and the pharmacy link to share</Link>
          </div>
        </div>
      </Card>
      <VisitRequests />
      <UpcomingBookings />
      <PropertyConnections organizationId={identity.organizationId} />
      <RecentMatches />
      <NearbyProperties />
    </div>
  );
}
