import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isPreloadable } from '../lib/lazy-with-reload.ts';

/**
 * Fetches the lazily loaded elements (layouts and page) of the routes matching `pathname`. Hydrating a
 * pre-rendered page after this keeps the server's markup on screen: nothing suspends into the loading page.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isPreloadable(route.element.type)
        ? route.element.type.preload()
        : undefined,
    ),
  );
}
