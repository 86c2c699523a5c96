import { HOME } from '@carespace/domain';
import { Link } from 'react-router';
import { SocialLinks } from '../../../components/SocialLinks.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CoverageCheck } from '../components/CoverageCheck.tsx';
import './SplashPage.css';

const ENTRIES = [
  {
    to: '/patients',
    label: 'Patients',
    hint: 'Online visits with licensed providers, prescriptions delivered',
  },
  { to: '/providers', label: 'Providers', hint: 'Find, list and rent medical office space' },
  { to: '/partners', label: 'Partners', hint: 'Pharmacies, medical real-estate brokers and employers' },
] as const;

/** '/': entry points for patients, providers and partners. Plain React and CSS (download budget). */
export default function SplashPage() {
  usePageMeta({
    title: 'Carespace — Care, and the space to give it.',
    description:
      'See a licensed US provider online and have your prescription delivered, or find, list and rent medical office space for your practice.',
  });
  return (
    <div className="cs-splash">
      <div className="cs-splash__main">
        <section className="cs-splash__hero" aria-labelledby="cs-splash-title">
          <p className="cs-splash__eyebrow">Online care · Pharmacy · Medical space</p>
          <h1 id="cs-splash-title" className="cs-splash__title">
            Care, and the space to give it.
          </h1>
          <p className="cs-splash__lead">
            See a licensed US provider online and have your prescription delivered to your door, or find the
            office space your practice needs.
          </p>
          <nav aria-label="Start here" className="cs-splash__entries">
            {ENTRIES.map((entry) => (
              <Link key={entry.to} to={entry.to} className="cs-splash__entry">
                <span className="cs-splash__entry-label">
                  {entry.label}
                  <span aria-hidden="true" className="cs-splash__entry-arrow">
                    →
                  </span>
                </span>
                <span className="cs-splash__entry-hint">{entry.hint}</span>
              </Link>
            ))}
          </nav>
          <p className="cs-splash__more">
            Not sure where to start? <Link to="/help">Tell us what you need</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/about-us" className="cs-splash__about">
              {HOME.whoWeAre}
            </Link>
          </p>
          <SocialLinks className="cs-splash__social" />
        </section>

        <div className="cs-splash__side">
          <CoverageCheck />
        </div>
      </div>
    </div>
  );
}
