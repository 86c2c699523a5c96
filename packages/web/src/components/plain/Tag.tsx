import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

/**
 * antd's status names and the preset colour names the app uses (CATEGORY_TAG_COLORS, status maps), so code that
 * chose an antd colour keeps it. Each is a light tint with text of the same hue at 4.5:1 or more (plain.css).
 */
export const TAG_COLORS = [
  'default',
  'success',
  'processing',
  'warning',
  'error',
  'blue',
  'cyan',
  'geekblue',
  'gold',
  'green',
  'lime',
  'magenta',
  'orange',
  'purple',
  'red',
  'volcano',
  'yellow',
] as const;

export type TagColor = (typeof TAG_COLORS)[number];

export interface TagProps {
  color?: TagColor;
  children: ReactNode;
  className?: string;
  /** Said on hover and read by assistive technology after the text: what a code stands for. */
  title?: string;
}

/** A short label in a tinted pill: a status, a category code. */
export function Tag({ color = 'default', children, className, title }: TagProps) {
  return (
    <span className={cx('cs-ui-tag', `cs-ui-tag--${color}`, className)} title={title}>
      {children}
    </span>
  );
}
