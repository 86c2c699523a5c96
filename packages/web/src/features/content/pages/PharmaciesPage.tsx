import { usePageMeta } from '../../../lib/page-meta.ts';
import { CheckList, CtaBand, type FaqItem, FaqList, Hero, Section, Steps } from '../components/blocks.tsx';
import { PharmacyArt } from '../illustrations/PharmacyArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Which pharmacies can partner with Carespace?',
    answer:
      'Licensed US retail, mail-order and compounding pharmacies in good standing with their state boards of pharmacy, able to ship to the states they serve.',
  },
  {
    question: 'How do orders reach us?',
    answer:
      'Approved prescriptions appear in your Carespace pharmacy queue with the prescriber, patient details and shipping address. You confirm, fill and add tracking.',
  },
  {
    question: 'Who handles patient questions?',
    answer:
      'Clinical questions go to the prescribing provider; medication questions can come to your pharmacists through Carespace messages.',
  },
  {
    question: 'Do you send controlled substances?',
    answer: 'No. Carespace providers do not prescribe controlled substances.',
  },
];

export default function PharmaciesPage() {
  usePageMeta({
    title: 'Pharmacy partners',
    description:
      'Licensed US pharmacies fill and ship prescriptions written by Carespace providers, with one queue for orders, tracking and patient messages.',
  });
  return (
    <>
      <Hero
        eyebrow="For pharmacies"
        title="Fill prescriptions for Carespace patients"
        lead="Our providers write prescriptions for common, non-controlled treatments. Partner pharmacies fill them and ship them to patients across the states they serve."
        actions={[{ label: 'Become a pharmacy partner', to: '/contact-us?userType=OTHR' }]}
        art={<PharmacyArt />}
      />
      <Section title="How it works">
        <Steps
          steps={[
            {
              title: 'A provider approves',
              text: 'A licensed provider reviews the patient’s questionnaire and approves a prescription.',
            },
            {
              title: 'Your pharmacists fill',
              text: 'The order arrives in your queue. Your pharmacists verify, fill and ship it, and add the tracking number.',
            },
            {
              title: 'The patient is kept informed',
              text: 'Patients see their order status and tracking, and refills come back to you on schedule.',
            },
          ]}
        />
      </Section>
      <Section title="Why pharmacies partner with us" tone="alt" narrow>
        <CheckList
          items={[
            'Steady, predictable volume of prescriptions for common conditions and refills.',
            'Complete prescriptions: prescriber details, allergies and current medications with every order.',
            'One place for orders, tracking numbers and patient messages, with every access to health information audited.',
            'Prompt, scheduled payments and a named partner contact.',
          ]}
        />
      </Section>
      <Section title="Questions pharmacies ask">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Interested in partnering?"
        text="Tell us about your pharmacy, its licenses and the states you ship to."
        actions={[{ label: 'Contact partnerships', to: '/contact-us?userType=OTHR' }]}
      />
    </>
  );
}
