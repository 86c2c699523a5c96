import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isPreloadable, type PreloadableComponent } from '../lib/lazy-with-reload.ts';

/** The lazily loaded elements (layouts and page) of the routes matching `pathname`. */
export function lazyRouteElements(routes: RouteObject[], pathname: string): PreloadableComponent<object>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    isValidElement(route.element) && isPreloadable(route.element.type) ? [route.element.type] : [],
  );
}

/**
 * Fetches the lazily loaded elements (layouts and page) of the routes matching `pathname`, and waits on what a
 * module says it needs before it can draw (its `ready` export: antd's stylesheet for AntdLayout). Rendering after
 * this keeps what is on screen (a pre-rendered page, a signed-in route's outline) until the page can replace it:
 * nothing suspends into the loading page, and React's 300 ms hold on revealing content after a fallback never starts.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    lazyRouteElements(routes, pathname).map(async (component) => {
      const module = await component.preload();
      await module.ready;
    }),
  );
}
