import { Outlet } from 'react-router';
import { AntdArea, antdAreaReady } from '../../components/AntdArea.tsx';
import { LoadingPage } from '../../components/LoadingPage.tsx';

/** What this layer waits on before it draws, for preloadRoute to wait on too. */
export const ready = antdAreaReady;

/** The route layer around an area's pages that are built with antd (area-routes.tsx); lazily loaded with antd. */
export default function AreaAntdLayer() {
  return (
    <AntdArea fallback={<LoadingPage />}>
      <Outlet />
    </AntdArea>
  );
}
