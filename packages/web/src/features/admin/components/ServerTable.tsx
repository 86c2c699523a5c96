import { ReloadOutlined } from '@ant-design/icons';
import { TABLE_SCROLL } from '@carespace/domain';
import { Button, Flex, Input, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { queryString, type TableParams } from '../api/admin-api.ts';

interface PageOf<T> {
  items: T[];
  total: number;
}

export interface ServerTableProps<T> {
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  searchPlaceholder: string;
  /** The query hook of this table (paging, sorting and search happen on the server). */
  useRows: (params: TableParams) => {
    data: PageOf<T> | undefined;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  defaultSort?: string;
  /** The table's CSV export (e.g. /admin/providers/export): Export CSV downloads what the search and sort select. */
  exportPath?: string;
  /** Filters of the page's own (e.g. a status), sent with the list and the export alike. */
  extraFilters?: Record<string, string>;
  /** The page's controls for those filters, shown beside the search. */
  filterControls?: ReactNode;
}

/**
 * An admin table: search box, Refresh List, Export CSV (when the table has an export), server-side sorting and
 * paging, Fetch again on failure.
 */
export function ServerTable<T extends object>({
  columns,
  rowKey,
  searchPlaceholder,
  useRows,
  exportPath,
  extraFilters,
  filterControls,
}: ServerTableProps<T>) {
  const [own, setParams] = useState<TableParams>({ page: 1, pageSize: 20 });
  const params = { ...own, ...extraFilters };
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const { data, isFetching, isError, refetch } = useRows(params);
  return (
    <div className="cs-stack">
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          style={{ maxWidth: 360 }}
          onSearch={(value) => setParams((p) => ({ ...p, page: 1, search: value.trim() || undefined }))}
        />
        {filterControls}
        <Button icon={<ReloadOutlined />} onClick={() => refetch()}>
          Refresh List
        </Button>
        {exportPath && (
          <ExportCsvButton
            path={`${exportPath}?${queryString(filters)}`}
            fallbackName={`carespace-${exportPath.split('/').at(-2) ?? 'export'}.csv`}
          />
        )}
      </Flex>
      {isError ? (
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <Typography.Text>We could not load this list just now.</Typography.Text>
          <Button onClick={() => refetch()}>Fetch again</Button>
        </Flex>
      ) : (
        <Table<T>
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: TABLE_SCROLL.x, y: TABLE_SCROLL.y }}
          locale={{ emptyText: 'No results to display' }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `${total.toLocaleString('en-US')} in all`,
          }}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const sort = one?.order ? String(one.columnKey ?? one.field) : undefined;
            setParams((p) => ({
              ...p,
              page: pagination.current ?? 1,
              pageSize: pagination.pageSize ?? p.pageSize,
              sort,
              order: one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined,
            }));
          }}
        />
      )}
    </div>
  );
}
