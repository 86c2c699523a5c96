import { HOME, type HomeSignupReason, type HomeUserType } from '@carespace/domain';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { TREATMENT_LIST } from '../data/treatments.ts';
import { HelpArt } from '../illustrations/HelpArt.tsx';
import '../components/blocks.css';
import './HelpPage.css';

/** What a provider or partner card hands to /provider/signup as router state. */
export type ProviderPreselection = { signupReason: HomeSignupReason } | { userType: HomeUserType };

interface ChoiceCard {
  title: string;
  hint: string;
  state: ProviderPreselection;
}

export const PROVIDER_CHOICES: readonly ChoiceCard[] = [
  {
    title: 'Find medical space',
    hint: 'Exam rooms, therapy offices and suites by the session, day or month.',
    state: { signupReason: 'find' },
  },
  {
    title: 'List my medical space',
    hint: 'Earn from rooms that sit empty, with providers you choose.',
    state: { signupReason: 'list' },
  },
  {
    title: 'Acquire new patients or clients',
    hint: 'Offer virtual care, integrate talk therapy and get referrals.',
    state: { signupReason: 'acquireNewPatientsClients' },
  },
  {
    title: "I'm an independent provider",
    hint: 'Start or grow your own practice with flexible space and tools.',
    state: { userType: 'independentProvider' },
  },
];

export const PARTNER_CHOICES: readonly ChoiceCard[] = [
  {
    title: "I'm a medical real-estate broker",
    hint: 'List properties and reach clinicians looking for space.',
    state: { userType: 'broker' },
  },
  {
    title: "I'm an employer",
    hint: 'Offer your team private online care and delivered prescriptions.',
    state: { userType: 'employer' },
  },
];

function ProviderCard({ card }: { card: ChoiceCard }) {
  return (
    <li>
      <Link to="/provider/signup" state={card.state} className="cs-choice">
        <span className="cs-choice__title">
          {card.title}
          <span aria-hidden="true" className="cs-choice__arrow">
            →
          </span>
        </span>
        <span className="cs-choice__hint">{card.hint}</span>
      </Link>
    </li>
  );
}

/**
 * The home chooser: seven choice cards. The patient card's conditions lead to
 * /get-started with `treatmentCategories`; provider and partner cards to /provider/signup with `signupReason`
 * or `userType`, carried as router state. Medicinal marijuana is shown as coming soon.
 */
export default function HelpPage() {
  usePageMeta({
    title: HOME.chooserTitle,
    description:
      'Tell us what you need: online treatment, finding or listing medical space, growing your practice, or partnering with Carespace.',
  });
  return (
    <div className="cs-help">
      <div className="cs-wrap">
        <div className="cs-help__intro">
          <div>
            <p className="cs-eyebrow">Get started</p>
            <h1 className="cs-help__title">{HOME.chooserTitle}</h1>
            <p className="cs-help__lead">
              Choose what fits best. We'll take you to the right place with your choice already made.
            </p>
          </div>
          <div className="cs-help__art">
            <HelpArt />
          </div>
        </div>

        <section aria-labelledby="cs-help-patients" className="cs-help__group">
          <h2 id="cs-help-patients" className="cs-help__group-title">
            For patients
          </h2>
          <ul className="cs-choices">
            <li className="cs-choices__wide">
              <div className="cs-choice cs-choice--static">
                <h3 className="cs-choice__title">Get treated online</h3>
                <p className="cs-choice__hint">
                  Choose a condition. A licensed provider reviews your questionnaire and decides whether
                  treatment is right for you.
                </p>
                <ul className="cs-chips" aria-label="Conditions">
                  {TREATMENT_LIST.map((treatment) => (
                    <li key={treatment.slug}>
                      <Link
                        to="/get-started"
                        state={{ treatmentCategories: [treatment.slug] }}
                        className="cs-chip"
                      >
                        {treatment.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            <li>
              <div className="cs-choice cs-choice--static cs-choice--soon">
                <p className="cs-choice__tag">Coming soon</p>
                <h3 className="cs-choice__title">Medicinal marijuana card</h3>
                <p className="cs-choice__hint">
                  Online evaluations where state law allows.{' '}
                  <Link to="/get-medicinal-cannabis-license">Learn about cannabis card evaluations</Link>
                </p>
              </div>
            </li>
          </ul>
        </section>

        <section aria-labelledby="cs-help-providers" className="cs-help__group">
          <h2 id="cs-help-providers" className="cs-help__group-title">
            For providers
          </h2>
          <ul className="cs-choices">
            {PROVIDER_CHOICES.map((card) => (
              <ProviderCard key={card.title} card={card} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="cs-help-partners" className="cs-help__group">
          <h2 id="cs-help-partners" className="cs-help__group-title">
            For partners
          </h2>
          <ul className="cs-choices">
            {PARTNER_CHOICES.map((card) => (
              <ProviderCard key={card.title} card={card} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
