import type { TreatmentCategory } from '@carespace/domain';
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CATEGORY_NAMES, categorySlug } from '../api/categories.ts';
import { MedicationPricePicker } from '../components/MedicationPricePicker.tsx';
import { MembershipPlanCard } from '../components/MembershipPlanCard.tsx';
import './PricingPage.css';

const TABS = [
  { key: 'patients', label: 'For patients' },
  { key: 'providers', label: 'For providers' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** In the order patients most often ask about them. */
const CATEGORIES: readonly TreatmentCategory[] = ['EDYS', 'SCCM', 'PREP', 'ACNE', 'AXDP', 'HRPS', 'MIGR'];

const INCLUDED = [
  'Review of your online visit by a US-licensed provider',
  'Messages with your care team while you are on treatment',
  'Free, discreet shipping to your door',
  'Your first month of any medication subscription free',
  'Cancel or pause any time',
];

function PatientPricing() {
  return (
    <div className="cs-pricing__panel">
      <div className="cs-pricing__intro">
        <div>
          <h2 className="cs-pricing__h2">Medication pricing</h2>
          <p>
            One monthly price per medication, shown before you start. A provider reviews your visit and
            decides whether a medication is right for you; you pay only if it is prescribed.
          </p>
        </div>
        <div className="cs-pricing__included">
          <h3 className="cs-pricing__h3">Every price includes</h3>
          <ul className="cs-pricing__checks">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <nav className="cs-pricing__jump" aria-label="Treatments">
        {CATEGORIES.map((code) => (
          <a key={code} href={`#${categorySlug(code)}`} className="cs-pricing__chip">
            {CATEGORY_NAMES[code]}
          </a>
        ))}
      </nav>
      <div className="cs-pricing__categories">
        {CATEGORIES.map((code) => (
          <div key={code} id={categorySlug(code)} className="cs-pricing__category">
            <MedicationPricePicker category={code} />
          </div>
        ))}
      </div>
      <p className="cs-pricing__fineprint">
        Prices are per 30-day supply in US dollars. Not every medication suits everyone: your provider may
        suggest a different medicine or dose, or none at all. Carespace is not for emergencies; in an
        emergency, call 911.
      </p>
    </div>
  );
}

function ProviderPricing() {
  return (
    <div className="cs-pricing__panel">
      <div className="cs-pricing__intro cs-pricing__intro--single">
        <div>
          <h2 className="cs-pricing__h2">One plan for providers</h2>
          <p>
            Create your account, build your profile and list your space for free. A membership lets you accept
            applications from interested providers and unlocks everything below.
          </p>
        </div>
      </div>
      <MembershipPlanCard />
      <p className="cs-pricing__fineprint">
        Working out what your clinical time is worth? Try the{' '}
        <Link to="/calculate-my-wrvu">wRVU calculator</Link>.
      </p>
    </div>
  );
}

/** /pricing: medication prices per treatment for patients; the membership plan for providers (query `tab`). */
export default function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Upfront monthly prices for ED, female libido, PrEP, acne, anxiety and depression, herpes and migraine treatment, and the $60 provider membership.',
  });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = requested === 'providers' ? 'providers' : 'patients';

  const select = (key: TabKey) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', key);
        return next;
      },
      { preventScrollReset: true },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const other = active === 'patients' ? 'providers' : 'patients';
    select(other);
    document.getElementById(`cs-pricing-tab-${other}`)?.focus();
  };

  return (
    <div className="cs-pricing">
      <section className="cs-pricing__hero">
        <div className="cs-wrap">
          <p className="cs-pricing__eyebrow">Pricing</p>
          <h1 className="cs-pricing__title">Simple, upfront pricing</h1>
          <p className="cs-pricing__lead">
            Patients see the monthly price of every medication before they start. Providers pay one flat
            membership to fill their space.
          </p>
          <div className="cs-pricing__tabs" role="tablist" aria-label="Pricing for">
            {TABS.map((tab) => (
              <button
                key={tab.key}
                id={`cs-pricing-tab-${tab.key}`}
                type="button"
                role="tab"
                aria-selected={active === tab.key}
                aria-controls={`cs-pricing-panel-${tab.key}`}
                tabIndex={active === tab.key ? 0 : -1}
                className="cs-pricing__tab"
                onClick={() => select(tab.key)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </button>
            ))}
          </div>
        </div>
      </section>
      <div
        id={`cs-pricing-panel-${active}`}
        role="tabpanel"
        aria-labelledby={`cs-pricing-tab-${active}`}
        className="cs-wrap"
      >
        {active === 'patients' ? <PatientPricing /> : <ProviderPricing />}
      </div>
    </div>
  );
}
