import { Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { AntdProvider } from '../components/AntdProvider.tsx';
import { LoadingPage } from '../components/LoadingPage.tsx';
import { antdStylesheetLoaded, antdStylesheetReady } from '../lib/antd-stylesheet.ts';

/** What this layout waits on before it draws, for preloadRoute to wait on too: antd's stylesheet. */
export const ready = antdStylesheetReady;

/**
 * Layout route of the antd route groups (auth pages, signed-in areas); lazily loaded with antd itself. Renders
 * once antd's static stylesheet is in (antd-stylesheet.ts), so nothing is drawn unstyled.
 */
export default function AntdLayout() {
  const zeroRuntime = antdStylesheetLoaded() ?? use(antdStylesheetReady);
  return (
    <AntdProvider zeroRuntime={zeroRuntime}>
      <Suspense fallback={<LoadingPage />}>
        <Outlet />
      </Suspense>
    </AntdProvider>
  );
}
