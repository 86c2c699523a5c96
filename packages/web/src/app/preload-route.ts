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
 * Fetches the lazily loaded elements (layouts and page) of the routes matching `pathname`. Hydrating a
 * pre-rendered page after this keeps the server's markup on screen: nothing suspends into the loading page.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(lazyRouteElements(routes, pathname).map((component) => component.preload()));
}
