/**
 * The outline of the signed-in shell that each signed-in route's HTML carries ahead of `#root` (app/shells/AreaFrame.tsx,
 * written in at build time), so a phone paints the page's header before any script has run. It goes as soon as the
 * app draws something of its own there: the shell, or a page that replaces the area (sign-in, a load error).
 */
export const AREA_FRAME_ID = 'cs-area-frame';

export function releaseAreaFrame(): void {
  document.getElementById(AREA_FRAME_ID)?.remove();
}
