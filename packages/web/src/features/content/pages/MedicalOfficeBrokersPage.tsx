import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  CardGrid,
  CheckList,
  CtaBand,
  type FaqItem,
  FaqList,
  Hero,
  LazyArt,
  Section,
  Split,
  Steps,
} from '../components/blocks.tsx';
import mapArt from '../illustrations/files/map.svg?no-inline';
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Can I list properties for several owners?',
    answer:
      'Yes. A broker account can manage listings for many properties and owners, each with its own photos, rates and availability.',
  },
  {
    question: 'How do I get paid my commission?',
    answer:
      'As you do today: leases and commissions are agreed between you, the owner and the tenant. Carespace does not take a cut of rent.',
  },
  {
    question: 'Who sees my listings?',
    answer:
      'Licensed providers on Carespace searching your area. We also match your space to providers whose specialty and schedule fit it.',
  },
];

export default function MedicalOfficeBrokersPage() {
  usePageMeta({
    title: 'For medical office brokers',
    description:
      'List medical office space on Carespace and reach licensed clinicians looking for exam rooms, offices and suites in your market.',
  });
  return (
    <>
      <Hero
        eyebrow="For brokers"
        title="Put your medical space in front of the clinicians looking for it"
        lead="Carespace connects medical real-estate brokers and owners with licensed providers who need exam rooms, offices and suites, by the session, day, month or long term."
        actions={[
          { label: 'Sign up as a broker', to: '/provider/signup', state: { userType: 'broker' } },
          { label: 'Talk to our team', to: '/contact-us?userType=BRKR', variant: 'secondary' },
        ]}
        art={<ProvidersArt />}
      />
      <Section title="Why brokers list on Carespace">
        <CardGrid
          cards={[
            {
              title: 'Qualified demand',
              text: 'Every searcher is a licensed clinician with a verified profile, specialty and preferred schedule.',
            },
            {
              title: 'Matching, not just listing',
              text: 'We introduce your space to providers whose specialty, location and budget fit it.',
            },
            {
              title: 'Market insight',
              text: 'See where providers are searching and which specialties are looking, to price and position space well.',
            },
          ]}
        />
      </Section>
      <Section title="How it works" tone="alt">
        <Split aside={<LazyArt src={mapArt} width={420} height={300} />}>
          <Steps
            steps={[
              {
                title: 'List the space',
                text: 'Add photos, size, equipment, rates and availability for each property.',
              },
              {
                title: 'Receive applications',
                text: 'Providers apply with their profile; you approve or decline each one.',
              },
              {
                title: 'Close the deal',
                text: 'Chat in Carespace, arrange a tour, and agree terms with the tenant.',
              },
            ]}
          />
        </Split>
      </Section>
      <Section title="What makes a listing work" narrow>
        <CheckList
          items={[
            'Clear, bright photos of every room: listings with photos get far more views.',
            'The equipment and fit-out that stays: exam tables, sinks, lead lining, plumbing for dental chairs.',
            'Honest availability and pricing per session, day or month.',
            'Access details: parking, transit, accessibility and after-hours entry.',
          ]}
        />
      </Section>
      <Section title="Questions brokers ask" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Start listing today"
        text="Create a broker account in about five minutes."
        actions={[{ label: 'Sign up as a broker', to: '/provider/signup', state: { userType: 'broker' } }]}
      />
    </>
  );
}
