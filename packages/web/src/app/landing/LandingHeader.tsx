import { HEADER_SCROLLED_PX } from '@carespace/domain';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { dashboardPath, useHeaderIdentity } from './identity.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Login when signed out, Dashboard (to the user's own area) when signed in. */
function AccountButton() {
  const { data: identity, isPending } = useHeaderIdentity();
  if (identity) {
    return (
      <Link to={dashboardPath(identity)} className="cs-button cs-header__account">
        Dashboard
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      className={`cs-button cs-button--secondary cs-header__account${isPending ? ' is-pending' : ''}`}
    >
      Login
    </Link>
  );
}

/** The public header: logo, sitemap dropdowns or slide-in menu, Login/Dashboard, scrolled state after 100 px. */
export function LandingHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLLED_PX);
  return (
    <header className={`cs-header${scrolled ? ' cs-header--scrolled' : ''}`}>
      <div className="cs-header__inner">
        <Link to="/" className="cs-header__logo" aria-label="Carespace home">
          <Logo height={32} />
        </Link>
        <DesktopNav />
        <div className="cs-header__actions">
          <Link to="/help" className="cs-header__help">
            How can we help?
          </Link>
          <span className="cs-header__account-slot">
            <AccountButton />
          </span>
          <MobileMenu account={<AccountButton />} />
        </div>
      </div>
    </header>
  );
}
