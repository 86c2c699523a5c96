import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

/*
 * Grey placeholders in the shape of what is loading, so nothing below them moves when it arrives. Each one is
 * aria-busy (assistive technology then waits) and its shapes are hidden from it.
 */

export interface SkeletonProps {
  /** Lines of text under the title (default 3); the last is shorter, as a paragraph's is. */
  rows?: number;
  /** A wider first line standing for a heading (default true). */
  title?: boolean;
  /** Each line's height in px (default 16), and the space between lines (default 16). */
  lineHeight?: number;
  gap?: number;
  className?: string;
}

/** A heading and paragraph placeholder: `rows` lines. */
export function Skeleton({ rows = 3, title = true, lineHeight = 16, gap = 16, className }: SkeletonProps) {
  const style = {
    '--cs-ui-skeleton-line': `${lineHeight}px`,
    '--cs-ui-skeleton-gap': `${gap}px`,
  } as CSSProperties;
  return (
    <div className={cx('cs-ui-skeleton', className)} style={style} aria-busy="true">
      {title && <span className="cs-ui-skeleton__shape cs-ui-skeleton__title" aria-hidden="true" />}
      {Array.from({ length: rows }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          key={index}
          className="cs-ui-skeleton__shape cs-ui-skeleton__line"
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

export interface SkeletonBoxProps {
  /**
   * The height of what it stands for, in px or any CSS length; leave it out to size the box with a class instead
   * (a height that changes with the screen's width).
   */
  height?: number | string;
  width?: number | string;
  className?: string;
}

/** One block placeholder sized like what it stands for (a card, a picture, a number). */
export function SkeletonBox({ height, width = '100%', className }: SkeletonBoxProps) {
  return (
    <span
      className={cx('cs-ui-skeleton__shape cs-ui-skeleton__box', className)}
      style={{ height, width }}
      aria-hidden="true"
    />
  );
}
