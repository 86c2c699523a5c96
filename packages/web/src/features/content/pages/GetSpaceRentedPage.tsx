import { PHOTO_VIEWS_INCREASE_PERCENT } from '@carespace/domain';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CheckList, CtaBand, type FaqItem, FaqList, Hero, Section, Steps } from '../components/blocks.tsx';
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'How do I decide on a rate?',
    answer:
      'Look at your monthly costs per room, and at similar listings nearby. Many hosts charge per half-day session for the first months, then offer monthly terms to tenants who stay.',
  },
  {
    question: 'Do I have to accept every applicant?',
    answer:
      'No. You see each applicant’s profile, specialty and licensed states, and choose who to approve. If you decline, you give a reason so they can look elsewhere.',
  },
  {
    question: 'What about my existing lease?',
    answer:
      'Check whether your lease allows subleasing or shared use, and talk to your landlord if needed. Our blog has a guide to what to check.',
  },
];

export default function GetSpaceRentedPage() {
  usePageMeta({
    title: 'Get your medical space rented',
    description:
      'List unused exam rooms and offices on Carespace, reach licensed providers looking for space nearby, and choose who you share with.',
  });
  return (
    <>
      <Hero
        eyebrow="For hosts"
        title="Get your medical space rented"
        lead="An empty exam room still costs rent. List it on Carespace and we'll introduce it to licensed providers looking for space near you."
        actions={[{ label: 'List your space', to: '/provider/signup', state: { signupReason: 'list' } }]}
        art={<ProvidersArt />}
      />
      <Section title="Three steps to your first tenant">
        <Steps
          steps={[
            {
              title: 'List',
              text: 'Describe your space, rates and availability. It takes about 15 minutes.',
            },
            {
              title: 'Get matched',
              text: 'We suggest your space to providers whose specialty and schedule fit.',
            },
            { title: 'Choose', text: 'Approve the applicants you want, chat, and agree terms.' },
          ]}
        />
      </Section>
      <Section title="Make your listing stand out" tone="alt" narrow>
        <CheckList
          items={[
            `Add photos: listings with photos get ${PHOTO_VIEWS_INCREASE_PERCENT}% more views.`,
            'Name the equipment that stays, and what the room suits best.',
            'Show real availability: which days, which sessions.',
            'Mention parking, transit, accessibility and signage.',
            'Answer introductions quickly: interested providers are often comparing spaces.',
          ]}
        />
        <p className="cs-note">
          More in our guide:{' '}
          <Link to="/blog/tips-for-listing-your-medical-space">Tips for listing your medical space</Link>.
        </p>
      </Section>
      <Section title="Questions hosts ask">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="Turn empty rooms into income"
        text="Listing is free. Become a member to accept applications and get unlimited introductions."
        actions={[
          { label: 'List your space', to: '/provider/signup', state: { signupReason: 'list' } },
          { label: 'Membership benefits', to: '/provider-member-benefits', variant: 'secondary' },
        ]}
      />
    </>
  );
}
