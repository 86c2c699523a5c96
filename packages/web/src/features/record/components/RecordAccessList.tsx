import { DATE_FORMATS, type RecordAccessEntry } from '@carespace/domain';
import { Alert, Button, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useRecordAccess } from '../api/record-api.ts';

const PAGE_SIZE = 10;

const when = (iso: string) => dayjs(iso).format(`${DATE_FORMATS.fullDate} ${DATE_FORMATS.time}`);

/** "Who has read my record": every read by someone else, newest first, a page at a time from the server. */
export function RecordAccessList({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const access = useRecordAccess(userId, page, PAGE_SIZE);

  if (access.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        message="We couldn't load who has read your record."
        action={<Button onClick={() => void access.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <Table<RecordAccessEntry>
      aria-label="Who has read my record"
      rowKey="id"
      size="small"
      loading={access.isFetching}
      dataSource={access.data?.items ?? []}
      scroll={{ x: 760 }}
      locale={{ emptyText: 'Nobody at Carespace has read your record yet.' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: access.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        { key: 'when', title: 'When', render: (_, entry) => when(entry.occurredAt), width: 150 },
        {
          key: 'who',
          title: 'Who',
          width: 180,
          render: (_, entry) => (
            <>
              <Typography.Text strong>{entry.reader.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{entry.reader.roleLabel}</Typography.Text>
            </>
          ),
        },
        { key: 'what', title: 'What they read', dataIndex: 'what' },
        { key: 'where', title: 'From', dataIndex: 'where', width: 150 },
      ]}
    />
  );
}
