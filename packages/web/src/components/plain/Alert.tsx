import { type AriaRole, type ReactNode, useState } from 'react';
import { cx } from './class-names.ts';
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoCircleIcon, WarningCircleIcon } from './icons.tsx';
import './plain.css';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleIcon,
  info: InfoCircleIcon,
  warning: WarningCircleIcon,
  error: ErrorCircleIcon,
} as const;

export interface AlertProps {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** The type's icon before the text (default true). */
  showIcon?: boolean;
  /** A button or link at the end, such as 'Fetch again'. */
  action?: ReactNode;
  /** Shows a close button; the alert hides itself when it is pressed, then calls onClose. */
  closable?: boolean;
  onClose?: () => void;
  /**
   * 'alert' by default, as antd's Alert had, so existing tests and assistive technology find it the same way;
   * 'status' for good news that need not interrupt.
   */
  role?: AriaRole;
  className?: string;
}

/** A coloured notice: the outcome of an action, a warning, or a failure with a way to try again. */
export function Alert({
  type = 'info',
  title,
  description,
  showIcon = true,
  action,
  closable = false,
  onClose,
  role = 'alert',
  className,
}: AlertProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const Icon = ICONS[type];
  return (
    <div
      role={role}
      className={cx(
        'cs-ui-alert',
        `cs-ui-alert--${type}`,
        description !== undefined && 'cs-ui-alert--with-description',
        className,
      )}
    >
      {showIcon && <Icon className="cs-ui-alert__icon" />}
      <div className="cs-ui-alert__section">
        <div className="cs-ui-alert__title">{title}</div>
        {description !== undefined && <div className="cs-ui-alert__description">{description}</div>}
      </div>
      {action !== undefined && <div className="cs-ui-alert__action">{action}</div>}
      {closable && (
        <button
          type="button"
          className="cs-ui-alert__close"
          aria-label="Close"
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
