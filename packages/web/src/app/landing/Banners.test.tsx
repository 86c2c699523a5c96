import { BANNERS } from '@carespace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_MONTH_DISMISSED_KEY, FreeMonthBanner, UnsupportedBrowserBanner } from './Banners.tsx';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const CHROME_77 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/77.0.3865.90 Safari/537.36';
const CHROME_131 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_17 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

beforeEach(() => window.localStorage.clear());

describe('FreeMonthBanner', () => {
  it('offers the free month and can be dismissed; the dismissal is remembered', async () => {
    const { unmount } = renderInRouter(<FreeMonthBanner />);
    expect(screen.getByText(BANNERS.freeMonth, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what we treat' })).toHaveAttribute('href', '/what-we-treat');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the free month offer' }));
    expect(screen.queryByText(BANNERS.freeMonth, { exact: false })).toBeNull();
    expect(window.localStorage.getItem(FREE_MONTH_DISMISSED_KEY)).toBe('1');

    unmount();
    renderInRouter(<FreeMonthBanner />);
    expect(screen.queryByText(BANNERS.freeMonth, { exact: false })).toBeNull();
  });
});

describe('UnsupportedBrowserBanner', () => {
  it.each([
    ['Internet Explorer', IE11],
    ['Chrome 77 (at the floor)', CHROME_77],
  ])('warns on %s and recommends the latest Chrome', (_name, userAgent) => {
    renderInRouter(<UnsupportedBrowserBanner userAgent={userAgent} />);
    expect(screen.getByRole('alert')).toHaveTextContent(BANNERS.unsupportedBrowser);
    const chrome = screen.getByRole('link', { name: /Get Chrome/ });
    expect(chrome).toHaveAttribute('href', 'https://www.google.com/chrome/');
    expect(chrome).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each([
    ['Chrome 131', CHROME_131],
    ['Safari 17', SAFARI_17],
  ])('says nothing on %s', (_name, userAgent) => {
    renderInRouter(<UnsupportedBrowserBanner userAgent={userAgent} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
