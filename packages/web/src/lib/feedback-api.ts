/**
 * What shows toasts and notifications: the themed `App` instances of AntdProvider, or antd's static methods
 * (antd-static-feedback.ts). Its own module so the static one, loaded on demand by notify.ts, does not import it back.
 */
export type FeedbackKind = 'success' | 'info' | 'warning' | 'error';

export interface FeedbackApi {
  message: {
    open(args: { type: FeedbackKind; content: string; duration: number; key: string }): unknown;
    /** Takes every message off the screen at once. */
    destroy?(): void;
  };
  notification: {
    open(args: {
      type: FeedbackKind;
      title: string;
      description?: string;
      duration: number;
      key: string;
    }): void;
    destroy?(): void;
  };
}
