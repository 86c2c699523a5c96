import { ConfigProvider, message, notification } from 'antd';
import { antdTheme } from '../styles/antd-theme.ts';
import type { FeedbackApi } from './feedback-api.ts';

/** Loaded on demand by notify.ts: antd's static feedback methods, rendered with the Carespace theme. */
export function createStaticFeedbackApi(): FeedbackApi {
  ConfigProvider.config({ theme: antdTheme });
  return { message, notification };
}
