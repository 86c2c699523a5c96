import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerFeedbackApi } from '../lib/notify.ts';
import { antdTheme } from '../styles/antd-theme.ts';

/** While mounted, toasts from anywhere (the API client too) use this App's themed instances. */
function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => registerFeedbackApi({ message, notification }), [message, notification]);
  return null;
}

/**
 * With antd's static stylesheet loaded (AntdLayout): no component styles computed at run time, and class names
 * without a hash, as the stylesheet was made. The theme's variables are still set at run time.
 */
const ZERO_RUNTIME_THEME: ThemeConfig = { ...antdTheme, zeroRuntime: true, hashed: false };

/**
 * Ant Design theme (the brand's tokens, as in styles/tokens.css) and antd's App, for the route groups that use antd. `zeroRuntime` once
 * antd's static stylesheet is on the page (AntdLayout); otherwise antd computes its styles as it renders.
 */
export function AntdProvider({
  children,
  zeroRuntime = false,
}: {
  children: ReactNode;
  zeroRuntime?: boolean;
}) {
  return (
    <ConfigProvider theme={zeroRuntime ? ZERO_RUNTIME_THEME : antdTheme}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
