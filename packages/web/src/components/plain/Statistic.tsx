import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

export interface StatisticProps {
  title: ReactNode;
  value: number | string;
  className?: string;
}

/** A figure and what it counts, as a term and its definition (read as 'Active, 1'). */
export function Statistic({ title, value, className }: StatisticProps) {
  return (
    <dl className={cx('cs-ui-statistic', className)}>
      <dt className="cs-ui-statistic__title">{title}</dt>
      <dd className="cs-ui-statistic__value">
        {typeof value === 'number' ? value.toLocaleString('en-US') : value}
      </dd>
    </dl>
  );
}
