import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerFeedbackApi } from '../lib/notify.ts';
import { antdTheme } from '../styles/antd-theme.ts';

/** While mounted, toasts from anywhere (the API client too) use this App's themed instances. */
function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => registerFeedbackApi({ message, notification }), [message, notification]);
  return null;
}

/** Ant Design theme (DESIGN.md tokens) and antd's App, for the route groups that use antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
