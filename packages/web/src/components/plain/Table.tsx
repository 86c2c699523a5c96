import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names.ts';
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
  ...naming
}: TableProps<Row>) {
  const showPlaceholder = loading && (rows === undefined || rows.length === 0);
  const tableStyle: CSSProperties | undefined =
    minWidth === undefined ? undefined : { minWidth: toLength(minWidth) };
  const cellClass = (column: TableColumn<Row>) =>
    cx('cs-ui-table__cell', column.align && column.align !== 'start' && `cs-ui-table__cell--${column.align}`);
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
          {columns.map((column) => (
            <col
              key={column.key}
              style={column.width === undefined ? undefined : { width: toLength(column.width) }}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showPlaceholder ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, never reordered
              <tr key={index} className="cs-ui-table__row cs-ui-table__row--placeholder">
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    <span className="cs-ui-skeleton__shape cs-ui-table__placeholder" aria-hidden="true" />
                  </td>
                ))}
              </tr>
            ))
          ) : !rows || rows.length === 0 ? (
            <tr className="cs-ui-table__row cs-ui-table__row--empty">
              <td colSpan={columns.length} className="cs-ui-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className="cs-ui-table__row">
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.render
                      ? column.render(row, index)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
