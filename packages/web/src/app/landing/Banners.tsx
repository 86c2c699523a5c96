import { BANNERS, isUnsupportedBrowser } from '@carespace/domain';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINKS } from './sitemap.ts';

/** Local storage: a dismissed free-month banner stays dismissed on this device. */
export const FREE_MONTH_DISMISSED_KEY = 'carespace.freeMonthBanner.dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(FREE_MONTH_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: show the banner; dismissing still hides it for this page view
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(FREE_MONTH_DISMISSED_KEY, '1');
  } catch {
    // storage blocked or full: the banner is hidden until the next visit only
  }
}

const noSubscription = () => () => {};

/**
 * One free month of any medication subscription; dismissible, remembered. The pre-rendered page
 * carries the banner (the server cannot know this device's choice); hydration then drops it for a visitor who
 * dismissed it before.
 */
export function FreeMonthBanner() {
  const dismissedBefore = useSyncExternalStore(noSubscription, readDismissed, () => false);
  const [dismissedNow, setDismissed] = useState(false);
  if (dismissedBefore || dismissedNow) return null;
  return (
    <section className="cs-banner cs-banner--offer" aria-label="Offer">
      <p className="cs-banner__text">
        {BANNERS.freeMonth}{' '}
        <Link to="/what-we-treat" className="cs-banner__link">
          See what we treat
        </Link>
      </p>
      <button
        type="button"
        className="cs-banner__close"
        aria-label="Dismiss the free month offer"
        onClick={() => {
          rememberDismissed();
          setDismissed(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

/**
 * Warns on a browser at or below its floor (or Internet Explorer) and recommends Chrome. Decided in
 * the browser only: a pre-rendered page has no user agent, so it hydrates without the banner and then adds it.
 */
export function UnsupportedBrowserBanner({ userAgent }: { userAgent?: string }) {
  const unsupported = useSyncExternalStore(
    noSubscription,
    () => isUnsupportedBrowser(userAgent ?? window.navigator.userAgent),
    () => false,
  );
  if (!unsupported) return null;
  return (
    <section className="cs-banner cs-banner--warning" role="alert">
      <p className="cs-banner__text">
        {BANNERS.unsupportedBrowser}{' '}
        <a href={EXTERNAL_LINKS.chrome} className="cs-banner__link" target="_blank" rel="noopener noreferrer">
          Get Chrome<span className="cs-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
