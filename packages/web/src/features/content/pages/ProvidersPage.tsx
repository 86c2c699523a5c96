import { formatCents, MEMBERSHIP_BENEFITS, MEMBERSHIP_PRICE_CENTS } from '@carespace/domain';
import { Link } from 'react-router';
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
    question: 'Who can join Carespace as a provider?',
    answer:
      'Licensed clinicians in the US: physicians, nurse practitioners, physician assistants, therapists, dentists, chiropractors and other health professionals, and the practices and organizations they work in.',
  },
  {
    question: 'Does it cost anything to search for space?',
    answer:
      'No. Searching, chatting with hosts and sending introductions is free. Hosts who list space choose a membership to answer applications.',
  },
  {
    question: 'What kinds of space are listed?',
    answer:
      'Exam rooms, therapy offices, procedure rooms, dental operatories and whole suites, by the session, day or month.',
  },
  {
    question: 'Is my information shared with other providers?',
    answer:
      'Only what you put on your profile and listings. Contact details are shared once both sides agree to an introduction.',
  },
];

export default function ProvidersPage() {
  usePageMeta({
    title: 'For providers: find, list and share medical space',
    description:
      'Find medical office space by the session, day or month, list your unused rooms, and grow your practice with Carespace.',
  });
  return (
    <>
      <Hero
        eyebrow="For providers"
        title="The right space for your practice, and patients to fill it"
        lead="Find exam rooms and offices near your patients, earn from rooms that sit empty, and grow your practice with virtual care and therapy referrals."
        actions={[
          { label: 'Join as a provider', to: '/provider/signup' },
          { label: 'Find or list space', to: '/provider-find-list-space', variant: 'secondary' },
        ]}
        art={<ProvidersArt />}
      />
      <Section title="What you can do with Carespace">
        <CardGrid
          cards={[
            {
              title: 'Find space',
              text: 'Search exam rooms, therapy offices and suites by location, specialty and schedule. Rent by the session, day or month.',
              to: '/provider-find-list-space',
            },
            {
              title: 'List your space',
              text: 'Turn empty rooms and quiet days into income, with providers who are vetted and licensed.',
              to: '/get-your-medical-space-rented',
            },
            {
              title: 'Grow your practice',
              text: 'Offer virtual care, integrate talk therapy, and get matched with patients who need your specialty.',
              to: '/offer-virtual-care',
            },
          ]}
        />
      </Section>
      <Section title="How sharing space works" tone="alt">
        <Split aside={<LazyArt src={mapArt} width={420} height={300} />}>
          <Steps
            steps={[
              {
                title: 'Create your profile',
                text: 'Add your specialty, licenses and the kind of space you need or offer.',
              },
              {
                title: 'Get matched',
                text: 'We suggest spaces near you and send hosts providers who fit their practice.',
              },
              {
                title: 'Meet and agree',
                text: 'Send an introduction, chat in Carespace, and agree terms directly with the host.',
              },
            ]}
          />
        </Split>
      </Section>
      <Section title={`Membership: ${formatCents(MEMBERSHIP_PRICE_CENTS)} a month`} narrow>
        <CheckList items={MEMBERSHIP_BENEFITS.listers} />
        <p className="cs-note">
          Searching for space is free. <Link to="/provider-member-benefits">See all member benefits</Link>.
        </p>
      </Section>
      <Section title="Tools and resources" tone="alt">
        <CardGrid
          cards={[
            {
              title: 'wRVU calculator',
              text: 'Estimate your work RVUs and compensation before your next contract talk.',
              to: '/calculate-my-wrvu',
              linkLabel: 'Open the calculator',
            },
            {
              title: 'Direct primary care',
              text: 'How flexible space and telehealth help you start or grow a DPC practice.',
              to: '/providers-extra',
            },
            {
              title: 'Provider resources',
              text: 'Guides on listing space, pricing, leases and practice growth.',
              to: '/provider-resources',
            },
          ]}
        />
      </Section>
      <Section title="Questions providers ask">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Join the clinicians sharing space on Carespace"
        text="Creating a profile is free and takes about five minutes."
        actions={[{ label: 'Join as a provider', to: '/provider/signup' }]}
      />
    </>
  );
}
