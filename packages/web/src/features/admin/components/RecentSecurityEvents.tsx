import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { Table, type TableColumn } from '../../../components/plain/Table.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { osFromUserAgent } from '../../../lib/user-agent.ts';
import { type AuditEvent, useRecentAuditEvents } from '../api/audit-events-api.ts';
import { adminAccountPath } from './admin-account-path.ts';
import './AdminDashboard.css';

/** The columns' fixed widths and the event column's least: below this the log scrolls inside its card. */
const TABLE_MIN_WIDTH = 870;

/** The newest audit-log entries (HIPAA audit controls): the admin's first real tool. */
export function RecentSecurityEvents({ currentUserId }: { currentUserId: string }) {
  const events = useRecentAuditEvents();
  const names = useQuery(referenceTableQuery('auditEvent'));
  const nameOf = (code: string) => names.data?.find((item) => item.id === code)?.name ?? code;

  const columns: TableColumn<AuditEvent>[] = [
    {
      key: 'occurredAt',
      title: 'When',
      width: 170,
      render: ({ occurredAt }) => (
        <time dateTime={occurredAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(occurredAt)}
        </time>
      ),
    },
    {
      key: 'eventCode',
      title: 'Event',
      render: ({ eventCode }) => (
        <>
          {nameOf(eventCode)} <Tag className="cs-security-event__code">{eventCode}</Tag>
        </>
      ),
    },
    {
      key: 'userId',
      title: 'User',
      width: 240,
      render: (event) =>
        event.userId === null ? (
          <span className="cs-admin-secondary">—</span>
        ) : event.userId === currentUserId ? (
          'You'
        ) : event.user ? (
          <Link to={adminAccountPath(event.userId, event.user.organizationId)} className="cs-security-user">
            <span>{event.user.name ?? event.user.email}</span>
            {event.user.name && <span className="cs-security-user__email">{event.user.email}</span>}
          </Link>
        ) : (
          // The account is gone: the id is all the log still knows.
          <span className="cs-admin-secondary">Removed account</span>
        ),
    },
    { key: 'ip', title: 'IP address', width: 140, render: ({ ip }) => ip ?? '—' },
    {
      key: 'userAgent',
      title: 'Device',
      width: 130,
      render: ({ userAgent }) => (userAgent ? osFromUserAgent(userAgent) : '—'),
    },
  ];

  return (
    <Card
      title={
        <div className="cs-admin-card-head">
          <h2 id="recent-security-events">Recent security events</h2>
          <button
            type="button"
            className="cs-admin-small-button"
            onClick={() => void events.refetch()}
            aria-busy={events.isFetching || undefined}
          >
            {events.isFetching && <span className="cs-admin-small-button__spinner" aria-hidden="true" />}
            Refresh
          </button>
        </div>
      }
    >
      {events.isError ? (
        // antd's warning Result, drawn plainly: the icon, what failed, why, and a retry.
        <div className="cs-admin-result">
          <SvgIcon icon={ExclamationCircleFilled} className="cs-admin-result__icon" />
          <p className="cs-admin-result__title">We couldn't load the security events.</p>
          <p className="cs-admin-result__subtitle">{events.error.message}</p>
          <div className="cs-admin-result__extra">
            <button
              type="button"
              className="cs-admin-small-button cs-admin-result__retry"
              onClick={() => void events.refetch()}
            >
              Fetch again
            </button>
          </div>
        </div>
      ) : (
        <Table<AuditEvent>
          aria-labelledby="recent-security-events"
          columns={columns}
          rows={events.data}
          rowKey={(event) => String(event.id)}
          loading={events.isPending}
          loadingRows={5}
          minWidth={TABLE_MIN_WIDTH}
          empty="No security events yet."
        />
      )}
    </Card>
  );
}
