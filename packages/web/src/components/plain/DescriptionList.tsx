import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

export interface DescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Side by side from 768 px wide (default 3 columns); always one under the other below it. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
}

/** Labelled values ('Name: Pat Lee'), a <dl>: each label is the term, its value the definition. */
export function DescriptionList({ items, columns = 3, className }: DescriptionListProps) {
  return (
    <dl className={cx('cs-ui-descriptions', `cs-ui-descriptions--${columns}`, className)}>
      {items.map((item) => (
        <div key={item.key} className="cs-ui-descriptions__item">
          <dt className="cs-ui-descriptions__label">{item.label}</dt>
          <dd className="cs-ui-descriptions__value">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
