import { TOAST_MS } from '@carespace/domain';
import type { FeedbackApi, FeedbackKind } from './feedback-api.ts';

/**
 * Toasts and notifications callable from anywhere, including code outside React (the API client).
 * Ant Design is fetched on first use, so an antd-free landing page pays for it only when something is shown.
 * Inside an antd route group the themed `App` instances are used (registered by AntdProvider); elsewhere the
 * static methods, themed through `ConfigProvider.config`.
 */
export type { FeedbackApi, FeedbackKind } from './feedback-api.ts';

const DURATION_S = TOAST_MS / 1000;

let registered: FeedbackApi | null = null;
let staticApi: Promise<FeedbackApi> | null = null;
/** The static methods once loaded: they draw in a React root of their own, outside any page. */
let staticLoaded: FeedbackApi | null = null;

/** Used by AntdProvider so feedback inherits its context; returns the unregister function. */
export function registerFeedbackApi(api: FeedbackApi): () => void {
  registered = api;
  return () => {
    if (registered === api) registered = null;
  };
}

function feedbackApi(): Promise<FeedbackApi> {
  if (registered) return Promise.resolve(registered);
  staticApi ??= import('./antd-static-feedback.ts').then(
    (module) => {
      staticLoaded = module.createStaticFeedbackApi();
      return staticLoaded;
    },
    (error: unknown) => {
      staticApi = null; // let the next toast try again, e.g. once the network is back
      throw error;
    },
  );
  return staticApi;
}

/**
 * Takes down the toasts and notifications the static methods show, with the timers that would close them later.
 * For tests, whose page goes after the last one: a toast closing after that would render into no window.
 */
export function dismissStaticFeedback(): void {
  staticLoaded?.message.destroy?.();
  staticLoaded?.notification.destroy?.();
}

/** Starts downloading the toast code ahead of need (e.g. when a form gets focus). */
export function preloadFeedback(): void {
  feedbackApi().catch(() => undefined);
}

/**
 * A short toast for `TOAST_MS`. The same text shown twice replaces itself instead of stacking.
 * Resolves once shown; never rejects.
 */
export async function toast(
  kind: FeedbackKind,
  content: string,
  options: { key?: string } = {},
): Promise<void> {
  try {
    const api = await feedbackApi();
    api.message.open({ type: kind, content, duration: DURATION_S, key: options.key ?? content });
  } catch (error) {
    console.error(`Could not show the message "${content}"`, error);
  }
}

/** A notification card (title, optional description) for `TOAST_MS`. Resolves once shown; never rejects. */
export async function notify(
  kind: FeedbackKind,
  title: string,
  options: { description?: string; key?: string } = {},
): Promise<void> {
  try {
    const api = await feedbackApi();
    api.notification.open({
      type: kind,
      title,
      description: options.description,
      duration: DURATION_S,
      key: options.key ?? `${title}\n${options.description ?? ''}`,
    });
  } catch (error) {
    console.error(`Could not show the notification "${title}"`, error);
  }
}
