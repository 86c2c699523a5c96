import { type AdminPropertyRow, propertyStatusDisplay } from '@carespace/domain';
import { Card, type TableColumnsType } from 'antd';
import { usePropertiesTable } from '../api/admin-api.ts';
import { shortDate } from '../components/format.ts';
import { ServerTable } from '../components/ServerTable.tsx';

const columns: TableColumnsType<AdminPropertyRow> = [
  {
    title: 'Listing',
    dataIndex: 'title',
    key: 'title',
    sorter: true,
    fixed: 'left',
    width: 220,
    // The property page opens in a new tab, so the table keeps its place.
    render: (title: string, row) => (
      <a href={`/admin/properties/${encodeURIComponent(row.id)}`} target="_blank" rel="noopener">
        {title}
      </a>
    ),
  },
  { title: 'Practice', dataIndex: 'organizationName', key: 'organizationName', sorter: true, width: 200 },
  { title: 'Address', dataIndex: 'address', key: 'address', width: 220 },
  { title: 'City', dataIndex: 'city', key: 'city', sorter: true, width: 140 },
  { title: 'State', dataIndex: 'usState', key: 'usState', sorter: true, width: 80 },
  { title: 'ZIP', dataIndex: 'zipcode', key: 'zipcode', width: 90 },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    width: 110,
    render: (status: string) => propertyStatusDisplay(status),
  },
  { title: 'Created', dataIndex: 'createdOn', key: 'createdOn', sorter: true, width: 110, render: shortDate },
];

/** /admin/properties: every listing but deleted ones, drafts included. */
export default function AdminPropertiesPage() {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Properties</h2>}>
      <ServerTable<AdminPropertyRow>
        columns={columns}
        rowKey="id"
        searchPlaceholder="Search by listing, practice or place"
        useRows={usePropertiesTable}
        exportPath="/admin/properties/export"
      />
    </Card>
  );
}
