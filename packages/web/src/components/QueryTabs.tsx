import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import { TAB_PARAM } from './query-tab-param.ts';

export { TAB_PARAM };

export interface QueryTabsProps extends Omit<TabsProps, 'activeKey' | 'onChange' | 'defaultActiveKey'> {
  items: NonNullable<TabsProps['items']>;
  /** Shown when the query names no known tab; default the first. */
  defaultActiveKey?: string;
  /** Query parameters that belong to one tab (a selected row, a filter) and are dropped on a tab change. */
  clearParams?: readonly string[];
  onChange?: (key: string) => void;
}

/**
 * Tabs that keep the active tab in the query parameter `tab` (so a link or reload opens the same tab) and clear
 * the listed parameters on change. Each change is a history entry.
 */
export function QueryTabs({ items, defaultActiveKey, clearParams = [], onChange, ...rest }: QueryTabsProps) {
  const [params, setParams] = useSearchParams();
  const keys = items.map((item) => String(item.key));
  const requested = params.get(TAB_PARAM);
  const activeKey =
    requested !== null && keys.includes(requested) ? requested : (defaultActiveKey ?? keys[0]);

  return (
    <Tabs
      {...rest}
      items={items}
      activeKey={activeKey}
      onChange={(key) => {
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          for (const param of clearParams) next.delete(param);
          next.set(TAB_PARAM, key);
          return next;
        });
        onChange?.(key);
      }}
    />
  );
}
