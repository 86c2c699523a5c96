import { PHOTO_VIEWS_INCREASE_PERCENT } from '@carespace/domain';
import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  CardGrid,
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
    question: 'How do rates work?',
    answer:
      'Hosts set a rate per session (a half day), per day or per month. Leases, deposits and insurance are agreed directly between host and tenant.',
  },
  {
    question: 'Can I share space with a different specialty?',
    answer:
      'Often, yes. Hosts say which specialties and equipment their rooms suit, and we only match you where it fits.',
  },
  {
    question: 'What does an introduction include?',
    answer:
      'Your profile, specialty, licensed states and a note from you. If the host approves, a chat opens so you can arrange a visit.',
  },
];

export default function ProviderFindListSpacePage() {
  usePageMeta({
    title: 'Find or list medical space',
    description:
      'Search exam rooms, therapy offices and suites near your patients, or list your unused clinical space for vetted, licensed providers.',
  });
  return (
    <>
      <Hero
        eyebrow="Share space"
        title="Find or list medical space"
        lead="Clinical space sits empty on some days and is impossible to find on others. Carespace matches providers who need rooms with the practices that have them."
        actions={[
          { label: 'Find space', to: '/provider/signup', state: { signupReason: 'find' } },
          {
            label: 'List space',
            to: '/provider/signup',
            state: { signupReason: 'list' },
            variant: 'secondary',
          },
        ]}
        art={<ProvidersArt />}
      />
      <Section
        title="Looking for space"
        intro="Start a practice, add a location or see patients closer to home."
      >
        <Split aside={<LazyArt src={mapArt} width={420} height={300} />}>
          <Steps
            steps={[
              { title: 'Search', text: 'Filter by area, specialty fit, equipment and rate period.' },
              {
                title: 'Introduce yourself',
                text: 'Send an introduction with your profile to the host, free.',
              },
              {
                title: 'Visit and agree',
                text: 'Chat with the host once they approve, tour the space, and agree terms.',
              },
            ]}
          />
        </Split>
      </Section>
      <Section
        title="Listing space"
        tone="alt"
        intro="Earn from rooms that sit empty, with providers you choose."
      >
        <Steps
          steps={[
            {
              title: 'Create a listing',
              text: `Describe the rooms, equipment and availability. Listings with photos get ${PHOTO_VIEWS_INCREASE_PERCENT}% more views.`,
            },
            {
              title: 'Review applications',
              text: 'See each applicant’s profile, specialty and licenses, and approve or decline.',
            },
            {
              title: 'Welcome your tenant',
              text: 'Agree terms in chat and welcome a new colleague to your practice.',
            },
          ]}
        />
      </Section>
      <Section title="Kinds of space on Carespace">
        <CardGrid
          columns={4}
          cards={[
            { title: 'Exam rooms', text: 'For primary care, specialty clinics and visiting specialists.' },
            { title: 'Therapy offices', text: 'Quiet, private rooms for counseling and psychotherapy.' },
            { title: 'Procedure rooms', text: 'For minor procedures, aesthetics and dermatology.' },
            { title: 'Whole suites', text: 'Reception, rooms and storage for a full practice.' },
          ]}
        />
      </Section>
      <Section title="Questions about sharing space" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Get started free"
        text="Search and introductions are free. Hosts choose a membership to accept applications."
        actions={[
          { label: 'Find space', to: '/provider/signup', state: { signupReason: 'find' } },
          { label: 'See membership', to: '/provider-member-benefits', variant: 'secondary' },
        ]}
      />
    </>
  );
}
