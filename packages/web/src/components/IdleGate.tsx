import { LockOutlined } from '@ant-design/icons';
import {
  IDLE,
  IDLE_TICK_MS,
  IDLE_TIMEOUT_S,
  IDLE_WARNING_S,
  securityCheckBodySchema,
} from '@carespace/domain';
import { Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type EventsType, useIdleTimer } from 'react-idle-timer';
import { apiPost, apiUrl, REQUESTED_WITH_HEADER } from '../lib/api-client.ts';
import { zodRule } from './form/zod-rule.ts';

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
      {locked ? <LockScreen onUnlock={unlock} onSignOut={onSignOut} /> : children}
      <StillTherePrompt
        open={prompted && !locked}
        remainingMs={() => timer.getRemainingTime()}
        onStillHere={() => timer.activate()}
      />
    </>
  );
}

function StillTherePrompt({
  open,
  remainingMs,
  onStillHere,
}: {
  open: boolean;
  remainingMs: () => number;
  onStillHere: () => void;
}) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const read = useRef(remainingMs);
  read.current = remainingMs;

  useEffect(() => {
    if (!open) return;
    const update = () => setSeconds(Math.max(0, Math.ceil(read.current() / 1000)));
    update();
    const interval = window.setInterval(update, IDLE_TICK_MS);
    return () => window.clearInterval(interval);
  }, [open]);

  return (
    <Modal
      open={open}
      title={IDLE.stillThere}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onStillHere} autoFocus>
          {IDLE.stillHere}
        </Button>
      }
    >
      <Typography.Paragraph>
        For your privacy, this page will lock
        {seconds === null ? ' soon' : ` in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`} unless you let
        us know you are still here.
      </Typography.Paragraph>
    </Modal>
  );
}

const passwordRule = zodRule(securityCheckBodySchema.shape.password);

function LockScreen({ onUnlock, onSignOut }: { onUnlock: () => void; onSignOut: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [checking, setChecking] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setChecking(true);
    const outcome = await apiPost('/auth/security-check', { password }, { silent: true });
    setChecking(false);
    if (outcome.success) {
      onUnlock();
      return;
    }
    form.setFields([{ name: 'password', value: '', errors: [outcome.error.message] }]);
  };

  return (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center', marginBottom: 16 }}>
          <LockOutlined style={{ fontSize: 32, color: 'var(--cs-color-primary, #0F6E6E)' }} aria-hidden />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            This page is locked
          </Typography.Title>
          <Typography.Text type="secondary">
            For your privacy, we hid this page after a period without activity. Enter your password to
            continue.
          </Typography.Text>
        </Flex>
        <Form form={form} name="idleUnlock" layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item name="password" label="Password" rules={[passwordRule]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={checking}>
            Unlock
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button type="link" onClick={onSignOut}>
            Sign out instead
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
