import { type AdminProviderRow, SIGNUP_REASON } from '@carespace/domain';
import { Badge, Card, Flex, Space, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { QueryTabs } from '../../../components/QueryTabs.tsx';
import { useProvidersTable } from '../api/admin-api.ts';
import { useLicenseQueue } from '../api/admin-licenses-api.ts';
import { accountColumns } from '../components/account-columns.tsx';
import { orDash, phone } from '../components/format.ts';
import { LicenseQueue } from '../components/LicenseQueue.tsx';
import { OnlineIndicator } from '../components/OnlineIndicator.tsx';
import { ServerTable } from '../components/ServerTable.tsx';

/** The provider profile page of the console (/admin/providerProfile), by user and practice. */
function profilePath(row: AdminProviderRow): string {
  const query = new URLSearchParams({ userId: row.userId });
  if (row.organizationId) query.set('organizationId', row.organizationId);
  return `/admin/providerProfile?${query.toString()}`;
}

const columns: TableColumnsType<AdminProviderRow> = [
  {
    title: 'Name',
    dataIndex: 'hostName',
    key: 'hostName',
    sorter: true,
    fixed: 'left',
    width: 180,
    render: (name: string, row) => <Link to={profilePath(row)}>{name}</Link>,
  },
  {
    title: 'Status',
    dataIndex: 'online',
    key: 'online',
    width: 160,
    render: (status: AdminProviderRow['online']) => <OnlineIndicator status={status} />,
  },
  {
    title: 'Practice',
    dataIndex: 'organizationName',
    key: 'organizationName',
    sorter: true,
    width: 200,
    render: orDash,
  },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, width: 240 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', sorter: true, width: 150, render: phone },
  { title: 'Address', dataIndex: 'address', key: 'address', sorter: true, width: 260, render: orDash },
  { title: 'State', dataIndex: 'usState', key: 'usState', sorter: true, width: 90, render: orDash },
  {
    title: 'Specialty',
    dataIndex: 'specialty',
    key: 'specialty',
    sorter: true,
    width: 200,
    render: (codes: string[]) =>
      codes.length === 0 ? (
        '—'
      ) : (
        <Space size={[0, 4]} wrap>
          {codes.map((code) => (
            <Tag key={code}>{code}</Tag>
          ))}
        </Space>
      ),
  },
  {
    title: 'Signed up to',
    dataIndex: 'signupReason',
    key: 'signupReason',
    sorter: true,
    width: 170,
    render: (code: string | null) =>
      code ? (SIGNUP_REASON[code as keyof typeof SIGNUP_REASON] ?? code) : '—',
  },
  { title: 'Listings', dataIndex: 'propertyCount', key: 'propertyCount', sorter: true, width: 100 },
  ...accountColumns<AdminProviderRow>((row) => row.hostName),
];

/**
 * /admin/provider: every provider with their practice (a name opens their provider profile in the console), and
 * beside it the queue of state licenses to verify (?tab=licenses), with how many wait on the tab.
 */
export default function AdminProvidersPage() {
  const queue = useLicenseQueue();
  const waiting = queue.data?.total ?? 0;
  return (
    <QueryTabs
      defaultActiveKey="providers"
      items={[
        {
          key: 'providers',
          label: 'Providers',
          children: (
            <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Providers</h2>}>
              <ServerTable<AdminProviderRow>
                columns={columns}
                rowKey="userId"
                searchPlaceholder="Search by name, practice, email, specialty…"
                useRows={useProvidersTable}
                exportPath="/admin/providers/export"
              />
            </Card>
          ),
        },
        {
          key: 'licenses',
          label: (
            <Flex gap={8} align="center">
              Licenses to verify
              {waiting > 0 ? <Badge count={waiting} color="#9A5B00" /> : null}
            </Flex>
          ),
          children: <LicenseQueue />,
        },
      ]}
    />
  );
}
