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
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Can several people manage one organization?',
    answer:
      'Yes. The account owner invites colleagues by email; each gets their own login and can manage listings, applications and chats.',
  },
  {
    question: 'Can we list many locations?',
    answer:
      'Yes. List as many properties as you have, each with its own rooms, rates and availability. Contact us about a special rate for many listings.',
  },
  {
    question: 'Do you work with health systems and FQHCs?',
    answer:
      'Yes. We work with physician groups, health systems, community health centers and academic practices.',
  },
];

export default function PhysicianOrganizationsPage() {
  usePageMeta({
    title: 'For physician organizations',
    description:
      'Physician groups and health systems use Carespace to fill unused clinical space, recruit affiliated clinicians and extend care online.',
  });
  return (
    <>
      <Hero
        eyebrow="For physician organizations"
        title="Make every room in your network work"
        lead="Physician groups and health systems use Carespace to fill unused clinical space, bring affiliated clinicians into their locations, and extend care online."
        actions={[
          {
            label: 'Create an organization account',
            to: '/provider/signup',
            state: { signupReason: 'list' },
          },
          { label: 'Talk to our team', to: '/contact-us?userType=HOSP', variant: 'secondary' },
        ]}
        art={<ProvidersArt />}
      />
      <Section title="What organizations do with Carespace">
        <CardGrid
          cards={[
            {
              title: 'Fill unused space',
              text: 'Rent exam rooms and offices on afternoons and days when your own clinicians are elsewhere.',
              to: '/get-your-medical-space-rented',
            },
            {
              title: 'Bring in specialists',
              text: 'Host visiting specialists and therapists, so patients get care close to home and you keep referrals local.',
              to: '/talk-therapy',
            },
            {
              title: 'Extend care online',
              text: 'Let your clinicians review online treatment requests between in-person visits.',
              to: '/offer-virtual-care',
            },
          ]}
        />
      </Section>
      <Section title="Getting set up" tone="alt">
        <Steps
          steps={[
            { title: 'Create the organization', text: 'Add your practice details, tax ID and locations.' },
            { title: 'Invite your team', text: 'Colleagues join by email invitation with their own login.' },
            {
              title: 'List and match',
              text: 'Publish your spaces and start receiving applications from vetted providers.',
            },
          ]}
        />
      </Section>
      <Section title="Built for organizations" narrow>
        <CheckList
          items={[
            'One organization account with many users and many properties.',
            'Provider applications with profiles, specialties and licensed states, so you choose who uses your space.',
            'A map of where providers are looking for space, to plan new locations.',
            'Audit trails for every access to health information.',
          ]}
        />
      </Section>
      <Section title="Questions organizations ask" tone="alt">
        <FaqList items={FAQ} />
      </Section>
      <CtaBand
        title="See it for your organization"
        text="We'll set up your account and first listings with you."
        actions={[{ label: 'Talk to our team', to: '/contact-us?userType=HOSP' }]}
      />
    </>
  );
}
