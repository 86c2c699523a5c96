import { LOADING, LOADING_DELAY_MS } from '@carespace/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { releaseAreaFrame } from '../lib/area-frame.ts';
import './LoadingPage.css';

/**
 * How long a page may take before the loading page says so. The message is fixed; the duration is our choice:
 * 10 s is long enough for a slow mobile connection and short enough that nobody gives up first.
 */
export const LOADING_TIMEOUT_MS = 10_000;

export interface LoadingPageProps {
  /** The page failed to load (shown at once). */
  error?: boolean;
  /** Nothing shows before this, so fast loads do not flash a loader. */
  delayMs?: number;
  /** After this the page says it is taking too long. */
  timeoutMs?: number;
}

type Phase = 'waiting' | 'loading' | 'timedOut';

/** The Suspense fallback and the load-error screen of every route. */
export function LoadingPage({
  error = false,
  delayMs = LOADING_DELAY_MS,
  timeoutMs = LOADING_TIMEOUT_MS,
}: LoadingPageProps) {
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (error) return;
    const delay = window.setTimeout(() => setPhase('loading'), delayMs);
    const timeout = window.setTimeout(() => setPhase('timedOut'), timeoutMs);
    return () => {
      window.clearTimeout(delay);
      window.clearTimeout(timeout);
    };
  }, [error, delayMs, timeoutMs]);

  // A signed-in route's painted outline would hide this message: it goes once there is something to say.
  useLayoutEffect(() => {
    if (error || phase === 'timedOut') releaseAreaFrame();
  }, [error, phase]);

  if (error) {
    return (
      <div className="cs-loading-page" role="alert">
        <p className="cs-loading-page__message">{LOADING.error}</p>
        <button type="button" className="cs-loading-page__button" onClick={() => window.location.reload()}>
          Refresh the page
        </button>
      </div>
    );
  }
  if (phase === 'timedOut') {
    return (
      <div className="cs-loading-page" role="alert">
        <p className="cs-loading-page__message">{LOADING.timeout}</p>
      </div>
    );
  }
  return (
    <div className="cs-loading-page" aria-busy="true">
      {phase === 'loading' && (
        <div role="status" className="cs-loading-page__status">
          <span className="cs-loading-page__spinner" aria-hidden="true" />
          <span className="cs-loading-page__message">{LOADING.loading}</span>
        </div>
      )}
    </div>
  );
}
