import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SitemapList } from './SitemapLinks.tsx';
import { SITEMAP } from './sitemap.ts';

const MENU_ID = 'cs-mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in menu at or below 992 px: a modal dialog. Focus moves into it and is kept there, Escape or the
 * backdrop closes it, focus returns to the menu button, and any navigation closes it.
 */
export function MobileMenu({ account }: { account: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind a modal menu does not scroll
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="cs-menu-button"
        aria-expanded={open}
        // Only while the dialog exists: a reference to a missing element is an accessibility error.
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      {open && (
        <div className="cs-drawer-root">
          <div className="cs-drawer__backdrop" aria-hidden="true" onClick={close} />
          <div
            ref={dialogRef}
            id={MENU_ID}
            className="cs-drawer"
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            onKeyDown={onKeyDown}
          >
            <div className="cs-drawer__top">
              <Link to="/help" className="cs-drawer__help">
                How can we help?
              </Link>
              <button ref={closeRef} type="button" className="cs-drawer__close" onClick={close}>
                <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
                  <path
                    d="M3.5 3.5l9 9m0-9l-9 9"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="cs-visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Site" className="cs-drawer__nav">
              {SITEMAP.map((group) => {
                const isOpen = expanded === group.id;
                const panelId = `cs-drawer-group-${group.id}`;
                return (
                  <div key={group.id} className="cs-drawer__group">
                    <button
                      type="button"
                      className="cs-drawer__group-toggle"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isOpen ? null : group.id)}
                    >
                      {group.label}
                      <svg
                        viewBox="0 0 12 12"
                        width="14"
                        height="14"
                        aria-hidden="true"
                        focusable="false"
                        className="cs-drawer__chevron"
                      >
                        <path
                          d="M2.5 4.5L6 8l3.5-3.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                          strokeLinecap="round"
                        />
                      </svg>
                    </button>
                    <div id={panelId} hidden={!isOpen} className="cs-drawer__panel">
                      {group.id !== 'about' && (
                        <Link to={group.to} className="cs-drawer__overview">
                          {group.label} overview
                        </Link>
                      )}
                      <SitemapList links={group.links} className="cs-drawer__links" />
                    </div>
                  </div>
                );
              })}
            </nav>
            <div className="cs-drawer__account">{account}</div>
          </div>
        </div>
      )}
    </>
  );
}
