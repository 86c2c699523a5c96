import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { preloadRoute } from './preload-route.ts';

describe('preloadRoute', () => {
  it('waits for every layer of the route, and for what a layer says it needs before it can draw', async () => {
    let stylesheetLoaded!: () => void;
    const ready = new Promise<void>((resolve) => {
      stylesheetLoaded = resolve;
    });
    const Layout = lazyWithReload(async () => ({ default: () => null, ready }));
    const Page = lazyWithReload(async () => ({ default: () => <h1>Page</h1> }));
    const routes: RouteObject[] = [{ element: <Layout />, children: [{ path: 'page', element: <Page /> }] }];

    let done = false;
    const preloading = preloadRoute(routes, '/page').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    stylesheetLoaded();
    await preloading;
    expect(done).toBe(true);
  });
});
