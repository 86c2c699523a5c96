import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from './class-names.ts';
import './Tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * Tabs as the ARIA pattern has them: a tab list, the active tab in the Tab order and the others reached with the
 * arrow keys, Home and End; the active panel only (a tab's page loads its data when it is opened).
 */
export function Tabs({ items, activeKey, onChange, className }: TabsProps) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string) => `${prefix}-tab-${key}`;
  const panelId = (key: string) => `${prefix}-panel-${key}`;

  const moveTo = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(item.key)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === active?.key);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className={cx('cs-ui-tabs', className)}>
      <div ref={list} role="tablist" className="cs-ui-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              data-key={item.key}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={cx('cs-ui-tabs__tab', selected && 'cs-ui-tabs__tab--active')}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId(active.key)}
          aria-labelledby={tabId(active.key)}
          className="cs-ui-tabs__panel"
        >
          {active.children}
        </div>
      )}
    </div>
  );
}
