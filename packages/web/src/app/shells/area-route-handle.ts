/** A route's `handle` in a signed-in area: the page title shown in the shell's header. */
export interface AreaRouteHandle {
  title: string;
}

function isAreaHandle(handle: unknown): handle is AreaRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as AreaRouteHandle).title === 'string'
  );
}

/**
 * A signed-in page's title from the handles of the routes it matched, outermost first: the innermost that names
 * one. The shell's header shows it, and so does the outline the route's HTML paints before the shell loads.
 */
export function areaTitle(handles: readonly unknown[]): string {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index];
    if (isAreaHandle(handle)) return handle.title;
  }
  return 'Dashboard';
}
