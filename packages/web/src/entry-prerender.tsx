/*
 * Build-time pre-rendering of the public pages (run by scripts/prerender-web.mjs after the client build). Each
 * page's HTML ships in its first response, so it paints before any JavaScript runs; main.tsx then hydrates it.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { lazyRouteElements } from './app/preload-route.ts';
import { AppProviders } from './app/providers.tsx';
import { areaRoutes, publicAuthRoutes, publicRoutes, routes } from './app/router.tsx';
import { AreaFrame } from './app/shells/AreaFrame.tsx';
import { areaTitle } from './app/shells/area-route-handle.ts';
import { POST_SLUGS } from './features/content/blog/posts.ts';
import { type PageMeta, type PageMetaSink, PageMetaSinkContext } from './lib/page-meta.ts';

export { documentTitle } from './lib/page-meta.ts';

import { createQueryClient } from './lib/query-client.ts';

/** Public pages that start from the empty shell (none today: the form pages use the light kit, not antd). */
const CLIENT_ONLY = new Set<string>([]);

function pathsOf(route: RouteObject): string[] {
  if (route.index) return ['/'];
  if (!route.path) return [];
  if (route.path === 'blog/:slug') return POST_SLUGS.map((slug) => `/blog/${slug}`);
  if (route.path.includes(':') || route.path.includes('*')) return [];
  return [`/${route.path}`];
}

/** Every public path worth pre-rendering, blog articles and the entry pages included. */
export function prerenderPaths(): string[] {
  return [...publicRoutes, ...publicAuthRoutes].flatMap(pathsOf).filter((path) => !CLIENT_ONLY.has(path));
}

/**
 * Pages of an emailed link, which read only its key parameter: pre-rendered twice, for the bare address (the
 * missing-key answer, known without the browser) and for an address with a key (checked once hydrated, so the
 * markup holds for any key). The server picks one by the parameter alone (the manifest names it).
 */
export const KEYED_PAGES: ReadonlySet<string> = new Set([
  '/reset-password',
  '/verify-email',
  '/verify-update-email',
]);
export { VERIFICATION_KEY_PARAMETER as KEY_PARAMETER } from './features/auth/api/verification-key.ts';

/** A signed-in area's route: its path pattern (`/admin/properties/:id`) and the lazy modules it renders. */
export interface AreaPage {
  pattern: string;
  modules: string[];
  /** The shell's outline with the page's title, painted before the scripts run (app/shells/AreaFrame.tsx). */
  frame: string;
}

/**
 * Every route of the signed-in areas with the source modules of its lazy elements (antd's layout, the area's
 * shell, the page): not pre-rendered (they draw who is signed in), but their HTML can fetch those chunks with the
 * entry instead of one after another as each layer renders, and paint the shell's outline with the page's title
 * first (scripts/prerender-web.mjs writes it).
 */
export function areaPages(): AreaPage[] {
  return areaRoutes.flatMap((area) =>
    pageRoutes(area.children ?? []).flatMap((child) => {
      if (child.path?.includes('*')) return [];
      const pattern = child.index ? `/${area.path}` : `/${area.path}/${child.path}`;
      // A sample address for the pattern: any value of a parameter matches the same routes.
      const sample = pattern.replace(/:\w+/g, 'x');
      const modules = lazyRouteElements(routes, sample).flatMap((component) =>
        component.moduleId ? [component.moduleId] : [],
      );
      const frame = renderToStaticMarkup(<AreaFrame title={areaTitle([area.handle, child.handle])} />);
      return [{ pattern, modules, frame }];
    }),
  );
}

/** The routes that are pages, through the layers without a path of their own (an area's antd layer). */
function pageRoutes(children: RouteObject[]): RouteObject[] {
  return children.flatMap((child) =>
    child.path === undefined && !child.index && child.children ? pageRoutes(child.children) : [child],
  );
}

export interface PrerenderedPage {
  html: string;
  meta: PageMeta | null;
  /** Source modules of the page's lazy route elements (keys of Vite's client manifest), to preload. */
  modules: string[];
}

/**
 * The markup of `#root` for one address (a path, with a query for a keyed page's second file), with every lazy
 * page and `use()` promise resolved, and its meta.
 */
export async function render(address: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const url = new URL(address, 'http://localhost');
  const pathname = url.pathname;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${address} redirected while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sink: PageMetaSink = { meta: null };
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaSinkContext value={sink}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaSinkContext>
    </StrictMode>,
    // Complete boundaries inline, whatever their size: no out-of-order segments, whose swap needs inline scripts
    // (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const modules = lazyRouteElements(routes, pathname).flatMap((component) =>
    component.moduleId ? [component.moduleId] : [],
  );
  return { html: await new Response(prelude).text(), meta: sink.meta, modules };
}
