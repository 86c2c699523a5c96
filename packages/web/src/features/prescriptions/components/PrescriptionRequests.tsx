import {
  PRESCRIPTIONS,
  type PrescriptionListItem,
  type PrescriptionTab,
  TREATMENT_CATEGORY,
} from '@carespace/domain';
import { type FormEvent, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Empty } from '../../../components/plain/Empty.tsx';
import { Pagination } from '../../../components/plain/Pagination.tsx';
import { QueryTabs } from '../../../components/plain/QueryTabs.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { Table, type TableColumn, type TableSort } from '../../../components/plain/Table.tsx';
import { TAB_PARAM } from '../../../components/query-tab-param.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/notify.ts';
import {
  type ReviewListParams,
  type ReviewRole,
  reviewListQueryString,
  useRefreshReview,
  useReviewList,
} from '../api/review-api.ts';
import { CategoryTag } from './CategoryTag.tsx';
import '../../../components/public-form/public-form.css';
import './PrescriptionRequests.css';

// What opens on a click brings antd with it: the request's modal and the order history's editable table.
const PrescriptionModal = lazyAntd(() => import('./PrescriptionModal.tsx').then((m) => m.PrescriptionModal));
const OrderHistoryTable = lazyAntd(
  () => import('./Fulfilment.tsx').then((m) => m.OrderHistoryTable),
  <Skeleton rows={2} />,
);

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
  name: string;
  email: string;
  treatmentCategory: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { name: '', email: '', treatmentCategory: '', from: '', to: '' };
const PAGE_SIZE = 20;
const CATEGORY_OPTIONS = Object.entries(TREATMENT_CATEGORY).map(([value, label]) => ({ value, label }));
type SortKey = NonNullable<ReviewListParams['sort']>;

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
    <div className="cs-rx-expanded">
      {item.medication && (
        <p>
          {item.medication.name}, {item.medication.dosage} · {item.medication.quantity} (
          {item.medication.daySupply} day supply)
        </p>
      )}
      {item.rejectionReason && (
        <p>
          Reason: {item.rejectionReason.name}
          {item.rejectionReason.other ? ` — ${item.rejectionReason.other}` : ''}
        </p>
      )}
      {item.providerNote && <p className="cs-rx-expanded__note">Note: {item.providerNote}</p>}
      {item.referralNote && <p>Referred for an in-person visit: {item.referralNote}</p>}
      {(tab === 'approved' || tab === 'completed') && (
        <Suspense fallback={<Skeleton rows={2} />}>
          <OrderHistoryTable
            orders={item.orderHistory}
            canEdit={canFulfil && tab === 'approved'}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The filters above the list: name, email, treatment and a date range, applied with Search. What is typed is the
 * list's (`draft`), not the bar's: each tab draws a bar of its own, and the filters stay as they were across tabs.
 */
function FilterBar({
  dateLabel,
  draft,
  setDraft,
  onSearch,
  children,
}: {
  dateLabel: string;
  draft: Filters;
  setDraft: (update: (previous: Filters) => Filters) => void;
  onSearch: (filters: Filters) => void;
  children: ReactNode;
}) {
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="cs-rx-filters" onSubmit={submit} aria-label="Filter the requests">
      <input
        className="cs-input cs-rx-filters__field"
        type="text"
        placeholder="Name"
        aria-label="Search by name"
        value={draft.name}
        onChange={set('name')}
      />
      <input
        className="cs-input cs-rx-filters__field"
        type="text"
        placeholder="Email"
        aria-label="Search by email"
        value={draft.email}
        onChange={set('email')}
      />
      <select
        className="cs-input cs-select cs-rx-filters__field"
        aria-label="Treatment category"
        value={draft.treatmentCategory}
        onChange={set('treatmentCategory')}
      >
        <option value="">Any treatment</option>
        {CATEGORY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Either end may stay open ("paid since …"). */}
      <fieldset className="cs-form__fieldset cs-rx-filters__range">
        {/* A legend cannot sit in a line of fields; the visible words stand beside the hidden one. */}
        <legend className="cs-visually-hidden">{dateLabel} between</legend>
        <span className="cs-rx-filters__range-label" aria-hidden="true">
          {dateLabel} between
        </span>
        <input
          className="cs-input"
          type="date"
          aria-label={`${dateLabel} from`}
          value={draft.from}
          max={draft.to || undefined}
          onChange={set('from')}
        />
        <span aria-hidden="true">and</span>
        <input
          className="cs-input"
          type="date"
          aria-label={`${dateLabel} to`}
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
        />
      </fieldset>
      <div className="cs-rx-filters__actions">
        <button type="submit" className="cs-button cs-button--compact">
          Search
        </button>
        <button
          type="button"
          className="cs-button cs-button--secondary cs-button--compact"
          onClick={() => {
            setDraft(() => NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          Clear
        </button>
        {children}
      </div>
    </form>
  );
}

/**
 * The prescription list for reviewers, pharmacists and admins: tabs in the query, filters, server-side sorting
 * and paging, rows that open to their details, and the request's modal. Plain React: the reviewers' first screen
 * carries no component library; the modal and the order history's form bring antd when they open.
 */
export function PrescriptionRequests({ role }: { role: ReviewRole }) {
  const tabs = TABS[role];
  const [params] = useSearchParams();
  const requested = params.get(TAB_PARAM) as PrescriptionTab | null;
  const tab: PrescriptionTab = tabs.some((t) => t.key === requested)
    ? (requested as PrescriptionTab)
    : (tabs[0]?.key ?? 'approved');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  // Paging and order belong to a tab: a change of tab starts again from its first page in its own order.
  const [view, setView] = useState<{ tab: PrescriptionTab; page: number; sort: TableSort }>({
    tab,
    page: 1,
    sort: null,
  });
  const page = view.tab === tab ? view.page : 1;
  const sort = view.tab === tab ? view.sort : null;
  const [openId, setOpenId] = useState<string | null>(null);
  const [modalMounted, setModalMounted] = useState(false);
  const listRef = useRef<HTMLElement>(null);
  const decided = useRef(false);
  const refresh = useRefreshReview();

  const listParams: ReviewListParams = useMemo(
    () => ({
      tab,
      page,
      pageSize: PAGE_SIZE,
      ...(sort ? { sort: sort.key as SortKey, order: sort.order } : {}),
      name: filters.name.trim() || undefined,
      email: filters.email.trim() || undefined,
      treatmentCategory: filters.treatmentCategory || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    }),
    [tab, page, sort, filters],
  );
  const list = useReviewList(listParams);
  // The export takes the tab, filters and sort; the page is the screen's.
  const { page: _page, pageSize: _pageSize, ...exportParams } = listParams;
  const canDecide = role !== 'pharmacist' && tab === 'others';
  const canFulfil = role !== 'reviewer' && tab === 'approved';
  const total = list.data?.total ?? 0;

  // The dialog's code (and antd) is fetched when a person shows they mean to open one (the pointer on a button,
  // the focus on it), not with the list: on a phone that is 300 KB the list itself does not need.
  const intent = {
    onPointerEnter: () => void PrescriptionModal.preload().catch(() => undefined),
    onFocus: () => void PrescriptionModal.preload().catch(() => undefined),
  };
  const open = (id: string) => {
    setModalMounted(true);
    setOpenId(id);
  };

  const columns: TableColumn<PrescriptionListItem>[] = [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (item) => (
        <button type="button" className="cs-link-button" onClick={() => open(item.id)} {...intent}>
          {item.name}
        </button>
      ),
    },
    { key: 'email', title: 'Email', sortable: true, from: 'md' },
    {
      key: 'treatmentCategory',
      title: 'Treatment',
      sortable: true,
      render: (item) => <CategoryTag id={item.treatmentCategory.id} name={item.treatmentCategory.name} />,
    },
    { key: 'usState', title: 'State', sortable: true, from: 'sm' },
    { key: 'date', title: DATE_LABEL[tab], sortable: true, render: (item) => formatDate(tabDate(item, tab)) },
    ...(role === 'admin' && tab !== 'others' && tab !== 'incomplete'
      ? [
          {
            key: 'provider',
            title: 'Provider',
            from: 'lg' as const,
            render: (item: PrescriptionListItem) => item.providerUser?.name ?? '—',
          },
        ]
      : []),
    {
      key: 'open',
      title: <span className="cs-visually-hidden">Actions</span>,
      render: (item) => (
        <div className="cs-rx-row-actions">
          <button
            type="button"
            className="cs-button cs-button--secondary cs-button--compact cs-button--small"
            onClick={() => open(item.id)}
            {...intent}
            aria-label={`Open the request of ${item.name}`}
          >
            Open
          </button>
          {role === 'admin' && tab === 'incomplete' && (
            // The patient's own checkout, where they stopped; paying stays theirs (the server refuses staff).
            <a
              className="cs-button cs-button--secondary cs-button--compact cs-button--small"
              href={checkoutPath(item.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Open the checkout of ${item.name} in a new tab`}
            >
              Checkout
            </a>
          )}
        </div>
      ),
    },
  ];

  const tabBody = (
    <div className="cs-rx-tab">
      <FilterBar
        dateLabel={DATE_LABEL[tab]}
        draft={draft}
        setDraft={setDraft}
        onSearch={(next) => {
          setFilters(next);
          setView({ tab, page: 1, sort });
        }}
      >
        <button
          type="button"
          className="cs-button cs-button--secondary cs-button--compact"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
          aria-busy={list.isFetching || undefined}
        >
          {PRESCRIPTIONS.refreshList}
        </button>
        {role === 'admin' && (
          <ExportCsvButton
            path={`/admin/prescriptions/export?${reviewListQueryString(exportParams)}`}
            fallbackName="carespace-prescriptions.csv"
          />
        )}
      </FilterBar>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          action={
            <button
              type="button"
              className="cs-button cs-button--secondary cs-button--compact cs-button--small"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
            >
              {PRESCRIPTIONS.fetchAgain}
            </button>
          }
        />
      ) : (
        // Focusable from script only: where the focus goes once a decision took the request (and the button
        // that opened it) off the list.
        <section
          ref={listRef}
          tabIndex={-1}
          aria-label="Requests"
          aria-busy={list.isFetching || undefined}
          className="cs-rx-list"
        >
          <Table<PrescriptionListItem>
            aria-label="Requests"
            className="cs-rx-table"
            rowKey={(item) => item.id}
            columns={columns}
            rows={list.data?.items}
            loading={list.isPending}
            loadingRows={5}
            empty={<Empty description={PRESCRIPTIONS.noResults} />}
            sort={sort}
            onSort={(next) => setView({ tab, page: 1, sort: next })}
            expandable={{
              label: (item) => `Details of ${item.name}`,
              render: (item) => (
                <ExpandedRow item={item} tab={tab} canFulfil={canFulfil} onSaved={() => void refresh()} />
              ),
            }}
          />
          <div className="cs-rx-list__footer">
            <span>
              {total} request{total === 1 ? '' : 's'}
            </span>
            <Pagination
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onChange={(next) => setView({ tab, page: next, sort })}
              label="Request pages"
            />
          </div>
        </section>
      )}
    </div>
  );

  return (
    <>
      <QueryTabs
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? tabBody : null }))}
        defaultActiveKey={tabs[0]?.key}
      />
      {modalMounted && (
        <Suspense fallback={null}>
          <PrescriptionModal
            id={openId}
            canDecide={canDecide}
            canFulfil={canFulfil}
            onClose={() => setOpenId(null)}
            onDecided={(decision) => {
              decided.current = true;
              setOpenId(null);
              if (decision === 'approved') {
                void toast('success', 'Prescription approved. The patient has been emailed.');
                void refresh();
              } else if (decision === 'referred') {
                void toast(
                  'success',
                  'Referred for an in-person visit. The patient is refunded and has been emailed.',
                );
                void refresh();
              } else {
                void toast('success', 'Request rejected. The patient has been emailed.');
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
        </Suspense>
      )}
    </>
  );
}
