import { type ReactNode, useEffect, useId, useRef } from 'react';
import './SideDrawer.css';

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The panel's heading: text names the dialog; anything else (the logo link) needs `label`. */
  title: ReactNode;
  /** The dialog's accessible name when `title` is not text. */
  label?: string;
  placement?: 'left' | 'right';
  /** The panel's width on a wide screen, in px; never wider than the screen. */
  width?: number;
  /** A class for the dialog, for its owner's own spacing. */
  className?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the side of the screen, over a dimmed page: the shell's menu on a phone, the
 * What's new list. A native modal dialog, so the browser keeps the focus inside it, closes it on Escape, makes the
 * page behind inert and puts the focus back on the button that opened it. A click on the dimmed page closes it.
 */
export function SideDrawer({
  open,
  onClose,
  title,
  label,
  placement = 'right',
  width = 378,
  className,
  children,
}: SideDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes from the backdrop; the keyboard's way is Escape (onCancel).
    <dialog
      ref={dialog}
      className={`cs-side-drawer cs-side-drawer--${placement}${className ? ` ${className}` : ''}`}
      style={{ width: `min(${width}px, 100vw - 32px)` }}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      // Escape: the browser would close the dialog behind React's back; let the owner's state do it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="cs-side-drawer__panel">
          <div className="cs-side-drawer__header">
            <div id={titleId} className="cs-side-drawer__title">
              {title}
            </div>
            <button
              type="button"
              className="cs-icon-button cs-side-drawer__close"
              aria-label="Close"
              onClick={onClose}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M3 3l10 10M13 3L3 13"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <div className="cs-side-drawer__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
