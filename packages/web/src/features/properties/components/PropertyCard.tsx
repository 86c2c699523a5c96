import BellFilled from '@ant-design/icons-svg/es/asn/BellFilled';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { type PropertyView, propertyBadge, propertyStatusDisplay, specialtyTags } from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { LicenseVerifiedTag } from '../../../components/LicenseVerifiedTag.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { useAreaBase } from '../area-path.ts';
import { ApplicationStateTag } from './ApplicationStateTag.tsx';
import { addressText, distanceText, rateText } from './property-text.ts';
import './PropertyCard.css';

export interface PropertyCardProps {
  property: PropertyView;
  /** Where the card leads; without it the card is a button (see onSelect). */
  to?: string;
  /** Called instead of following the link (nearby recommendations record the click first). */
  onOpen?: (property: PropertyView) => void;
  /** Choose my Properties: the card toggles its selection. */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (property: PropertyView) => void;
  /** Show the status tag (the owner's own listings). */
  showStatus?: boolean;
}

const BADGE_COLOR = { New: 'green', 'Not Viewed': 'default' } as const;

/**
 * A property card: the cover photo (a fallback picture when it fails, No Pictures Yet when there is
 * none), at most 5 specialty tags then +N More, and the New / Not Viewed badge for listed properties. Another
 * practice's card says "License verified" when its host holds a verified, unexpired state license. Plain React
 * and CSS: the dashboard and the Properties page show it without antd.
 */
export function PropertyCard({
  property,
  to,
  onOpen,
  selectable,
  selected,
  onSelect,
  showStatus,
}: PropertyCardProps) {
  const area = useAreaBase();
  const specialties = useQuery(referenceTableQuery('providerSpecialty'));
  const names = new Map((specialties.data ?? []).map((item) => [item.id, item.name]));
  const tags = specialtyTags(property.supportedProviderSpecialty);
  const cover = property.propertyPhoto.files[0];
  const badge = property.propertyStatus === 'LIST' ? propertyBadge(property) : null;
  const distance = distanceText(property.distanceMiles);
  const linked = !selectable && !onOpen;

  const body: ReactNode = (
    <Card
      hoverable
      className={`cs-property-card${selected ? ' cs-property-card--selected' : ''}${linked ? ' cs-property-card--linked' : ''}`}
    >
      <div className="cs-property-card__cover">
        <ImageWithFallback
          src={cover ? downloadFileUrl(cover.fileName, 'properties') : null}
          alt={cover ? `Photo of ${property.title}` : ''}
          width="100%"
          height={180}
          className="cs-property-card__image"
        />
        {badge ? (
          <Tag color={BADGE_COLOR[badge]} className="cs-property-card__badge">
            {badge}
          </Tag>
        ) : null}
        {selected ? (
          <span className="cs-property-card__check" role="img" aria-label="Selected">
            <SvgIcon icon={CheckCircleFilled} />
          </span>
        ) : null}
      </div>
      <div className="cs-property-card__body">
        <h3 className="cs-property-card__title">
          {linked ? (
            // The title is the link, named by its own text; its ::after covers the card, so the whole card opens it.
            <Link to={to ?? `${area}/properties/${property.id}`} className="cs-property-card__title-link">
              {property.title}
            </Link>
          ) : (
            property.title
          )}
        </h3>
        <span className="cs-property-card__line cs-property-card__line--secondary">
          {addressText(property.addressInfo)}
        </span>
        <span className="cs-property-card__line">
          {rateText(property.rate, property.ratePeriod)}
          {distance ? <span className="cs-property-card__distance"> · {distance}</span> : null}
        </span>
        {!property.isOwner && property.hostLicenseStates.length > 0 ? (
          <div className="cs-property-card__trust">
            <LicenseVerifiedTag states={property.hostLicenseStates} />
          </div>
        ) : null}
        <ApplicationStateTag property={property} />
        {showStatus ? (
          <Tag color={property.propertyStatus === 'LIST' ? 'success' : 'default'}>
            {propertyStatusDisplay(property.propertyStatus)}
          </Tag>
        ) : null}
        {tags.shown.length > 0 ? (
          <div className="cs-property-card__tags">
            {tags.shown.map((code) => (
              <Tag key={code}>{names.get(code) ?? code}</Tag>
            ))}
            {tags.more ? <Tag className="cs-property-card__more">{tags.more}</Tag> : null}
          </div>
        ) : (
          <span className="cs-property-card__line cs-property-card__line--secondary">
            Open to every specialty
          </span>
        )}
      </div>
    </Card>
  );

  if (selectable) {
    // Choosing listings to keep is not the moment to answer applications: the card alone toggles.
    return (
      <button
        type="button"
        className="cs-property-card__button"
        aria-pressed={selected}
        onClick={() => onSelect?.(property)}
      >
        {body}
      </button>
    );
  }
  if (onOpen) {
    return (
      <button type="button" className="cs-property-card__button" onClick={() => onOpen(property)}>
        {body}
      </button>
    );
  }
  const card = <div className="cs-property-card__link">{body}</div>;
  const pending = property.alerts?.pendingApp ?? 0;
  if (pending === 0) return card;
  // Beside the card's own link rather than inside it: a link within a link is neither valid nor reachable by keyboard.
  return (
    <div className="cs-property-card__with-alert">
      {card}
      <PendingApplicationsAlert count={pending} to={`${area}/connections`} title={property.title} />
    </div>
  );
}

/**
 * The host's cue that people are waiting (alerts.pendingApp, counted by the server for the owning practice only),
 * leading to the applications that wait for an answer.
 */
function PendingApplicationsAlert({ count, to, title }: { count: number; to: string; title: string }) {
  return (
    <div className="cs-property-card__alert" role="status" data-testid="pending-applications">
      <SvgIcon icon={BellFilled} className="cs-property-card__alert-icon" />
      <span>
        {count === 1 ? '1 application waits' : `${count} applications wait`} for your answer.{' '}
        <Link to={to} aria-label={`Review applications for ${title}`}>
          Review applications
        </Link>
      </span>
    </div>
  );
}
