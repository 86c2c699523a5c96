import { render, screen } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../components/AntdProvider.tsx';
import { type FeedbackApi, notify, registerFeedbackApi, toast } from './notify.ts';

function fakeApi() {
  return {
    message: { open: vi.fn() },
    notification: { open: vi.fn() },
  } satisfies FeedbackApi;
}

function antdStyles(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n')
    .toLowerCase();
}

describe('notify', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
  });
  // antd's static toasts live in their own React root with a 5 s timer: close them while the DOM still exists,
  // or their last render runs after this file's environment is gone (an uncaught 'window is not defined').
  // On a busy machine that last render can take longer than any fixed pause: wait until the notices are gone from
  // the page, then give React's scheduler a moment to finish the unmount it queued.
  afterAll(async () => {
    message.destroy();
    notification.destroy();
    await vi.waitFor(
      () => {
        if (document.querySelector('.ant-message-notice, .ant-notification-notice'))
          throw new Error('still open');
      },
      { timeout: 10_000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  });

  it('toasts for 5 s, keyed by text so a repeat replaces itself', async () => {
    const api = fakeApi();
    unregister = registerFeedbackApi(api);
    await toast('error', 'Please enter a valid Zipcode.');
    expect(api.message.open).toHaveBeenCalledWith({
      type: 'error',
      content: 'Please enter a valid Zipcode.',
      duration: 5,
      key: 'Please enter a valid Zipcode.',
    });
  });

  it('shows notifications for 5 s', async () => {
    const api = fakeApi();
    unregister = registerFeedbackApi(api);
    await notify('info', 'A verification email has been sent.', { description: 'Check your inbox.' });
    expect(api.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'info',
        title: 'A verification email has been sent.',
        description: 'Check your inbox.',
        duration: 5,
      }),
    );
  });

  it('loads antd on first use and renders a themed toast outside any antd route', async () => {
    await toast('error', 'Something went wrong');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(antdStyles()).toContain('#b3261e'); // the brand's colorError, not antd's default red
  });

  it('uses the App instance of AntdProvider while one is mounted', async () => {
    const staticOpen = vi.spyOn(message, 'open');
    render(
      <AntdProvider>
        <p>page</p>
      </AntdProvider>,
    );
    await toast('success', 'Password Successfully Updated');
    expect(await screen.findByText('Password Successfully Updated')).toBeInTheDocument();
    expect(staticOpen).not.toHaveBeenCalled();
    expect(antdStyles()).toContain('#2e7d32'); // colorSuccess
  });
});
