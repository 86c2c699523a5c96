import { IDLE_TIMEOUT_S, IDLE_WARNING_S } from '@carespace/domain';
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type EventsType, useIdleTimer } from 'react-idle-timer';
import { apiPost, apiUrl, REQUESTED_WITH_HEADER } from '../lib/api-client.ts';
import { lazyAntd } from './lazy-antd.tsx';

/*
 * The question and the lock screen are built with antd and load only when one first shows: the gate itself is on
 * pages that load no antd.
 */
const StillTherePrompt = lazyAntd(async () => (await import('./IdleGatePrompts.tsx')).StillTherePrompt);
const LockScreen = lazyAntd(async () => (await import('./IdleGatePrompts.tsx')).LockScreen);

/** Fetches the question and the lock screen ahead of their first showing (tests that step a fake clock). */
export async function preloadIdlePrompts(): Promise<void> {
  await Promise.all([StillTherePrompt.preload(), LockScreen.preload()]);
  const { antdAreaReady } = await import('./AntdArea.tsx');
  await antdAreaReady;
}

/**
 * The idle security gate around pages that show ePHI (HIPAA automatic logoff):
 * - the countdown starts at 480 s and restarts on load, mouse move, mouse down, click, scroll or key press;
 * - with 30 s left, 'Are you still there?' asks the user to confirm with 'Still here';
 * - at 0 the content is taken off the screen and the password is asked for again (POST /auth/security-check);
 *   an account that needs no password is signed out instead;
 * - if the tab is hidden when the countdown ends, it restarts instead of locking; but a tab that stayed hidden
 *   for a whole timeout locks as soon as it is shown again, so switching tabs never keeps ePHI open;
 * - the audit calls: access-ePHI on mount, continue-ePHI on unlock, logout-ePHI on unmount and before unload.
 *
 * The lock is remembered in local storage until the password is entered, so reloading the page or opening it
 * in another tab does not get around it.
 *
 * Gates nest: the admin shell keeps one around every admin page, and a page showing ePHI keeps its own so it is
 * guarded in any shell. Two timers would mean two 'Are you still there?' dialogs, and answering one would leave
 * the other to lock the page. So a gate inside another only keeps its page's ePHI session (access-ePHI on
 * opening, logout-ePHI on leaving) and leaves the countdown, the question and the lock to the outer gate.
 */

export const IDLE_EVENTS: EventsType[] = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'];
export const IDLE_LOCK_STORAGE_KEY = 'carespace.idleLocked';

const AUDIT = {
  access: '/audit/access-ePHI',
  continue: '/audit/continue-ePHI',
  logout: '/audit/logout-ePHI',
} as const;

function readLock(): boolean {
  try {
    return window.localStorage.getItem(IDLE_LOCK_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeLock(locked: boolean): void {
  try {
    if (locked) window.localStorage.setItem(IDLE_LOCK_STORAGE_KEY, '1');
    else window.localStorage.removeItem(IDLE_LOCK_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the lock still holds for this page
  }
}

/** Forgets a pending lock; called on sign-out so the next person to sign in on this browser is not asked. */
export function clearIdleLock(): void {
  writeLock(false);
}

/**
 * logout-ePHI must survive the page being closed. sendBeacon cannot carry the CSRF header, so this is a
 * keepalive fetch with it. The answer is ignored.
 */
export function sendEphiLogout(): Promise<void> {
  return fetch(apiUrl(AUDIT.logout), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { ...REQUESTED_WITH_HEADER },
  }).then(
    () => undefined,
    () => undefined,
  );
}

export interface IdleGateProps {
  children: ReactNode;
  /** Signs the user out: from the lock screen, and instead of locking when no password is required. */
  onSignOut: () => void;
  /** Whether unlocking asks for the password (default true; every account has one today). */
  passwordRequired?: boolean;
  /** Seconds of inactivity before locking (default 480). */
  timeoutSeconds?: number;
  /** Seconds before locking at which 'Are you still there?' shows (default 30). */
  warningSeconds?: number;
}

/** True below a gate that runs the countdown; an inner gate then defers to it. */
const IdleGateContext = createContext(false);

export function IdleGate(props: IdleGateProps) {
  const insideAnother = useContext(IdleGateContext);
  if (insideAnother) return <EphiSession>{props.children}</EphiSession>;
  return (
    <IdleGateContext.Provider value={true}>
      <OutermostIdleGate {...props} />
    </IdleGateContext.Provider>
  );
}

/** The page's ePHI session: opened on mount, closed when leaving the page or closing the tab. */
function useEphiSession(): void {
  useEffect(() => {
    void apiPost(AUDIT.access, undefined, { silent: true });
    const onBeforeUnload = () => void sendEphiLogout();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      void sendEphiLogout();
    };
  }, []);
}

function EphiSession({ children }: { children: ReactNode }) {
  useEphiSession();
  return <>{children}</>;
}

function OutermostIdleGate({
  children,
  onSignOut,
  passwordRequired = true,
  timeoutSeconds = IDLE_TIMEOUT_S,
  warningSeconds = IDLE_WARNING_S,
}: IdleGateProps) {
  const [locked, setLocked] = useState(readLock);
  const [prompted, setPrompted] = useState(false);
  const hiddenSince = useRef<number | null>(null);
  const timeoutMs = timeoutSeconds * 1000;

  const lock = useCallback(() => {
    setPrompted(false);
    if (!passwordRequired) {
      onSignOut();
      return;
    }
    writeLock(true);
    setLocked(true);
  }, [passwordRequired, onSignOut]);

  const timer = useIdleTimer({
    timeout: timeoutMs,
    promptBeforeIdle: warningSeconds * 1000,
    events: IDLE_EVENTS,
    stopOnIdle: true,
    // While locked the timer is off; unlocking turns it on again from a full countdown.
    disabled: locked,
    onPrompt: () => setPrompted(true),
    onActive: () => setPrompted(false),
    onIdle: (_event, idleTimer) => {
      if (document.visibilityState === 'hidden') {
        setPrompted(false);
        // After the timer has finished its own idle bookkeeping.
        void Promise.resolve().then(() => idleTimer?.reset());
        return;
      }
      lock();
    },
  });

  // A tab hidden for a whole timeout locks when it is shown again.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince.current = Date.now();
        return;
      }
      const since = hiddenSince.current;
      hiddenSince.current = null;
      if (since !== null && Date.now() - since >= timeoutMs) lock();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [timeoutMs, lock]);

  // Another tab locked or unlocked.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === IDLE_LOCK_STORAGE_KEY) setLocked(event.newValue === '1');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEphiSession();

  const unlock = useCallback(() => {
    writeLock(false);
    setLocked(false);
    void apiPost(AUDIT.continue, undefined, { silent: true });
  }, []);

  return (
    <>
      {locked ? (
        <Suspense fallback={null}>
          <LockScreen onUnlock={unlock} onSignOut={onSignOut} />
        </Suspense>
      ) : (
        children
      )}
      {prompted && !locked && (
        <Suspense fallback={null}>
          <StillTherePrompt
            open
            remainingMs={() => timer.getRemainingTime()}
            onStillHere={() => timer.activate()}
          />
        </Suspense>
      )}
    </>
  );
}
