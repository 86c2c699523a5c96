import { useSearchParams } from 'react-router';
import { TAB_PARAM } from '../query-tab-param.ts';
import { type TabItem, Tabs } from './Tabs.tsx';

export interface QueryTabsProps {
  items: readonly TabItem[];
  /** Shown when the query names no known tab; default the first. */
  defaultActiveKey?: string;
  /** Query parameters that belong to one tab (a selected row, a filter) and are dropped on a tab change. */
  clearParams?: readonly string[];
}

/**
 * Tabs that keep the active tab in the query parameter `tab` (a link or a reload opens the same tab) and clear
 * the listed parameters on a change; each change is a history entry. The plain twin of components/QueryTabs.
 */
export function QueryTabs({ items, defaultActiveKey, clearParams = [] }: QueryTabsProps) {
  const [params, setParams] = useSearchParams();
  const keys = items.map((item) => item.key);
  const requested = params.get(TAB_PARAM);
  const activeKey =
    requested !== null && keys.includes(requested) ? requested : (defaultActiveKey ?? keys[0] ?? '');
  return (
    <Tabs
      items={items}
      activeKey={activeKey}
      onChange={(key) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          for (const param of clearParams) next.delete(param);
          next.set(TAB_PARAM, key);
          return next;
        })
      }
    />
  );
}
