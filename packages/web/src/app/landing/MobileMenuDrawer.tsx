import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SitemapList } from './SitemapLinks.tsx';
import { SITEMAP } from './sitemap.ts';

export const MENU_ID = 'cs-mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open slide-in menu (MobileMenu.tsx): a modal dialog. Focus moves into it and is kept there, Escape or the
 * backdrop closes it. Its own chunk, fetched when the menu button is approached: the landing pages load it only
 * when someone opens the menu.
 */
export default function MobileMenuDrawer({ account, close }: { account: ReactNode; close: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind a modal menu does not scroll
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

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
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
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
  );
}
