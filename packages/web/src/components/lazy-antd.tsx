import { type ComponentType, createElement, type ReactNode } from 'react';
import { lazyWithReload, type PreloadableComponent } from '../lib/lazy-with-reload.ts';

/**
 * A part built with antd inside a page that is not (a dialog, a form): loaded, with antd and its stylesheet, only
 * when it first shows, and drawn inside the area's antd theme (AntdArea). `fallback` while antd's stylesheet
 * arrives; the caller's Suspense boundary covers the download.
 */
export function lazyAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): PreloadableComponent<P> {
  return lazyWithReload<P>(async () => {
    const [Component, { AntdArea }] = await Promise.all([load(), import('./AntdArea.tsx')]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the module first loads, as React.lazy's component is; never during a render.
    function InAntdArea(props: P) {
      return <AntdArea fallback={fallback}>{createElement(Component, props)}</AntdArea>;
    }
    return { default: InAntdArea };
  });
}
