import type { AdminVisitRequest } from '@carespace/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { Table, type TableColumn } from '../../../components/plain/Table.tsx';
import { Tag, type TagColor } from '../../../components/plain/Tag.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { useAdminVisitRequests } from '../api/in-person-api.ts';
import { visitTime } from './visit-format.ts';
import './AdminVisitRequests.css';

const STATUS: Record<AdminVisitRequest['status'], { label: string; color: TagColor }> = {
  REQD: { label: 'Waiting', color: 'warning' },
  ACPT: { label: 'Accepted', color: 'success' },
  DECL: { label: 'Declined', color: 'default' },
};

const COLUMNS: TableColumn<AdminVisitRequest>[] = [
  { key: 'createdOn', title: 'Asked', render: (row) => formatDate(row.createdOn) },
  { key: 'patientName', title: 'Patient', render: (row) => row.patientName },
  { key: 'treatment', title: 'Treatment', render: (row) => row.treatmentCategory.name },
  { key: 'clinician', title: 'Clinician', render: (row) => `${row.clinicianName}, ${row.practiceName}` },
  {
    key: 'status',
    title: 'Status',
    render: (row) => (
      <>
        <Tag color={STATUS[row.status].color}>{STATUS[row.status].label}</Tag>
        {row.acceptedTime ? visitTime(row.acceptedTime) : null}
      </>
    ),
  },
  { key: 'shareAnswers', title: 'Answers shared', render: (row) => (row.shareAnswers ? 'Yes' : 'No') },
];

/** The admin console's view of in-person visit requests: who asked whom, and where each stands. */
export function AdminVisitRequests() {
  const requests = useAdminVisitRequests();
  return (
    <Card
      title={
        <div className="cs-visit-requests__head">
          <h2 id="in-person-visit-requests">In-person visit requests</h2>
          <Link to="/admin/prescription?tab=referred">Referred requests</Link>
        </div>
      }
    >
      <Table<AdminVisitRequest>
        aria-labelledby="in-person-visit-requests"
        className="cs-visit-requests__table"
        columns={COLUMNS}
        rows={requests.data}
        rowKey={(row) => row.id}
        loading={requests.isPending}
        loadingRows={2}
        minWidth="max-content"
        empty="No patient has asked for a visit yet."
      />
      <p className="cs-visit-requests__note">
        Carespace passes the request on; the visit and its record stay between the patient and the clinician.
      </p>
    </Card>
  );
}
