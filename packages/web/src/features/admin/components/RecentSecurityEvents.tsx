import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { osFromUserAgent } from '../../../lib/user-agent.ts';
import { type AuditEvent, useRecentAuditEvents } from '../api/audit-events-api.ts';
import { adminAccountPath } from './admin-account-path.ts';

/** The newest audit-log entries (HIPAA audit controls): the admin's first real tool. */
export function RecentSecurityEvents({ currentUserId }: { currentUserId: string }) {
  const events = useRecentAuditEvents();
  const names = useQuery(referenceTableQuery('auditEvent'));
  const nameOf = (code: string) => names.data?.find((item) => item.id === code)?.name ?? code;

  const columns: TableColumnsType<AuditEvent> = [
    {
      title: 'When',
      dataIndex: 'occurredAt',
      width: 170,
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(value)}
        </time>
      ),
    },
    {
      title: 'Event',
      dataIndex: 'eventCode',
      render: (code: string) => (
        <>
          {nameOf(code)} <Tag style={{ marginInlineStart: 4 }}>{code}</Tag>
        </>
      ),
    },
    {
      title: 'User',
      dataIndex: 'userId',
      width: 240,
      render: (userId: string | null, event) =>
        userId === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : userId === currentUserId ? (
          'You'
        ) : event.user ? (
          <Link
            to={adminAccountPath(userId, event.user.organizationId)}
            style={{ display: 'inline-flex', flexDirection: 'column' }}
          >
            <span>{event.user.name ?? event.user.email}</span>
            {event.user.name && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {event.user.email}
              </Typography.Text>
            )}
          </Link>
        ) : (
          // The account is gone: the id is all the log still knows.
          <Typography.Text type="secondary">Removed account</Typography.Text>
        ),
    },
    { title: 'IP address', dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
    {
      title: 'Device',
      dataIndex: 'userAgent',
      width: 130,
      render: (agent: string | null) => (agent ? osFromUserAgent(agent) : '—'),
    },
  ];

  return (
    <Card
      title={
        <h2 style={{ margin: 0, fontSize: 18 }} id="recent-security-events">
          Recent security events
        </h2>
      }
      extra={
        <Button size="small" onClick={() => void events.refetch()} loading={events.isFetching}>
          Refresh
        </Button>
      }
    >
      {events.isError ? (
        <Result
          status="warning"
          title="We couldn't load the security events."
          subTitle={events.error.message}
          extra={<Button onClick={() => void events.refetch()}>Fetch again</Button>}
        />
      ) : (
        <Table<AuditEvent>
          aria-labelledby="recent-security-events"
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={events.data ?? []}
          loading={events.isPending}
          pagination={false}
          scroll={{ x: 870 }}
          locale={{ emptyText: 'No security events yet.' }}
        />
      )}
    </Card>
  );
}
