import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { RootError, RootLayout } from './RootLayout.tsx';

/*
 * The route table. Every page is its own chunk (lazyWithReload). Three lists:
 * - publicRoutes: landing pages; plain React + CSS, no antd anywhere in their imports (download budget);
 * - authRoutes and areaRoutes: rendered under AntdLayout, which loads antd and its theme.
 */

const SplashPage = lazyWithReload(() => import('../features/content/pages/SplashPage.tsx'));
const NotFoundPage = lazyWithReload(() => import('../components/NotFoundPage.tsx'));
const AntdLayout = lazyWithReload(() => import('./AntdLayout.tsx'));

export const publicRoutes: RouteObject[] = [{ index: true, element: <SplashPage /> }];

/** /login, /verify-email, /forgot-password, … (spec 01 §2 "Auth pages"). */
export const authRoutes: RouteObject[] = [];

/** Signed-in areas; each is a placeholder until its pages exist. */
export const areaRoutes: RouteObject[] = [
  { path: 'admin/*', element: <NotFoundPage /> },
  { path: 'provider/*', element: <NotFoundPage /> },
  { path: 'rx/*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      ...publicRoutes,
      { element: <AntdLayout />, children: [...authRoutes, ...areaRoutes] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
