import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading row; pass a heading element (<h2>…) so the page's outline has it. */
  title?: ReactNode;
  /** Actions at the end of the title row (an Edit button), as antd's Card `extra`. */
  extra?: ReactNode;
  /** 'small' has tighter padding, for cards inside a card. */
  size?: 'default' | 'small';
  /**
   * The element: a plain div by default, as antd's Card is, so a page keeps its roles and landmarks; 'section'
   * makes a titled card a region named by its title, for a card that is a part of the page to jump to.
   */
  as?: 'div' | 'section' | 'article';
  /** Lifts on hover, as antd's Card hoverable: for a card that is the whole of a link (a dashboard tile). */
  hoverable?: boolean;
  children?: ReactNode;
}

/** A white panel with an optional title row, the signed-in pages' unit of layout. */
export function Card({
  title,
  extra,
  size = 'default',
  as: Element = 'div',
  hoverable = false,
  className,
  children,
  ...rest
}: CardProps) {
  const headId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false;
  return (
    <Element
      aria-labelledby={hasTitle && Element !== 'div' ? headId : undefined}
      {...rest}
      className={cx(
        'cs-ui-card',
        size === 'small' && 'cs-ui-card--small',
        hoverable && 'cs-ui-card--hoverable',
        className,
      )}
    >
      {hasTitle && (
        <div className="cs-ui-card__head">
          <div className="cs-ui-card__title" id={headId}>
            {title}
          </div>
          {extra !== undefined && extra !== null && <div className="cs-ui-card__extra">{extra}</div>}
        </div>
      )}
      <div className="cs-ui-card__body">{children}</div>
    </Element>
  );
}
