import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Button, ConfigProvider, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ReferenceItem } from '../lib/reference-tables.ts';
import { AntdProvider } from './AntdProvider.tsx';

// jsdom has no ResizeObserver; antd's selects and overflow lists observe their size.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: ResizeObserverStub,
    configurable: true,
    writable: true,
  });
}

// antd validates and animates asynchronously; on a busy machine a second is not always enough.
configure({ asyncUtilTimeout: 5_000 });

export interface KitRenderOptions {
  /** Reference tables already in the cache, by name. */
  tables?: Record<string, ReferenceItem[]>;
  route?: string;
}

/**
 * Renders with what the kit needs: query cache, router, antd theme and App (so toasts show in the page).
 * Virtual lists are off so every option of a select is in the DOM.
 */
export function renderWithKit(ui: ReactNode, { tables = {}, route = '/' }: KitRenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [table, items] of Object.entries(tables)) queryClient.setQueryData(['reference', table], items);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AntdProvider>
          <ConfigProvider virtual={false}>{ui}</ConfigProvider>
        </AntdProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A vertical form with a Submit button, handing its instance out for assertions. */
export function TestForm({
  children,
  initialValues,
  onFinish,
  formRef,
}: {
  children: ReactNode;
  initialValues?: Record<string, unknown>;
  onFinish?: (values: Record<string, unknown>) => void;
  formRef?: { current: FormInstance | null };
}) {
  const [form] = Form.useForm();
  if (formRef) formRef.current = form;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
      {children}
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

export const US_STATES_TABLE: ReferenceItem[] = [
  { id: 'NJ', name: 'New Jersey' },
  { id: 'NY', name: 'New York' },
  { id: 'CA', name: 'California' },
];
