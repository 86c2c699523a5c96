import type { ThemeConfig } from 'antd';

/**
 * The text shade (7) of the preset tag colours, drawn on their lightest tint (1): the stock shades of these hues
 * are under 4.5:1 there, these are the next darker step of the same hue. Ant Design names each shade twice
 * (green7 and green-7) and both become the same CSS variable, so both are set.
 */
const TEXT_SHADE_7 = {
  green: '#237804',
  gold: '#945C00',
  orange: '#AD4E00',
  cyan: '#006D75',
  lime: '#4F7A00',
  volcano: '#AD2102',
  yellow: '#8A6D00',
} as const;

const PRESET_TEXT_SHADES = Object.fromEntries(
  Object.entries(TEXT_SHADE_7).flatMap(([hue, shade]) => [
    [`${hue}7`, shade],
    [`${hue}-7`, shade],
  ]),
);

/** The Ant Design theme in the brand's colours and type; the same values are CSS custom properties in tokens.css for antd-free pages. */
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
    // Ant Design draws secondary text (Typography type="secondary", description labels) in its lighter
    // 'tertiary' grey, about 3.4:1 on white; this grey keeps 4.5:1 on white, the layout grey and the light tints.
    colorTextTertiary: '#5E6A76',
    colorTextDescription: '#5E6A76',
    // A select's placeholder names the field until something is chosen ('Treatment'): readable at 4.5:1.
    colorTextPlaceholder: '#66727E',
    colorBgLayout: '#F6F8F8',
    fontFamily:
      "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
    lineHeight: 1.5,
    borderRadius: 8,
    ...PRESET_TEXT_SHADES,
  },
};
