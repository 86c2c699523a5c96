import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { type ReactNode, Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { IdleGate } from '../../components/IdleGate.tsx';
import { LoadingPage } from '../../components/LoadingPage.tsx';
import { Logo } from '../../components/Logo.tsx';
import { SideDrawer } from '../../components/SideDrawer.tsx';
import { SvgIcon } from '../../components/SvgIcon.tsx';
import { HeaderAvatar } from '../../features/account/components/HeaderAvatar.tsx';
import { type Identity, useIdentity } from '../../features/auth/api/identity.ts';
import { releaseAreaFrame } from '../../lib/area-frame.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { LOGIN_PATH, type LoginLocationState } from '../../lib/session.ts';
import { ShellContext, type ShellValue } from '../../lib/shell-context.ts';
import { AREA_PATH, type Area, admits, homeFor } from './area-access.ts';
import { areaTitle } from './area-route-handle.ts';
import { MENUS, menuKindFor } from './navigation.ts';
import { SideMenu } from './SideMenu.tsx';
import { useSignOut } from './use-sign-out.ts';
import './AreaShell.css';

/** The page's main region: the target of the skip link. */
const MAIN_ID = 'main-content';

function usePageTitle(): string {
  return areaTitle(useMatches().map((match) => match.handle));
}

export function fullName(identity: Pick<Identity, 'firstName' | 'lastName'>): string {
  return `${identity.firstName} ${identity.lastName}`.trim();
}

export interface AreaShellProps {
  area: Area;
  /** Put every page of the area inside the idle security gate (the admin area). */
  idleGate?: boolean;
  /** What the area adds to the header beside the user's name (the changelog button, the welcome dialog). */
  headerExtras?: ReactNode;
}

/**
 * The shell of a signed-in area. It waits on the identity: a loader while it is
 * undefined; login (remembering where the user was) when signed out or when the identity call keeps failing
 * after its retries; the user's own dashboard when this area is not theirs. Then the role's side menu, the
 * page title and the user's name around the area's pages.
 */
export function AreaShell({ area, idleGate = false, headerExtras }: AreaShellProps) {
  const { data: identity, isError } = useIdentity();
  const { pathname, search, hash } = useLocation();
  const { signOut, signingOut } = useSignOut();
  const signOutNow = useCallback(() => void signOut(), [signOut]);
  const value = useMemo<ShellValue | null>(
    () => (identity ? { area, identity, signOut: signOutNow } : null),
    [area, identity, signOutNow],
  );

  const waiting = identity === undefined && !isError;
  // The outline the route's HTML painted stays until this draws the shell or sends the user elsewhere.
  useLayoutEffect(() => {
    if (!waiting) releaseAreaFrame();
  }, [waiting]);

  if (waiting) return <LoadingPage />;
  if (!identity || !value) {
    if (signingOut) return <LoadingPage />;
    const state: LoginLocationState = { from: `${pathname}${search}${hash}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (!admits(area, identity)) return <Navigate to={homeFor(identity)} replace />;

  return (
    <ShellLayout value={value} signingOut={signingOut} idleGate={idleGate} headerExtras={headerExtras} />
  );
}

function ShellLayout({
  value,
  signingOut,
  idleGate,
  headerExtras,
}: {
  value: ShellValue;
  signingOut: boolean;
  idleGate: boolean;
  headerExtras: ReactNode;
}) {
  const { identity, signOut, area } = value;
  const title = usePageTitle();
  usePageMeta({ title, description: `${title}: your Carespace account.`, noindex: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = MENUS[menuKindFor(identity)];
  const name = fullName(identity);

  const brand = (
    <Link to={AREA_PATH[area]} className="cs-shell__brand" aria-label="Carespace dashboard">
      <Logo height={28} />
    </Link>
  );
  const menu = (
    <nav aria-label="Main menu">
      <SideMenu
        items={items}
        onSignOut={signOut}
        signingOut={signingOut}
        onNavigate={() => setDrawerOpen(false)}
      />
    </nav>
  );

  const page: ReactNode = (
    <Suspense fallback={<LoadingPage />}>
      <Outlet />
    </Suspense>
  );

  // Both the side panel and the menu button are drawn; the stylesheet shows the panel from 992 px and the button
  // below it, as the HTML's outline does, so nothing moves when the shell replaces the outline.
  return (
    <ShellContext.Provider value={value}>
      <div className="cs-shell">
        <a href={`#${MAIN_ID}`} className="cs-skip-link">
          Skip to main content
        </a>
        <SideDrawer
          open={drawerOpen}
          placement="left"
          width={280}
          onClose={() => setDrawerOpen(false)}
          title={brand}
          label="Main menu"
          className="cs-shell__drawer"
        >
          {menu}
        </SideDrawer>
        <aside className="cs-shell__sider">
          <div className="cs-shell__sider-inner">
            <div className="cs-shell__sider-brand">{brand}</div>
            {drawerOpen ? null : menu}
          </div>
        </aside>
        <div className="cs-shell__main">
          <header className="cs-shell__header">
            <button
              type="button"
              className="cs-icon-button cs-shell__menu-button"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <SvgIcon icon={MenuOutlined} />
            </button>
            <h1 className="cs-shell__title">{title}</h1>
            {headerExtras}
            <div className="cs-shell__user" title={name}>
              <HeaderAvatar name={name} className="cs-shell__avatar" />
              <span className="cs-shell__name">{name}</span>
            </div>
          </header>
          <main id={MAIN_ID} tabIndex={-1} className="cs-shell__content">
            {idleGate ? <IdleGate onSignOut={signOut}>{page}</IdleGate> : page}
          </main>
        </div>
      </div>
    </ShellContext.Provider>
  );
}
