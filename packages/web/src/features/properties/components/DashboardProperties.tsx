import { InfoCircleOutlined } from '@ant-design/icons';
import { DASHBOARD_RECENT_MATCHES, PROPERTIES, type PropertyView } from '@carespace/domain';
import { Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  recordPropertyMatch,
  useMatchedProperties,
  useNearbyProperties,
  useSignedInIdentity,
} from '../api/properties-api.ts';
import { PropertyGrid } from './PropertyGrid.tsx';
import './PropertyCard.css';

/** Your Most Recent Matches: the first 4, with View all matches, or the empty state pointing to the search. */
export function RecentMatches() {
  // Only the first 4 are shown: ask for those, not the whole list.
  const matches = useMatchedProperties({}, DASHBOARD_RECENT_MATCHES);
  return (
    <Card
      title={PROPERTIES.recentMatchesTitle}
      extra={<Link to="/provider/properties?tab=guest">{PROPERTIES.viewAllMatches}</Link>}
    >
      <PropertyGrid
        properties={matches.matches?.slice(0, DASHBOARD_RECENT_MATCHES)}
        loading={matches.isPending}
        empty={
          <Empty description={PROPERTIES.noMatches}>
            <Link to="/provider/properties?tab=property-search">{PROPERTIES.propertySearchMap}</Link>
          </Empty>
        }
      />
    </Card>
  );
}

/** Recommended Nearby Properties: up to 4 within about 5 miles; opening one records it first, then opens it anyway. */
export function NearbyProperties() {
  const identity = useSignedInIdentity();
  const navigate = useNavigate();
  const nearby = useNearbyProperties();
  const open = async (property: PropertyView) => {
    try {
      await recordPropertyMatch(property.id, identity?.organizationId ?? null);
    } finally {
      navigate(`/provider/properties/${property.id}`);
    }
  };
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {PROPERTIES.nearbyTitle}
          <Tooltip title={PROPERTIES.nearbyTooltip}>
            <InfoCircleOutlined aria-label={PROPERTIES.nearbyTooltip} tabIndex={0} />
          </Tooltip>
        </Flex>
      }
    >
      <PropertyGrid
        properties={nearby.data}
        loading={nearby.isPending}
        onOpen={(property) => void open(property)}
        empty={
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            No listed spaces within about 5 miles of your practice yet. Add your practice address in{' '}
            <Link to="/provider/account?tab=organization">your account</Link>, or{' '}
            <Link to="/provider/properties?tab=property-search">search another area</Link>.
          </Typography.Paragraph>
        }
      />
    </Card>
  );
}
