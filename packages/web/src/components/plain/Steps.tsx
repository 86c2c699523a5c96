import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { CheckIcon, CloseIcon } from './icons.tsx';
import './plain.css';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** The index of the step under way; those before it are done. */
  current: number;
  /** How the current step stands: under way, stopped there (error), or all done (finish). */
  status?: 'process' | 'error' | 'finish';
  /** What the steps are about, for assistive technology ('Where your order is'). */
  label: string;
  className?: string;
}

type StepState = 'finish' | 'process' | 'error' | 'wait';

function stateOf(index: number, current: number, status: StepsProps['status']): StepState {
  if (index < current) return 'finish';
  if (index > current) return 'wait';
  return status ?? 'process';
}

/**
 * A numbered progress line, left to right, and top to bottom on a phone. An ordered list: the current step is
 * marked aria-current, a done step's check reads 'done'.
 */
export function Steps({ items, current, status = 'process', label, className }: StepsProps) {
  return (
    <ol className={cx('cs-ui-steps', className)} aria-label={label}>
      {items.map((item, index) => {
        const state = stateOf(index, current, status);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence; a step's place is its identity
            key={index}
            className={cx('cs-ui-steps__item', `cs-ui-steps__item--${state}`)}
            aria-current={state === 'process' || state === 'error' ? 'step' : undefined}
          >
            <span className="cs-ui-steps__icon">
              {state === 'finish' ? (
                <CheckIcon label="done" />
              ) : state === 'error' ? (
                <CloseIcon />
              ) : (
                <span aria-hidden="true">{index + 1}</span>
              )}
            </span>
            <div className="cs-ui-steps__section">
              <div className="cs-ui-steps__header">
                <div className="cs-ui-steps__title">{item.title}</div>
                {index < items.length - 1 && <span className="cs-ui-steps__rail" aria-hidden="true" />}
              </div>
              {item.description !== undefined && (
                <div className="cs-ui-steps__description">{item.description}</div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
