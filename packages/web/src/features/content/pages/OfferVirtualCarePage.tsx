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
import { CareArt } from '../illustrations/CareArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Who can review prescriptions on Carespace?',
    answer:
      'Physicians, nurse practitioners and physician assistants with an active, unrestricted license in the patient’s state, and prescribing authority for the treatments they review.',
  },
  {
    question: 'Am I required to prescribe?',
    answer:
      'Never. You use your own clinical judgment on every request. Declining, asking more questions or referring the patient in person are all normal outcomes.',
  },
  {
    question: 'How much time does it take?',
    answer:
      'You choose your hours. Most reviews take a few minutes; you can set how many requests you take each week.',
  },
  {
    question: 'What about malpractice coverage?',
    answer:
      'We confirm telehealth malpractice coverage for your Carespace reviews during onboarding, and share the policy details before you start.',
  },
];

export default function OfferVirtualCarePage() {
  usePageMeta({
    title: 'Offer virtual care',
    description:
      'Licensed clinicians can review online treatment requests for Carespace patients on their own schedule, using evidence-based protocols and their own judgment.',
  });
  return (
    <>
      <Hero
        eyebrow="For providers"
        title="Offer virtual care on your schedule"
        lead="Review online treatment requests from patients in the states where you're licensed. Flexible hours, clear protocols, and your clinical judgment on every decision."
        actions={[
          {
            label: 'Apply to join',
            to: '/provider/signup',
            state: { signupReason: 'acquireNewPatientsClients' },
          },
          { label: 'Ask a question', to: '/contact-us?userType=PROV', variant: 'secondary' },
        ]}
        art={<CareArt />}
      />
      <Section title="How reviewing works">
        <Steps
          steps={[
            {
              title: 'A patient asks for care',
              text: 'They complete a detailed, condition-specific questionnaire, with photos or lab results where needed.',
            },
            {
              title: 'You review',
              text: 'Read the history, message the patient with questions, and approve, adjust or decline with a note.',
            },
            {
              title: 'The pharmacy fills',
              text: 'Approved prescriptions go to a partner pharmacy; you stay available for follow-up questions.',
            },
          ]}
        />
      </Section>
      <Section title="Conditions you may review" tone="alt">
        <CardGrid
          columns={4}
          cards={[
            { title: 'Sexual health', text: 'Erectile dysfunction, female libido, herpes and PrEP.' },
            { title: 'Dermatology', text: 'Acne, from topical retinoids to oral options.' },
            { title: 'Neurology', text: 'Migraine, acute and preventive treatment.' },
            { title: 'Mental health', text: 'Anxiety and depression, with non-controlled medication.' },
          ]}
        />
      </Section>
      <Section title="What you can expect from us" narrow>
        <CheckList
          items={[
            'Evidence-based protocols written with practising clinicians and reviewed every year.',
            'A clean review queue: patient history, medicines, allergies, photos and labs on one screen.',
            'No quotas and no pressure to prescribe. Declining is always an option.',
            'Per-review payment, paid twice a month.',
          ]}
        />
      </Section>
      <Section title="Questions clinicians ask" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Bring your expertise online"
        text="Apply in a few minutes. We verify your license and onboard you within about two weeks."
        actions={[
          {
            label: 'Apply to join',
            to: '/provider/signup',
            state: { signupReason: 'acquireNewPatientsClients' },
          },
        ]}
      />
    </>
  );
}
