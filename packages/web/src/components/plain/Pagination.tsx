import { cx } from './class-names.ts';
import { ChevronIcon } from './icons.tsx';
import './plain.css';

/** The pages to offer: the first, the last, and the current one with its neighbours; a gap stands for the rest. */
export function pageList(current: number, count: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= count; page++) {
    const shown = page === 1 || page === count || Math.abs(page - current) <= 1;
    if (shown) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What is paged, for assistive technology ('Order history pages'). */
  label: string;
  className?: string;
}

/** Previous, the page numbers, next: a navigation of buttons, the current page marked aria-current. */
export function Pagination({ page, pageCount, onChange, label, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={cx('cs-ui-pagination', className)} aria-label={label}>
      <button
        type="button"
        className="cs-ui-pagination__button"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronIcon direction="left" />
      </button>
      {pageList(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, placed by the pages around them
          <span key={`gap-${index}`} className="cs-ui-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={cx('cs-ui-pagination__button', entry === page && 'cs-ui-pagination__button--current')}
            aria-label={`Page ${entry}`}
            aria-current={entry === page ? 'page' : undefined}
            onClick={() => onChange(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="cs-ui-pagination__button"
        aria-label="Next page"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <ChevronIcon direction="right" />
      </button>
    </nav>
  );
}
