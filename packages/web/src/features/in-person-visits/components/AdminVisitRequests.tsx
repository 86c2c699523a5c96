import type { AdminVisitRequest } from '@carespace/domain';
import { Card, Table, type TableProps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-format.ts';
import { useAdminVisitRequests } from '../api/in-person-api.ts';
import { visitTime } from './visit-format.ts';

const STATUS: Record<AdminVisitRequest['status'], { label: string; color: string }> = {
  REQD: { label: 'Waiting', color: 'warning' },
  ACPT: { label: 'Accepted', color: 'success' },
  DECL: { label: 'Declined', color: 'default' },
};

const COLUMNS: TableProps<AdminVisitRequest>['columns'] = [
  { title: 'Asked', dataIndex: 'createdOn', render: (value: string) => formatDate(value) },
  { title: 'Patient', dataIndex: 'patientName' },
  { title: 'Treatment', dataIndex: ['treatmentCategory', 'name'] },
  {
    title: 'Clinician',
    key: 'clinician',
    render: (_, row) => `${row.clinicianName}, ${row.practiceName}`,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, row) => (
      <>
        <Tag color={STATUS[row.status].color}>{STATUS[row.status].label}</Tag>
        {row.acceptedTime ? visitTime(row.acceptedTime) : null}
      </>
    ),
  },
  { title: 'Answers shared', dataIndex: 'shareAnswers', render: (value: boolean) => (value ? 'Yes' : 'No') },
];

/** The admin console's view of in-person visit requests: who asked whom, and where each stands. */
export function AdminVisitRequests() {
  const requests = useAdminVisitRequests();
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>In-person visit requests</h2>}
      extra={<Link to="/admin/prescription?tab=referred">Referred requests</Link>}
    >
      <Table
        size="small"
        rowKey="id"
        loading={requests.isPending}
        columns={COLUMNS}
        dataSource={requests.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No patient has asked for a visit yet.' }}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        Carespace passes the request on; the visit and its record stay between the patient and the clinician.
      </Typography.Paragraph>
    </Card>
  );
}
