import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { QuietBoundary } from '../../components/QuietBoundary.tsx';
import { SocialLinks } from '../../components/SocialLinks.tsx';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { SitemapList } from './SitemapLinks.tsx';
import { LEGAL_LINKS, SITEMAP } from './sitemap.ts';

/*
 * The mailing-list form is the contact feature's. It is fetched only when the footer comes near the screen, so
 * whatever it needs never counts against a landing page's first download.
 */
const MailingListSignup = lazy(() =>
  import('../../features/contact/components/MailingListSignup.tsx').then((module) => ({
    default: module.MailingListSignup,
  })),
);

/** The public footer: site map, Get Started, the four legal documents, copyright and social links. */
export function LandingFooter() {
  const [slotRef, near] = useNearScreen<HTMLDivElement>('400px');
  return (
    <footer className="cs-footer">
      <div className="cs-footer__inner">
        <div className="cs-footer__brand">
          <Link to="/" className="cs-footer__logo" aria-label="Carespace home">
            <Logo height={30} />
          </Link>
          <p className="cs-footer__tagline">Care, and the space to give it.</p>
          <Link to="/get-started" className="cs-button cs-footer__start">
            Get Started
          </Link>
          <div ref={slotRef} className="cs-footer__mailing">
            <h2 className="cs-footer__heading">Stay in the loop</h2>
            <p className="cs-footer__note">News for patients and providers, about once a month.</p>
            {near && (
              <QuietBoundary>
                <Suspense fallback={null}>
                  <MailingListSignup />
                </Suspense>
              </QuietBoundary>
            )}
          </div>
        </div>
        <nav className="cs-footer__sitemap" aria-label="Site map">
          {SITEMAP.map((group) => (
            <div key={group.id} className="cs-footer__group">
              <h2 className="cs-footer__heading">
                {group.id === 'about' ? group.label : <Link to={group.to}>{group.label}</Link>}
              </h2>
              <SitemapList links={group.links} className="cs-footer__links" />
            </div>
          ))}
        </nav>
      </div>
      <div className="cs-footer__bottom">
        <div className="cs-footer__bottom-inner">
          <nav aria-label="Legal">
            <ul className="cs-footer__legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <SocialLinks className="cs-footer__social" />
        </div>
        <div className="cs-footer__bottom-inner">
          <p className="cs-footer__copyright">
            {/* Pre-rendered at build time: a page built last year shows this year once it hydrates. */}©{' '}
            <span suppressHydrationWarning>{new Date().getFullYear()}</span> Carespace, Inc. All rights
            reserved.
          </p>
          <p className="cs-footer__emergency">
            Carespace is not for emergencies. <strong>In an emergency, call 911.</strong>
          </p>
        </div>
      </div>
    </footer>
  );
}
