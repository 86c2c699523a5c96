import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { applicationCardState, propertyStatusDisplay } from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ImageWithPreview } from '../../../components/ImageWithPreview.tsx';
import { LicenseVerifiedTag } from '../../../components/LicenseVerifiedTag.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { useProperty, useSignedInIdentity } from '../api/properties-api.ts';
import { actingQuery, useAreaBase } from '../area-path.ts';
import { ApplyToProperty } from '../components/ApplyToProperty.tsx';
import { addressText, rateText } from '../components/property-text.ts';
import './PropertyDetailPage.css';

function useNames(table: string) {
  const query = useQuery(referenceTableQuery(table));
  const names = new Map((query.data ?? []).map((item) => [item.id, item.name]));
  return (code: string) => names.get(code) ?? code;
}

/**
 * /provider/properties/{id} and the console's /admin/properties/{id}: photos, the place (street only for the owner
 * and admins), rooms, rates and who it suits. The bookings feature's parts come in from the route (app/): the host's
 * availability editor, and the booking card of an approved applicant.
 */
export default function PropertyDetailPage({
  availabilityEditor,
  bookSpace,
}: {
  availabilityEditor: (propertyId: string) => ReactNode;
  bookSpace: (propertyId: string) => ReactNode;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const property = useProperty(id);
  const identity = useSignedInIdentity();
  const area = useAreaBase();
  const [params] = useSearchParams();
  const roomType = useNames('roomType');
  const specialty = useNames('providerSpecialty');

  if (property.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const p = property.data;
  if (!p) {
    return (
      <Card>
        <Empty description="This property is not available. It may have been unlisted or removed.">
          <Link to={area === '/admin' ? '/admin/properties' : '/provider/properties'}>
            Back to properties
          </Link>
        </Empty>
      </Card>
    );
  }
  const isAdmin = identity?.healcoAdmin ?? false;
  // Admins edit any listing for its organization.
  const canEdit = p.isOwner || isAdmin;
  const [cover, ...others] = p.propertyPhoto.files;
  // Rooms are shown as saved and never reordered here, so their position is a stable key.
  const rooms = p.roomInfo.items.map((item, position) => ({ ...item, key: `room-${position}` }));
  return (
    <div className="cs-stack cs-property-detail">
      <Flex wrap gap={8} justify="space-between" align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          Back
        </Button>
        {canEdit ? (
          <Link to={`${area}/edit/properties/${p.id}${actingQuery(params)}`}>
            {/* The link is the one stop for the keyboard; the button inside it only gives the look. */}
            <Button type="primary" icon={<EditOutlined />} tabIndex={-1}>
              Edit property
            </Button>
          </Link>
        ) : null}
      </Flex>
      <div className="cs-property-detail__photos">
        <ImageWithPreview
          src={cover ? downloadFileUrl(cover.fileName, 'properties') : null}
          alt={cover ? `Cover photo of ${p.title}` : ''}
          width="100%"
          className="cs-property-detail__cover"
        />
        {others.length > 0 ? (
          <div className="cs-property-detail__thumbs">
            {others.map((file, index) => (
              <ImageWithPreview
                key={file.id}
                src={downloadFileUrl(file.fileName, 'properties')}
                alt={`Photo ${index + 2} of ${p.title}`}
                width={120}
                height={120}
              />
            ))}
          </div>
        ) : null}
      </div>
      <Card>
        <Flex wrap gap={8} align="center">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            {p.title}
          </Typography.Title>
          {canEdit ? (
            <Tag color={p.propertyStatus === 'LIST' ? 'success' : 'default'}>
              {propertyStatusDisplay(p.propertyStatus)}
            </Tag>
          ) : null}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {addressText(p.addressInfo, true)}
          {p.organizationName ? ` · ${p.organizationName}` : ''}
        </Typography.Paragraph>
        {p.hostName ? (
          <Flex wrap gap={8} align="center" className="cs-property-detail__host">
            <Typography.Text>Hosted by {p.hostName}</Typography.Text>
            <LicenseVerifiedTag states={p.hostLicenseStates} />
          </Flex>
        ) : null}
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{p.description}</Typography.Paragraph>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Full office">{rateText(p.rate, p.ratePeriod)}</Descriptions.Item>
          <Descriptions.Item label="Room types">{p.roomTypes.map(roomType).join(', ')}</Descriptions.Item>
          {rooms.map((item) => (
            <Descriptions.Item key={item.key} label={item.name || roomType(item.roomType)}>
              {rateText(item.rate, item.ratePeriod)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="Specialties welcome">
            {p.supportedProviderSpecialty.length > 0
              ? p.supportedProviderSpecialty.map((code) => <Tag key={code}>{specialty(code)}</Tag>)
              : 'Every specialty'}
          </Descriptions.Item>
          {p.unsupportedProviderSpecialty.length > 0 ? (
            <Descriptions.Item label="Cannot support">
              {p.unsupportedProviderSpecialty.map((code) => (
                <Tag key={code}>{specialty(code)}</Tag>
              ))}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {!p.isOwner && !p.addressInfo.addressLineOne ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            The host shares the street address once you are introduced.
          </Typography.Paragraph>
        ) : null}
      </Card>
      {!p.isOwner && !isAdmin && p.propertyStatus === 'LIST' ? (
        <ApplyToProperty property={p} organizationId={identity?.organizationId ?? null} />
      ) : null}
      {canEdit ? availabilityEditor(p.id) : null}
      {!p.isOwner &&
      !isAdmin &&
      p.propertyStatus === 'LIST' &&
      applicationCardState(p) === 'Approved Application'
        ? bookSpace(p.id)
        : null}
    </div>
  );
}
