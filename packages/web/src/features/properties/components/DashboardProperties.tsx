import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { DASHBOARD_RECENT_MATCHES, PROPERTIES, type PropertyView } from '@carespace/domain';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { Empty } from '../../../components/plain/Empty.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import {
  recordPropertyMatch,
  useMatchedProperties,
  useNearbyProperties,
  useSignedInIdentity,
} from '../api/properties-api.ts';
import { PropertyGrid } from './PropertyGrid.tsx';
import './PropertyCard.css';
import './DashboardProperties.css';

/** Your Most Recent Matches: the first 4, with View all matches, or the empty state pointing to the search. */
export function RecentMatches() {
  // Only the first 4 are shown: ask for those, not the whole list.
  const matches = useMatchedProperties({}, DASHBOARD_RECENT_MATCHES);
  return (
    <Card
      title={
        <div className="cs-dashboard-properties__head">
          <span>{PROPERTIES.recentMatchesTitle}</span>
          <Link to="/provider/properties?tab=guest" className="cs-dashboard-properties__extra">
            {PROPERTIES.viewAllMatches}
          </Link>
        </div>
      }
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

/**
 * The info mark beside a card's title: a focusable image named by its text, which also shows as a tooltip on
 * hover and on focus (CSS), as antd's Tooltip did.
 */
function InfoTip({ text }: { text: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard reaches the explanation, as antd's tooltip let it
    <span className="cs-info-tip" role="img" aria-label={text} tabIndex={0}>
      <SvgIcon icon={InfoCircleOutlined} />
      <span className="cs-info-tip__bubble" aria-hidden="true">
        {text}
      </span>
    </span>
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
        <div className="cs-dashboard-properties__head cs-dashboard-properties__head--start">
          {PROPERTIES.nearbyTitle}
          <InfoTip text={PROPERTIES.nearbyTooltip} />
        </div>
      }
    >
      <PropertyGrid
        properties={nearby.data}
        loading={nearby.isPending}
        onOpen={(property) => void open(property)}
        empty={
          <p className="cs-dashboard-properties__empty">
            No listed spaces within about 5 miles of your practice yet. Add your practice address in{' '}
            <Link to="/provider/account?tab=organization">your account</Link>, or{' '}
            <Link to="/provider/properties?tab=property-search">search another area</Link>.
          </p>
        }
      />
    </Card>
  );
}
