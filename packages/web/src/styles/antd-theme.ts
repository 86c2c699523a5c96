import type { ThemeConfig } from 'antd';

/** Ant Design theme from DESIGN.md; the same values are CSS custom properties in tokens.css for antd-free pages. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0F6E6E',
    colorInfo: '#1D4E89',
    colorSuccess: '#2E7D32',
    colorWarning: '#9A5B00',
    colorError: '#B3261E',
    colorLink: '#0F6E6E',
    colorText: '#1F2933',
    colorTextSecondary: '#52606D',
    colorBgLayout: '#F6F8F8',
    fontFamily:
      "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
    lineHeight: 1.5,
    borderRadius: 8,
  },
};
