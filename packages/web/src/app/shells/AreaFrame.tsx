import { Logo } from '../../components/Logo.tsx';
import { AREA_FRAME_ID } from '../../lib/area-frame.ts';

export interface AreaFrameProps {
  /** The page's title, as the shell's header shows it. */
  title: string;
}

/**
 * A signed-in page before its scripts have run: the shell's outline (the side panel on a wide screen, the header
 * with the page's title) and, after a moment, a spinner. Rendered once at build time into each signed-in route's
 * HTML (scripts/prerender-web.mjs, with AreaFrame.css inlined: the app's stylesheets for antd are not loaded yet);
 * the shell removes it when it draws itself in the same places (lib/area-frame.ts).
 */
export function AreaFrame({ title }: AreaFrameProps) {
  return (
    <div id={AREA_FRAME_ID} className="cs-frame" aria-busy="true">
      <div className="cs-frame__sider">
        <div className="cs-frame__sider-brand">
          <Logo height={28} />
        </div>
      </div>
      <div className="cs-frame__main">
        <div className="cs-frame__header">
          <span className="cs-frame__menu-button" />
          <h1 className="cs-frame__title">{title}</h1>
        </div>
        <div className="cs-frame__content">
          <span className="cs-loading-page__spinner cs-frame__spinner" />
        </div>
      </div>
    </div>
  );
}
