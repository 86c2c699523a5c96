import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingPage } from '../components/LoadingPage.tsx';
import { AntdProvider } from './AntdProvider.tsx';

/** Layout route of the antd route groups (auth pages, signed-in areas); lazily loaded with antd itself. */
export default function AntdLayout() {
  return (
    <AntdProvider>
      <Suspense fallback={<LoadingPage />}>
        <Outlet />
      </Suspense>
    </AntdProvider>
  );
}
