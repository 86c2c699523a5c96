import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SitemapList } from './SitemapLinks.tsx';
import { HEADER_GROUPS } from './sitemap.ts';

/**
 * The header's sitemap dropdowns (above 992 px). Disclosure buttons: one group open at a time; Escape,
 * a click elsewhere or a navigation closes it.
 */
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpenId(null), [pathname, hash]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`button[data-group="${openId}"]`)?.focus();
      setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  return (
    <nav ref={navRef} className="cs-desktop-nav" aria-label="Main">
      <ul className="cs-desktop-nav__groups">
        {HEADER_GROUPS.map((group) => {
          const open = openId === group.id;
          const panelId = `cs-nav-panel-${group.id}`;
          return (
            <li key={group.id} className="cs-desktop-nav__group">
              <button
                type="button"
                className="cs-desktop-nav__trigger"
                data-group={group.id}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : group.id)}
              >
                {group.label}
                <svg
                  className="cs-desktop-nav__chevron"
                  viewBox="0 0 12 12"
                  width="12"
                  height="12"
                  aria-hidden="true"
                  focusable="false"
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
              <div id={panelId} className="cs-desktop-nav__panel" hidden={!open}>
                <Link to={group.to} className="cs-desktop-nav__overview">
                  {group.label} overview <span aria-hidden="true">→</span>
                </Link>
                <SitemapList links={group.links} className="cs-desktop-nav__links" />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
