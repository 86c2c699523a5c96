import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const loadDrawer = () => import('./MobileMenuDrawer.tsx');
const MobileMenuDrawer = lazy(loadDrawer);
const MENU_ID = 'cs-mobile-menu';

/**
 * The slide-in menu at or below 992 px: a modal dialog (MobileMenuDrawer.tsx). Focus moves into it and is kept
 * there, Escape or the backdrop closes it, focus returns to the menu button, and any navigation closes it. The
 * dialog's code is fetched as a finger or pointer nears the button, not with the page (its download budget).
 */
export function MobileMenu({ account }: { account: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpen(false), [pathname, hash]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  const preload = () => void loadDrawer().catch(() => undefined);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="cs-menu-button"
        aria-expanded={open}
        // Only while the dialog exists: a reference to a missing element is an accessibility error.
        aria-controls={open ? MENU_ID : undefined}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer account={account} close={close} />
        </Suspense>
      )}
    </>
  );
}
