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
import { TherapyArt } from '../illustrations/TherapyArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Who provides the therapy?',
    answer:
      'Licensed therapists: psychologists, licensed clinical social workers, licensed professional counselors and marriage and family therapists.',
  },
  {
    question: 'How do I refer a patient?',
    answer:
      'From your Carespace dashboard, send a referral with your patient’s consent. We contact them to find a therapist who fits, and keep you informed with their permission.',
  },
  {
    question: 'Is there a cost to my practice?',
    answer:
      'Referring is free. Patients pay for therapy through their insurance or at the therapist’s self-pay rate.',
  },
  {
    question: 'Can patients get help finding a therapist themselves?',
    answer: 'Yes. Anyone can book a free 15-minute therapy navigation call.',
  },
];

export default function TalkTherapyPage() {
  usePageMeta({
    title: 'Integrate talk therapy into your practice',
    description:
      'Refer patients to licensed therapists, host therapists in your space, and offer a free 15-minute therapy navigation call.',
  });
  return (
    <>
      <Hero
        eyebrow="Integrate mental therapy"
        title="Talk therapy, integrated into your practice"
        lead="Many patients you see need mental health support. Carespace helps you refer them to licensed therapists, or bring therapists into your own space."
        actions={[
          {
            label: 'Start referring',
            to: '/provider/signup',
            state: { signupReason: 'acquireNewPatientsClients' },
          },
          {
            label: 'Book a free navigation call',
            to: '/schedule-a-complimentary-therapy-navigation',
            variant: 'secondary',
          },
        ]}
        art={<TherapyArt />}
      />
      <Section title="Three ways to integrate therapy">
        <CardGrid
          cards={[
            {
              title: 'Refer patients',
              text: 'Send a referral from your dashboard; we match your patient with a licensed therapist and help them book.',
            },
            {
              title: 'Host a therapist',
              text: 'Rent a room to a therapist a few sessions a week, so patients get care in a place they already know.',
              to: '/provider-find-list-space',
            },
            {
              title: 'Therapy navigation',
              text: 'A free 15-minute call for any patient who wants help choosing the right kind of therapy.',
              to: '/schedule-a-complimentary-therapy-navigation',
              linkLabel: 'Book a call',
            },
          ]}
        />
      </Section>
      <Section title="How a referral works" tone="alt">
        <Steps
          steps={[
            { title: 'You refer', text: 'With your patient’s consent, send their name and contact details.' },
            {
              title: 'We navigate',
              text: 'A care navigator calls your patient to understand their needs, insurance and preferences.',
            },
            {
              title: 'They start therapy',
              text: 'Your patient books with a therapist who fits, in person or online.',
            },
          ]}
        />
      </Section>
      <Section title="Why integrate therapy" narrow>
        <CheckList
          items={[
            'Anxiety and depression often come with physical symptoms and chronic conditions you already treat.',
            'Patients are more likely to start therapy when someone they trust refers them.',
            'Sharing space with therapists makes collaborative care simple.',
          ]}
        />
      </Section>
      <Section title="Talk therapy questions" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Help your patients get the support they need"
        text="If someone is in crisis, they can call or text 988 at any time. In an emergency, call 911."
        actions={[
          {
            label: 'Start referring',
            to: '/provider/signup',
            state: { signupReason: 'acquireNewPatientsClients' },
          },
        ]}
      />
    </>
  );
}
