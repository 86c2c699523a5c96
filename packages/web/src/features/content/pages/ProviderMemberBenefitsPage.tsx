import {
  formatCents,
  MEMBERSHIP_BENEFITS,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_SPECIAL_RATE_NOTE,
} from '@carespace/domain';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CheckList, CtaBand, type FaqItem, FaqList, Hero, Section } from '../components/blocks.tsx';
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';
import './ProviderMemberBenefitsPage.css';

const PRICE = formatCents(MEMBERSHIP_PRICE_CENTS);

const FAQ: readonly FaqItem[] = [
  {
    question: 'Do I need a membership to search for space?',
    answer: 'No. Searching, chatting and introductions for space seekers are free.',
  },
  {
    question: 'Why do hosts need a membership?',
    answer:
      'A membership lets you accept applications for your listings and reach providers through unlimited introductions. Without one, you can still list and receive applications, but not accept them.',
  },
  {
    question: 'Can I cancel?',
    answer:
      'Yes, at any time from Billing & Membership in your account. Your membership stays active until the end of the month you paid for.',
  },
  {
    question: 'I have many listings. Is there a better rate?',
    answer: MEMBERSHIP_SPECIAL_RATE_NOTE,
  },
];

export default function ProviderMemberBenefitsPage() {
  usePageMeta({
    title: 'Provider membership benefits',
    description: `Carespace provider membership is ${PRICE} a month: unlimited introductions, a personalized marketing kit and access to our network of specialists.`,
  });
  return (
    <>
      <Hero
        eyebrow="Membership"
        title="Provider membership benefits"
        lead={`One simple plan for hosts: ${PRICE} a month, cancel any time. Space seekers use Carespace free.`}
        actions={[{ label: 'Become a member', to: '/provider/signup', state: { signupReason: 'list' } }]}
        art={<ProvidersArt />}
      />
      <Section title="Plans" intro="Membership is billed monthly. Prices in US dollars.">
        <div className="cs-plans">
          <article className="cs-plan" aria-labelledby="cs-plan-seekers">
            <h3 id="cs-plan-seekers" className="cs-plan__name">
              Space seekers
            </h3>
            <p className="cs-plan__price">
              <span className="cs-plan__amount">Free</span>
            </p>
            <p className="cs-plan__for">For providers looking for space.</p>
            <CheckList items={MEMBERSHIP_BENEFITS.seekers} />
            <Link
              to="/provider/signup"
              state={{ signupReason: 'find' }}
              className="cs-button cs-button--secondary"
            >
              Start searching
            </Link>
          </article>
          <article className="cs-plan cs-plan--featured" aria-labelledby="cs-plan-listers">
            <h3 id="cs-plan-listers" className="cs-plan__name">
              Membership
            </h3>
            <p className="cs-plan__price">
              <span className="cs-plan__amount">{PRICE}</span> / month
            </p>
            <p className="cs-plan__for">For providers and organizations listing space.</p>
            <CheckList items={MEMBERSHIP_BENEFITS.listers} />
            <Link to="/provider/signup" state={{ signupReason: 'list' }} className="cs-button">
              Become a member
            </Link>
          </article>
        </div>
        <p className="cs-note">
          {MEMBERSHIP_SPECIAL_RATE_NOTE} <Link to="/contact-us?userType=PROV">Contact support</Link>.
        </p>
      </Section>
      <Section title="What the benefits mean" tone="alt" narrow>
        <div className="cs-prose">
          <h3>Unlimited introductions</h3>
          <p>
            When a provider is interested in your space, accept their application and start a chat straight
            away, as often as you like.
          </p>
          <h3>A personalized marketing kit</h3>
          <p>
            Listing copy, a photo checklist and a flyer for your space, so your listing stands out and fills
            faster.
          </p>
          <h3>The virtual network of specialists</h3>
          <p>
            Connect with specialists and therapists on Carespace for referrals, shared space and collaborative
            care.
          </p>
        </div>
      </Section>
      <Section title="Membership questions">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title={`${PRICE} a month. Cancel any time.`}
        text="Start listing today, and accept applications as soon as they arrive."
        actions={[{ label: 'Become a member', to: '/provider/signup', state: { signupReason: 'list' } }]}
      />
    </>
  );
}
