import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading row. Pass a heading element: the card is then a region named by it. */
  title?: ReactNode;
  /** 'small' has tighter padding, for cards inside a card. */
  size?: 'default' | 'small';
  children?: ReactNode;
}

/** A white panel with an optional title row, the signed-in pages' unit of layout. */
export function Card({ title, size = 'default', className, children, ...rest }: CardProps) {
  const headId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false;
  return (
    <section
      aria-labelledby={hasTitle ? headId : undefined}
      {...rest}
      className={cx('cs-ui-card', size === 'small' && 'cs-ui-card--small', className)}
    >
      {hasTitle && (
        <div className="cs-ui-card__head" id={headId}>
          {title}
        </div>
      )}
      <div className="cs-ui-card__body">{children}</div>
    </section>
  );
}
