import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  CardGrid,
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
import calendarArt from '../illustrations/files/calendar.svg?no-inline';
import { PatientsArt } from '../illustrations/PatientsArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Who are the providers?',
    answer:
      'Physicians, nurse practitioners and physician assistants licensed in your state. You can see your provider’s name and credentials in your account.',
  },
  {
    question: 'Do I need insurance?',
    answer:
      'No. Prices are shown up front and include your provider’s review, messages and shipping. You can use an HSA or FSA card for eligible care.',
  },
  {
    question: 'What if a provider decides medication isn’t right for me?',
    answer:
      'They will explain why and suggest other options or where to get in-person care. You are not charged for a prescription you don’t receive.',
  },
  {
    question: 'Can I message my provider after I start treatment?',
    answer: 'Yes. Ask about side effects, dose changes or refills from your account at any time.',
  },
];

export default function PatientsPage() {
  usePageMeta({
    title: 'Online care for patients',
    description:
      'See a licensed US provider online for erectile dysfunction, PrEP, acne, migraine and more. Prescriptions delivered free, in plain packaging.',
  });
  return (
    <>
      <Hero
        eyebrow="For patients"
        title="Online care from licensed providers, delivered"
        lead="Get treatment for everyday health concerns without a waiting room. A provider licensed in your state reviews your questionnaire, and if a prescription is right for you, a US pharmacy ships it to your door."
        actions={[
          { label: 'Get started', to: '/get-started' },
          { label: 'What we treat', to: '/what-we-treat', variant: 'secondary' },
        ]}
        note="Not for emergencies. In an emergency, call 911."
        art={<PatientsArt />}
      />
      <TrustStrip />
      <Section title="How it works">
        <Steps
          steps={[
            {
              title: 'Choose what you need',
              text: 'Pick a condition and answer a short medical questionnaire, on your phone or computer.',
            },
            {
              title: 'A licensed provider reviews',
              text: 'Your provider reads your answers, may ask a follow-up question, and decides with you whether treatment is right.',
            },
            {
              title: 'Treatment, delivered',
              text: 'If prescribed, your medication ships free from a licensed US pharmacy. Refills arrive on schedule.',
            },
          ]}
        />
      </Section>
      <Section
        title="Online pharmacy"
        tone="alt"
        intro="Treatments for common, personal conditions, prescribed only after a provider's review."
      >
        <CardGrid
          cards={TREATMENT_LIST.slice(0, 6).map((treatment) => ({
            title: treatment.name,
            text: treatment.summary,
            to: `/what-we-treat/${treatment.slug}`,
          }))}
        />
        <p className="cs-note">
          <Link to="/what-we-treat">See everything we treat</Link> or{' '}
          <Link to="/online-pharmacy">read how our online pharmacy works</Link>.
        </p>
      </Section>
      <Section
        id="direct-primary-care"
        title="Direct primary care"
        intro="A primary care practice you pay for with a simple monthly membership instead of per-visit bills."
      >
        <Split aside={<LazyArt src={calendarArt} width={420} height={300} />}>
          <div className="cs-prose">
            <p>
              Direct primary care (DPC) practices offer longer visits, same-week appointments and direct
              messaging with your own clinician. Many Carespace providers run DPC practices from spaces they
              find on Carespace.
            </p>
            <p>
              Ask our team to connect you with a DPC practice near you, or use Carespace's online visits
              between appointments.
            </p>
          </div>
        </Split>
      </Section>
      <Section
        id="urgent-care"
        title="Urgent care and telemedicine"
        tone="alt"
        intro="For minor illnesses that can't wait for a routine appointment but are not emergencies."
      >
        <div className="cs-prose">
          <p>
            Sore throats, urinary symptoms, rashes and similar problems can often be handled by video with a
            licensed provider. We can point you to a telemedicine service or an urgent care center near you.
          </p>
        </div>
        <SafetyNotice title="When it is an emergency">
          <p>
            Chest pain, trouble breathing, signs of a stroke (face drooping, arm weakness, slurred speech),
            severe bleeding or a severe allergic reaction need emergency care now.
          </p>
        </SafetyNotice>
      </Section>
      <Section
        id="womens-health"
        title="Concierge women's health"
        intro="Care that takes the time to listen, from periods and contraception to menopause and sexual health."
      >
        <CardGrid
          columns={2}
          cards={[
            {
              title: 'Female libido',
              text: 'Support for low desire or arousal, with a provider who looks at the whole picture.',
              to: '/what-we-treat/sccm',
            },
            {
              title: 'Talk therapy',
              text: 'Book a free 15-minute call and we will help you find a therapist who fits.',
              to: '/schedule-a-complimentary-therapy-navigation',
              linkLabel: 'Book a free call',
            },
          ]}
        />
      </Section>
      <Section title="Questions patients ask" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Start with a short questionnaire"
        text="It takes about 10 minutes. Your first month of any medication subscription is free."
        actions={[{ label: 'Get started', to: '/get-started' }]}
      />
    </>
  );
}
