import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary.tsx';
import { LoadingPage } from '../components/LoadingPage.tsx';

/** Every route renders in here: lazy pages show the loading page, and a page that fails to load its error. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <LoadErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </LoadErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

/** Root errorElement: errors outside the page boundary (a broken layout) still get the load-error screen. */
export function RootError() {
  return <LoadingPage error />;
}
