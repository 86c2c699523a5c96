import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './plain.css';

/** An empty tray, drawn inline: decorative, the description says what is missing. */
function EmptyTray() {
  return (
    <svg className="cs-ui-empty__image" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="46" ry="7" fill="#eef1f1" />
      <path d="M22 56 34 28h52l12 28v26a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4V56Z" fill="#d5dfdf" />
      <rect x="38" y="14" width="44" height="48" rx="3" fill="#f6f8f8" stroke="#c4cfcf" strokeWidth="2" />
      <rect x="46" y="24" width="28" height="12" rx="2" fill="#d5dfdf" />
      <rect x="46" y="42" width="28" height="3" rx="1.5" fill="#d5dfdf" />
      <rect x="46" y="50" width="20" height="3" rx="1.5" fill="#d5dfdf" />
      <path d="M22 56h24a14 14 0 0 0 28 0h24v26a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4V56Z" fill="#c4cfcf" />
    </svg>
  );
}

export interface EmptyProps {
  /** What is missing and what to do about it. */
  description: ReactNode;
  /** Actions under the description (a button, a link). */
  children?: ReactNode;
  /** The tray picture above the text (default true); off for a small empty list. */
  image?: boolean;
  className?: string;
}

/** What a list shows when it has nothing in it yet. */
export function Empty({ description, children, image = true, className }: EmptyProps) {
  return (
    <div className={cx('cs-ui-empty', className)}>
      {image && <EmptyTray />}
      <div className="cs-ui-empty__description">{description}</div>
      {children !== undefined && <div className="cs-ui-empty__actions">{children}</div>}
    </div>
  );
}
