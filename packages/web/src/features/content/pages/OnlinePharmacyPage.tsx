import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  CardGrid,
  CheckList,
  CtaBand,
  type FaqItem,
  FaqList,
  Hero,
  LazyArt,
  SafetyNotice,
  Section,
  Split,
  Steps,
  TrustStrip,
} from '../components/blocks.tsx';
import { TREATMENT_LIST } from '../data/treatments.ts';
import deliveryArt from '../illustrations/files/delivery.svg?no-inline';
import { PharmacyArt } from '../illustrations/PharmacyArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Is the pharmacy licensed?',
    answer:
      'Yes. Prescriptions are filled by licensed US pharmacies that are allowed to ship to your state. The pharmacy name is on your order and label.',
  },
  {
    question: 'Do you sell medicine without a prescription?',
    answer:
      'No. Every prescription medicine is prescribed by a licensed provider after reviewing your health history.',
  },
  {
    question: 'How fast does my order arrive?',
    answer:
      'Most orders ship within two business days of your provider’s approval and arrive 2 to 5 business days later. You get a tracking number.',
  },
  {
    question: 'Can I cancel a subscription?',
    answer:
      'Yes, at any time from your account, before the next refill ships. Talk to your provider before stopping any medicine.',
  },
  {
    question: 'Do you take insurance?',
    answer:
      'Prices are cash prices, often lower than insurance copays for generics. You can pay with an HSA or FSA card for eligible items.',
  },
];

export default function OnlinePharmacyPage() {
  usePageMeta({
    title: 'Online pharmacy',
    description:
      'Prescription treatments reviewed by licensed US providers and shipped free in plain packaging by licensed US pharmacies. Clear monthly prices.',
  });
  return (
    <>
      <Hero
        eyebrow="Online pharmacy"
        title="Your prescription, reviewed by a provider and delivered"
        lead="Answer a questionnaire, a licensed provider decides whether a prescription is right for you, and a licensed US pharmacy ships it free, in plain packaging."
        actions={[
          { label: 'Start your online visit', to: '/get-started' },
          { label: 'See what we treat', to: '/what-we-treat', variant: 'secondary' },
        ]}
        art={<PharmacyArt />}
      />
      <TrustStrip />
      <Section title="Treatments">
        <CardGrid
          cards={TREATMENT_LIST.map((treatment) => ({
            title: treatment.name,
            text: treatment.summary,
            to: `/what-we-treat/${treatment.slug}`,
          }))}
        />
      </Section>
      <Section title="From questionnaire to your door" tone="alt">
        <Split aside={<LazyArt src={deliveryArt} width={420} height={300} />}>
          <Steps
            steps={[
              {
                title: 'Questionnaire',
                text: 'About 10 minutes, covering your health, medicines and allergies.',
              },
              {
                title: 'Provider review',
                text: 'A provider licensed in your state decides whether a prescription is right, usually within one business day.',
              },
              {
                title: 'Pharmacy and delivery',
                text: 'Filled by a licensed US pharmacy and shipped free, with tracking.',
              },
            ]}
          />
        </Split>
      </Section>
      <Section title="What the price includes" narrow>
        <CheckList
          items={[
            'Your provider’s review and any follow-up questions.',
            'Messages with your care team for as long as you are a patient.',
            'The medication, filled by a licensed US pharmacy.',
            'Free shipping in plain packaging, with automatic refills you can pause or cancel.',
          ]}
        />
        <p className="cs-note">
          Your first month of any medication subscription is free. Prices for each medication are on its
          treatment page.
        </p>
      </Section>
      <Section title="Safety first" tone="alt">
        <SafetyNotice title="How we keep medication safe">
          <ul>
            <li>
              Only licensed providers prescribe, and only after reviewing your history, medicines and
              allergies.
            </li>
            <li>Pharmacists check every prescription before it ships.</li>
            <li>
              Each order comes with the pharmacy's medication guide. Read it, and message your provider with
              questions.
            </li>
            <li>Never share prescription medicine with anyone else.</li>
          </ul>
        </SafetyNotice>
      </Section>
      <Section title="Online pharmacy questions">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Get started in 10 minutes"
        text="A licensed provider reviews your questionnaire, usually within one business day."
        actions={[{ label: 'Start your online visit', to: '/get-started' }]}
      />
    </>
  );
}
