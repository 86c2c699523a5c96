import type { AdminPatientRow } from '@carespace/domain';
import { Card, type TableColumnsType } from 'antd';
import { IdleGate } from '../../../components/IdleGate.tsx';
import { usePatientsTable } from '../api/admin-api.ts';
import { accountColumns } from '../components/account-columns.tsx';
import { orDash, phone } from '../components/format.ts';
import { OnlineIndicator } from '../components/OnlineIndicator.tsx';
import { RecordForPatient } from '../components/RecordForPatient.tsx';
import { ServerTable } from '../components/ServerTable.tsx';

const columns: TableColumnsType<AdminPatientRow> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, fixed: 'left', width: 180 },
  {
    title: 'Status',
    dataIndex: 'online',
    key: 'online',
    width: 160,
    render: (status: AdminPatientRow['online']) => <OnlineIndicator status={status} />,
  },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, width: 240 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', sorter: true, width: 150, render: phone },
  { title: 'Address', dataIndex: 'address', key: 'address', sorter: true, width: 260, render: orDash },
  { title: 'State', dataIndex: 'usState', key: 'usState', sorter: true, width: 90, render: orDash },
  ...accountColumns<AdminPatientRow>((row) => row.name),
  {
    title: 'Record',
    key: 'record',
    width: 110,
    render: (_: unknown, row) => <RecordForPatient userId={row.userId} name={row.name} />,
  },
];

/**
 * /admin/patient: patients' details are ePHI, so the list sits behind the idle gate, which records access-ePHI on
 * opening and logout-ePHI on leaving; the server audits each page it sends.
 */
export default function AdminPatientsPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <IdleGate onSignOut={onSignOut}>
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Patients</h2>}>
        <ServerTable<AdminPatientRow>
          columns={columns}
          rowKey="userId"
          searchPlaceholder="Search by name, email, phone or place"
          useRows={usePatientsTable}
          exportPath="/admin/patients/export"
        />
      </Card>
    </IdleGate>
  );
}
