import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  PRESCRIPTIONS,
  type PrescriptionListItem,
  type PrescriptionTab,
  TREATMENT_CATEGORY,
} from '@carespace/domain';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { QueryTabs, TAB_PARAM } from '../../../components/QueryTabs.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import {
  type ReviewListParams,
  type ReviewRole,
  reviewListQueryString,
  useRefreshReview,
  useReviewList,
} from '../api/review-api.ts';
import { OrderHistoryTable } from './Fulfilment.tsx';
import { CategoryTag, PrescriptionModal } from './PrescriptionModal.tsx';
import './PrescriptionRequests.css';

/** The tabs each role has; the 'others' tab is labelled Pending. */
const TABS: Record<ReviewRole, ReadonlyArray<{ key: PrescriptionTab; label: string }>> = {
  admin: [
    { key: 'others', label: 'Pending' },
    { key: 'approved', label: 'Approved' },
    { key: 'rejected', label: 'Rejected' },
    { key: 'referred', label: 'Referred' },
    { key: 'completed', label: 'Completed' },
    { key: 'incomplete', label: 'Incomplete' },
  ],
  reviewer: [
    { key: 'others', label: 'Pending' },
    { key: 'approved', label: 'Approved' },
    { key: 'rejected', label: 'Rejected' },
    { key: 'completed', label: 'Completed' },
  ],
  pharmacist: [{ key: 'approved', label: 'Approved' }],
};

const DATE_LABEL: Record<PrescriptionTab, string> = {
  others: 'Paid',
  approved: 'Approved',
  completed: 'Approved',
  rejected: 'Rejected',
  referred: 'Referred',
  incomplete: 'Started',
};

function tabDate(item: PrescriptionListItem, tab: PrescriptionTab): string | null {
  if (tab === 'others') return item.paidOn;
  if (tab === 'approved' || tab === 'completed') return item.acceptedOn;
  if (tab === 'rejected') return item.rejectedOn;
  if (tab === 'referred') return item.referredOn;
  return item.createdOn;
}

/** The request's checkout page, the one its patient reaches with Complete Checkout. */
export const checkoutPath = (patientQuestionnaireId: string) =>
  `/get-started?patientQuestionnaireId=${encodeURIComponent(patientQuestionnaireId)}`;

interface Filters {
  name?: string;
  email?: string;
  treatmentCategory?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const PAGE_SIZE = 20;
const CATEGORY_OPTIONS = Object.entries(TREATMENT_CATEGORY).map(([value, label]) => ({ value, label }));

function ExpandedRow({
  item,
  tab,
  canFulfil,
  onSaved,
}: {
  item: PrescriptionListItem;
  tab: PrescriptionTab;
  canFulfil: boolean;
  onSaved: () => void;
}) {
  return (
    <Flex vertical gap={8} className="cs-rx-expanded">
      {item.medication && (
        <Typography.Text>
          {item.medication.name}, {item.medication.dosage} · {item.medication.quantity} (
          {item.medication.daySupply} day supply)
        </Typography.Text>
      )}
      {item.rejectionReason && (
        <Typography.Text>
          Reason: {item.rejectionReason.name}
          {item.rejectionReason.other ? ` — ${item.rejectionReason.other}` : ''}
        </Typography.Text>
      )}
      {item.providerNote && <Typography.Text type="secondary">Note: {item.providerNote}</Typography.Text>}
      {item.referralNote && (
        <Typography.Text>Referred for an in-person visit: {item.referralNote}</Typography.Text>
      )}
      {(tab === 'approved' || tab === 'completed') && (
        <OrderHistoryTable
          orders={item.orderHistory}
          canEdit={canFulfil && tab === 'approved'}
          onSaved={onSaved}
        />
      )}
    </Flex>
  );
}

/**
 * The prescription list for reviewers, pharmacists and admins: tabs in the query, filters,
 * server-side sorting and paging, expandable rows, and the request's modal.
 */
export function PrescriptionRequests({ role }: { role: ReviewRole }) {
  const { message } = App.useApp();
  const tabs = TABS[role];
  const [params] = useSearchParams();
  const requested = params.get(TAB_PARAM) as PrescriptionTab | null;
  const tab: PrescriptionTab = tabs.some((t) => t.key === requested)
    ? (requested as PrescriptionTab)
    : (tabs[0]?.key ?? 'approved');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Pick<ReviewListParams, 'sort' | 'order'>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const decided = useRef(false);
  const refresh = useRefreshReview();

  const listParams: ReviewListParams = useMemo(
    () => ({
      tab,
      page,
      pageSize: PAGE_SIZE,
      ...sort,
      name: filters.name?.trim() || undefined,
      email: filters.email?.trim() || undefined,
      treatmentCategory: filters.treatmentCategory,
      from: filters.range?.[0]?.format('YYYY-MM-DD'),
      to: filters.range?.[1]?.format('YYYY-MM-DD'),
    }),
    [tab, page, sort, filters],
  );
  const list = useReviewList(listParams);
  // The export takes the tab, filters and sort; the page is the screen's.
  const { page: _page, pageSize: _pageSize, ...exportParams } = listParams;
  const canDecide = role !== 'pharmacist' && tab === 'others';
  const canFulfil = role !== 'reviewer' && tab === 'approved';

  const columns: TableProps<PrescriptionListItem>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, item) => (
        <Button type="link" className="cs-rx-name" onClick={() => setOpenId(item.id)}>
          {name}
        </Button>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, responsive: ['md'] },
    {
      title: 'Treatment',
      key: 'treatmentCategory',
      sorter: true,
      render: (_, item) => <CategoryTag id={item.treatmentCategory.id} name={item.treatmentCategory.name} />,
    },
    { title: 'State', dataIndex: 'usState', key: 'usState', sorter: true, responsive: ['sm'] },
    {
      title: DATE_LABEL[tab],
      key: 'date',
      sorter: true,
      render: (_, item) => formatDate(tabDate(item, tab)),
    },
    ...(role === 'admin' && tab !== 'others' && tab !== 'incomplete'
      ? [
          {
            title: 'Provider',
            key: 'provider',
            responsive: ['lg' as const],
            render: (_: unknown, item: PrescriptionListItem) => item.providerUser?.name ?? '—',
          },
        ]
      : []),
    {
      title: '',
      key: 'open',
      render: (_, item) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            onClick={() => setOpenId(item.id)}
            aria-label={`Open the request of ${item.name}`}
          >
            Open
          </Button>
          {role === 'admin' && tab === 'incomplete' && (
            // The patient's own checkout, where they stopped; paying stays theirs (the server refuses staff).
            <Button
              size="small"
              href={checkoutPath(item.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Open the checkout of ${item.name} in a new tab`}
            >
              Checkout
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const tabBody = (
    <Flex vertical gap={12}>
      <Form
        form={form}
        layout="inline"
        className="cs-rx-filters"
        onFinish={(values) => {
          setFilters(values);
          setPage(1);
        }}
      >
        <Form.Item name="name">
          <Input allowClear placeholder="Name" aria-label="Search by name" />
        </Form.Item>
        <Form.Item name="email">
          <Input allowClear placeholder="Email" aria-label="Search by email" />
        </Form.Item>
        <Form.Item name="treatmentCategory">
          <Select
            allowClear
            placeholder="Treatment"
            aria-label="Treatment category"
            options={CATEGORY_OPTIONS}
            style={{ minWidth: 170 }}
          />
        </Form.Item>
        <Form.Item name="range">
          {/* Either end may stay open ("paid since …"); it also lets Tab leave an empty range: without it the
              picker sends the focus back to an empty start date, a trap for keyboard users. */}
          <DatePicker.RangePicker
            aria-label={`${DATE_LABEL[tab]} between`}
            format="MM/DD/YYYY"
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPage(1);
            }}
          >
            Clear
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {PRESCRIPTIONS.refreshList}
          </Button>
          {role === 'admin' && (
            <ExportCsvButton
              path={`/admin/prescriptions/export?${reviewListQueryString(exportParams)}`}
              fallbackName="carespace-prescriptions.csv"
            />
          )}
        </Flex>
      </Form>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          action={
            <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              {PRESCRIPTIONS.fetchAgain}
            </Button>
          }
        />
      ) : (
        // Focusable from script only: where the focus goes once a decision took the request (and the button
        // that opened it) off the list.
        <section ref={listRef} tabIndex={-1} aria-label="Requests" className="cs-rx-list">
          <Table<PrescriptionListItem>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.items ?? []}
            columns={columns}
            scroll={{ x: 800, y: 1000 }}
            locale={{ emptyText: <Empty description={PRESCRIPTIONS.noResults} /> }}
            expandable={{
              expandedRowRender: (item) => (
                <ExpandedRow item={item} tab={tab} canFulfil={canFulfil} onSaved={() => void refresh()} />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `${total} request${total === 1 ? '' : 's'}`,
            }}
            onChange={(pagination, _filters, sorter) => {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              setPage(pagination.current ?? 1);
              setSort(
                one?.order
                  ? {
                      sort: String(one.columnKey) as ReviewListParams['sort'],
                      order: one.order === 'ascend' ? 'asc' : 'desc',
                    }
                  : {},
              );
            }}
          />
        </section>
      )}
    </Flex>
  );

  return (
    <>
      <QueryTabs
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? tabBody : null }))}
        defaultActiveKey={tabs[0]?.key}
        onChange={() => {
          setPage(1);
          setSort({});
        }}
      />
      <PrescriptionModal
        id={openId}
        canDecide={canDecide}
        canFulfil={canFulfil}
        onClose={() => setOpenId(null)}
        onDecided={(decision) => {
          decided.current = true;
          setOpenId(null);
          if (decision === 'approved') {
            void message.success('Prescription approved. The patient has been emailed.');
            void refresh();
          } else if (decision === 'referred') {
            void message.success(
              'Referred for an in-person visit. The patient is refunded and has been emailed.',
            );
            void refresh();
          } else {
            void message.success('Request rejected. The patient has been emailed.');
            // The list refreshes 500 ms after a rejection.
            window.setTimeout(() => void refresh(), 500);
          }
        }}
        onTrackingSaved={() => void refresh()}
        afterClose={() => {
          if (!decided.current) return;
          decided.current = false;
          listRef.current?.focus();
        }}
      />
    </>
  );
}
