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
import calendarArt from '../illustrations/files/calendar.svg?no-inline';
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'What is direct primary care?',
    answer:
      'A practice model where patients pay a flat monthly membership for primary care instead of per-visit bills to insurance. Practices keep small panels and spend more time with each patient.',
  },
  {
    question: 'Can I start part-time?',
    answer:
      'Yes. Many clinicians start DPC alongside another role, renting a room a few sessions a week and adding days as the panel grows.',
  },
  {
    question: 'Do my patients still need insurance?',
    answer:
      'DPC covers primary care. Patients are usually advised to keep insurance or a high-deductible plan for hospital care and specialists.',
  },
];

export default function ProvidersExtraPage() {
  usePageMeta({
    title: 'Direct primary care for providers',
    description:
      'Start or grow a direct primary care practice with flexible clinical space by the session, online visits, and a pharmacy that delivers.',
  });
  return (
    <>
      <Hero
        eyebrow="Direct primary care"
        title="Start or grow a direct primary care practice"
        lead="Direct primary care lets you spend time with patients instead of billing codes. Carespace helps with the two things that hold most clinicians back: space and reach."
        actions={[
          { label: 'Find space for your practice', to: '/provider/signup', state: { signupReason: 'find' } },
          { label: 'Talk to us', to: '/contact-us?userType=PROV', variant: 'secondary' },
        ]}
        art={<ProvidersArt />}
      />
      <Section title="How Carespace supports DPC practices">
        <CardGrid
          cards={[
            {
              title: 'Space that grows with your panel',
              text: 'Start with a few sessions a week in a shared exam room; move to a full-time office when you are ready.',
              to: '/provider-find-list-space',
            },
            {
              title: 'Care between visits',
              text: 'Offer online visits for common conditions so members get help without coming in.',
              to: '/offer-virtual-care',
            },
            {
              title: 'Medication, delivered',
              text: 'Prescriptions for common conditions delivered to your members by partner pharmacies.',
              to: '/online-pharmacy',
            },
          ]}
        />
      </Section>
      <Section title="A path to opening" tone="alt">
        <Split aside={<LazyArt src={calendarArt} width={420} height={300} />}>
          <Steps
            steps={[
              {
                title: 'Plan',
                text: 'Decide your membership price, panel size and the days you will see patients.',
              },
              {
                title: 'Find a room',
                text: 'Search exam rooms by session near where your members live and work.',
              },
              { title: 'Open your doors', text: 'Start seeing members, and add space as your panel grows.' },
            ]}
          />
        </Split>
      </Section>
      <Section title="What DPC clinicians tell us matters" narrow>
        <CheckList
          items={[
            'Low fixed costs in the first year: paying per session instead of a five-year lease.',
            'A professional, accessible location with reception and parking.',
            'Simple tools for messaging and prescriptions between visits.',
          ]}
        />
      </Section>
      <Section title="Direct primary care questions" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Ready to build the practice you want?"
        text="Create a free provider profile and start searching for space."
        actions={[{ label: 'Join as a provider', to: '/provider/signup', state: { signupReason: 'find' } }]}
      />
    </>
  );
}
