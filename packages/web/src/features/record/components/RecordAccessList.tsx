import { DATE_FORMATS, type RecordAccessEntry } from '@carespace/domain';
import { Alert, Button, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useRecordAccess } from '../api/record-api.ts';

const PAGE_SIZE = 10;

const when = (iso: string) => dayjs(iso).format(`${DATE_FORMATS.fullDate} ${DATE_FORMATS.time}`);

/**
 * "Who has read my record": every read by someone else, newest first, a page at a time from the server. A list
 * rather than a table, so each read reads as a sentence at any width, with nothing to scroll sideways.
 */
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
    <section aria-label="Who has read my record">
      <List<RecordAccessEntry>
        size="small"
        rowKey="id"
        loading={access.isFetching}
        dataSource={access.data?.items ?? []}
        locale={{ emptyText: 'Nobody at Carespace has read your record yet.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: access.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          align: 'center',
          onChange: setPage,
        }}
        renderItem={(entry) => (
          <List.Item>
            <div>
              <Typography.Text strong>{entry.reader.name}</Typography.Text>
              <Typography.Text type="secondary"> · {entry.reader.roleLabel}</Typography.Text>
              <br />
              <Typography.Text>{entry.what}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {when(entry.occurredAt)} · from {entry.where}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
