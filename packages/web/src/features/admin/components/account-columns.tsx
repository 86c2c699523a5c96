import type { TableColumnsType } from 'antd';
import { AccountStatusAction } from './AccountStatusAction.tsx';
import { dateTime, shortDate } from './format.ts';

type Column<Row> = TableColumnsType<Row>[number];

/** The columns every table of people ends with: when they joined, their last sign-in and their account's status. */
export function accountColumns<Row extends { userId: string; status: string }>(
  nameOf: (row: Row) => string,
): Column<Row>[] {
  return [
    {
      title: 'Joined',
      dataIndex: 'createdOn',
      key: 'createdOn',
      sorter: true,
      width: 110,
      render: shortDate,
    },
    {
      title: 'Last login',
      dataIndex: 'lastLogin',
      key: 'lastLogin',
      sorter: true,
      width: 170,
      render: dateTime,
    },
    {
      title: 'Account',
      dataIndex: 'status',
      key: 'accountStatus',
      width: 210,
      render: (status: string, row) => (
        <AccountStatusAction userId={row.userId} name={nameOf(row)} status={status} />
      ),
    },
  ];
}
