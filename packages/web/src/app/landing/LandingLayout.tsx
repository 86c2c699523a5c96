import { HOME, SUPPORT_PHONE } from '@carespace/domain';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { LoadingPage } from '../../components/LoadingPage.tsx';
import { FreeMonthBanner, UnsupportedBrowserBanner } from './Banners.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { ScrollUpButton } from './ScrollUpButton.tsx';
import { type LandingHandle, SITEMAP } from './sitemap.ts';
import { TreatmentPricing } from './treatment-pricing.tsx';
import './LandingLayout.css';

const MAIN_ID = 'main';

function useLandingHandle(): LandingHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as LandingHandle | undefined) ?? {};
}

/**
 * A link to '/page#section' lands on the section once the lazily loaded page has rendered it (the router's own
 * scroll restoration runs before the page chunk arrives).
 */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same #fragment on a new page must scroll again
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      if (++tries < 120) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

function PillarHeading({ pillar }: { pillar: NonNullable<LandingHandle['pillar']> }) {
  const group = SITEMAP.find((item) => item.id === pillar);
  if (!group) return null;
  return (
    <div className="cs-pillar">
      <p className="cs-pillar__inner">
        <Link to={group.to} className="cs-pillar__link">
          For {group.label.toLowerCase()}
        </Link>
      </p>
    </div>
  );
}

function MoreQuestions() {
  return (
    <section className="cs-more-questions" aria-labelledby="cs-more-questions-title">
      <div className="cs-more-questions__inner">
        <div>
          <h2 id="cs-more-questions-title" className="cs-more-questions__title">
            {HOME.moreQuestions}
          </h2>
          <p className="cs-more-questions__text">
            Our team answers patients, providers and partners on weekdays, 9 am to 6 pm Eastern. Write to us,
            or call {SUPPORT_PHONE}.
          </p>
        </div>
        <Link to="/contact-us" className="cs-button">
          {HOME.getInTouch}
        </Link>
      </div>
    </section>
  );
}

/**
 * Layout of every public page: banners, header, optional pillar heading, the page, optional
 * 'Have more questions?' section, footer and scroll-up button. Plain React and CSS: no antd (download budget).
 */
export function LandingLayout() {
  const { pillar, moreQuestions = false } = useLandingHandle();
  useScrollToHash();
  return (
    <div className="cs-landing">
      <a href={`#${MAIN_ID}`} className="cs-skip-link">
        Skip to main content
      </a>
      <UnsupportedBrowserBanner />
      <FreeMonthBanner />
      <LandingHeader />
      {pillar && <PillarHeading pillar={pillar} />}
      <main id={MAIN_ID} tabIndex={-1} className="cs-landing__main">
        <TreatmentPricing>
          <Suspense fallback={<LoadingPage />}>
            <Outlet />
          </Suspense>
        </TreatmentPricing>
      </main>
      {moreQuestions && <MoreQuestions />}
      <LandingFooter />
      <ScrollUpButton mainId={MAIN_ID} />
    </div>
  );
}
