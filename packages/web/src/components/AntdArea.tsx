import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, Suspense, use } from 'react';
import { antdStylesheetLoaded, antdStylesheetReady } from '../lib/antd-stylesheet.ts';
import { AntdProvider } from './AntdProvider.tsx';

/**
 * Light tints for the signed-in areas. Ant Design derives its 'Bg' colours from the brand colours, and for our
 * deep teal, green, amber and red the derivation comes out grey (grey 'Verified' tags, a grey selected row).
 * These are light tints of the brand colours (styles/tokens.css), with text contrast above 4.5:1.
 */
const AREA_THEME: ThemeConfig = {
  token: {
    colorPrimaryBg: '#E3F0F0',
    colorPrimaryBgHover: '#D2E7E7',
    colorPrimaryBorder: '#9FCACA',
    colorSuccessBg: '#EDF6EE',
    colorSuccessBorder: '#A8D1AB',
    colorWarningBg: '#FBF1E3',
    colorWarningBorder: '#E6C58F',
    colorErrorBg: '#FBEAE9',
    colorErrorBorder: '#EBB0AC',
    colorInfoBg: '#E7EEF7',
    colorInfoBorder: '#A9C0DD',
  },
};

/** What an antd part of a signed-in area waits on before it draws: antd's static stylesheet. */
export const antdAreaReady = antdStylesheetReady;

function Themed({ children }: { children: ReactNode }) {
  const zeroRuntime = antdStylesheetLoaded() ?? use(antdStylesheetReady);
  return (
    <AntdProvider zeroRuntime={zeroRuntime}>
      <ConfigProvider theme={AREA_THEME}>{children}</ConfigProvider>
    </AntdProvider>
  );
}

/**
 * Ant Design inside a signed-in area. The area's shell and its lightest pages are plain React and CSS, so a phone
 * downloads antd only for the parts that use it: a page built with antd (a route layer, app/shells/AreaAntdLayer),
 * or an antd part of a light page (a dialog, a form), loaded with that part. Draws once antd's stylesheet is in,
 * so nothing shows unstyled; `fallback` until then.
 */
export function AntdArea({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Themed>{children}</Themed>
    </Suspense>
  );
}
