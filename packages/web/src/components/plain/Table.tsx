import { type CSSProperties, Fragment, type ReactNode, useState } from 'react';
import { cx } from './class-names.ts';
import { ChevronIcon, SortIcon } from './icons.tsx';
import './plain.css';

export interface TableColumn<Row> {
  /** Unique among the columns: React's key for the column's cells. */
  key: string;
  /** The header cell's text. */
  title: ReactNode;
  /** The cell's content; without it the row's property named `key` is shown as text. */
  render?: (row: Row, index: number) => ReactNode;
  /** A fixed width (px or any CSS length); the table's minimum width is the sum of these on a phone. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /** The header becomes a button that asks for this column's order (see TableProps.sort). */
  sortable?: boolean;
  /** Hidden on screens narrower than this breakpoint (576, 768, 992 px), as antd's `responsive` did. */
  from?: 'sm' | 'md' | 'lg';
}

export type SortOrder = 'asc' | 'desc';

/** The order a table is shown in: a sortable column's key and its direction, or none (the server's default). */
export type TableSort = { key: string; order: SortOrder } | null;

/** A sortable header's next order on a click, as antd's: ascending, descending, then the default again. */
export function nextSort(current: TableSort, key: string): TableSort {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

export interface TableExpansion<Row> {
  /** What opens under a row. */
  render: (row: Row) => ReactNode;
  /** The toggle's accessible name for a row ('Details of Jordan Lee'). */
  label: (row: Row) => string;
}

interface TableNaming {
  /** A visible caption, or… */
  caption?: ReactNode;
  /** …the table's accessible name when a heading nearby names it (use aria-labelledby) or no caption shows. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export interface TableProps<Row> extends TableNaming {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row> | undefined;
  /** Each row's React key (an id). */
  rowKey: (row: Row) => string;
  /** What the table says when it has no rows. */
  empty: ReactNode;
  /** While true and no rows have come yet: placeholder rows, `loadingRows` of them, at a row's height. */
  loading?: boolean;
  loadingRows?: number;
  /**
   * The width below which the table scrolls sideways inside its own box instead of squeezing its columns (px or
   * any CSS length); 'max-content' keeps every cell on one line. Default: the columns' widths decide.
   */
  minWidth?: number | string;
  className?: string;
  /** The order shown; with `onSort`, sortable headers ask for another (the caller fetches it). */
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  /** Rows that open to show more: a toggle button leads each row. */
  expandable?: TableExpansion<Row>;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A data table with antd's small table's look: a grey header row, rows ruled by light lines, a highlight under
 * the pointer. On a narrow screen it scrolls sideways inside its own box, and the page keeps still.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  loadingRows = 3,
  minWidth,
  caption,
  className,
  sort = null,
  onSort,
  expandable,
  ...naming
}: TableProps<Row>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = columns.length + (expandable ? 1 : 0);
  const showPlaceholder = loading && (rows === undefined || rows.length === 0);
  const tableStyle: CSSProperties | undefined =
    minWidth === undefined ? undefined : { minWidth: toLength(minWidth) };
  const cellClass = (column: TableColumn<Row>) =>
    cx(
      'cs-ui-table__cell',
      column.align && column.align !== 'start' && `cs-ui-table__cell--${column.align}`,
      column.from && `cs-ui-table__cell--from-${column.from}`,
    );
  const expanderCell = 'cs-ui-table__cell cs-ui-table__cell--expander';
  const header = (column: TableColumn<Row>) => {
    if (!column.sortable || !onSort) return column.title;
    const order = sort?.key === column.key ? sort.order : null;
    return (
      <button type="button" className="cs-ui-table__sort" onClick={() => onSort(nextSort(sort, column.key))}>
        {column.title}
        <SortIcon sorted={order} />
      </button>
    );
  };
  const ariaSort = (column: TableColumn<Row>) => {
    if (!column.sortable || !onSort) return undefined;
    if (sort?.key !== column.key) return 'none' as const;
    return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
  };
  return (
    // The box scrolls, not the page. It takes no Tab stop of its own (as antd's did not): rows with links are
    // reached through them, and the table is read cell by cell by a screen reader either way.
    <div className={cx('cs-ui-table', className)}>
      <table
        className="cs-ui-table__table"
        style={tableStyle}
        aria-busy={showPlaceholder || undefined}
        {...naming}
      >
        {caption !== undefined && <caption className="cs-ui-table__caption">{caption}</caption>}
        <colgroup>
          {expandable && <col className="cs-ui-table__expander-col" />}
          {columns.map((column) => (
            <col
              key={column.key}
              style={column.width === undefined ? undefined : { width: toLength(column.width) }}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {expandable && (
              <th scope="col" className={expanderCell}>
                <span className="cs-visually-hidden">Details</span>
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)} aria-sort={ariaSort(column)}>
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showPlaceholder ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, never reordered
              <tr key={index} className="cs-ui-table__row cs-ui-table__row--placeholder">
                {expandable && <td className={expanderCell} />}
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    <span className="cs-ui-skeleton__shape cs-ui-table__placeholder" aria-hidden="true" />
                  </td>
                ))}
              </tr>
            ))
          ) : !rows || rows.length === 0 ? (
            <tr className="cs-ui-table__row cs-ui-table__row--empty">
              <td colSpan={columnCount} className="cs-ui-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = rowKey(row);
              const open = expandable !== undefined && expanded.has(key);
              return (
                <Fragment key={key}>
                  <tr className="cs-ui-table__row">
                    {expandable && (
                      <td className={expanderCell}>
                        <button
                          type="button"
                          className="cs-ui-table__expander"
                          aria-expanded={open}
                          aria-label={expandable.label(row)}
                          onClick={() => toggle(key)}
                        >
                          <ChevronIcon direction={open ? 'down' : 'right'} />
                        </button>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.render
                          ? column.render(row, index)
                          : String((row as Record<string, unknown>)[column.key] ?? '')}
                      </td>
                    ))}
                  </tr>
                  {open && (
                    <tr className="cs-ui-table__row cs-ui-table__row--expanded">
                      <td colSpan={columnCount} className="cs-ui-table__cell cs-ui-table__expanded">
                        <div className="cs-ui-table__expanded-box">{expandable.render(row)}</div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
