import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  CardGrid,
  CheckList,
  CtaBand,
  type FaqItem,
  FaqList,
  Hero,
  Section,
  Steps,
} from '../components/blocks.tsx';
import { PartnersArt } from '../illustrations/PartnersArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Does this replace our health plan?',
    answer:
      'No. Carespace sits alongside your health plan, giving employees fast online care for common conditions and help finding a therapist.',
  },
  {
    question: 'Will we see our employees’ health information?',
    answer:
      'No. You receive only anonymous, aggregated usage reports. Employees’ health information stays between them and their care team.',
  },
  {
    question: 'How is it priced?',
    answer:
      'A per-employee monthly fee, or pay-per-use for smaller teams. We quote after a short call about your team’s size and needs.',
  },
  {
    question: 'Can we offer it to part-time staff and dependents?',
    answer: 'Yes. You decide who is eligible, and we handle enrollment.',
  },
];

export default function EmployerBenefitsPage() {
  usePageMeta({
    title: 'Employee health benefit plans',
    description:
      'Offer your team private online care for common conditions, discreet prescription delivery and free therapy navigation, alongside your health plan.',
  });
  return (
    <>
      <Hero
        eyebrow="For employers"
        title="A health benefit your team will actually use"
        lead="Give employees private online visits for common, personal conditions, prescriptions delivered to their door, and a free call to find a therapist."
        actions={[{ label: 'Talk to our team', to: '/contact-us?userType=EMPL' }]}
        art={<PartnersArt />}
      />
      <Section title="What employees get">
        <CardGrid
          cards={[
            {
              title: 'Online visits',
              text: 'Care for conditions people often put off, such as ED, acne, migraine, herpes and PrEP, reviewed by licensed providers.',
              to: '/what-we-treat',
            },
            {
              title: 'Mental health support',
              text: 'Online care for anxiety and depression, and a free 15-minute therapy navigation call.',
              to: '/talk-therapy',
            },
            {
              title: 'Delivered prescriptions',
              text: 'Free, discreet shipping from licensed US pharmacies. No pharmacy lines, no time off work.',
              to: '/online-pharmacy',
            },
          ]}
        />
      </Section>
      <Section title="Getting started" tone="alt">
        <Steps
          steps={[
            {
              title: 'A short call',
              text: 'Tell us about your team, your locations and your current benefits.',
            },
            { title: 'A simple plan', text: 'We propose eligibility, pricing and an enrollment date.' },
            {
              title: 'Launch',
              text: 'We give you announcement materials and answer employees’ questions directly.',
            },
          ]}
        />
      </Section>
      <Section title="Built for trust" narrow>
        <CheckList
          items={[
            'Employees’ health information is never shared with their employer.',
            'Providers are licensed in the employee’s state, and prescribe only when it is right.',
            'Transparent pricing, and reports that show value without identifying anyone.',
          ]}
        />
      </Section>
      <Section title="Questions employers ask" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="See what Carespace could do for your team"
        text="We'll walk you through it in a 20-minute call."
        actions={[{ label: 'Contact us', to: '/contact-us?userType=EMPL' }]}
      />
    </>
  );
}
