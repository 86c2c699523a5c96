import { usePageMeta } from '../../../lib/page-meta.ts';
import { CardGrid, CtaBand, Hero, Section } from '../components/blocks.tsx';
import { ProvidersArt } from '../illustrations/ProvidersArt.tsx';

export default function ProviderResourcesPage() {
  usePageMeta({
    title: 'Provider resources',
    description:
      'Tools and guides for providers: the wRVU calculator, listing tips, lease checklists, membership, pricing and talk therapy integration.',
  });
  return (
    <>
      <Hero
        eyebrow="Provider resources"
        title="Provider resources"
        lead="Tools and plain-spoken guides to help you find the right space, fill the space you have, and get paid fairly for your work."
        art={<ProvidersArt />}
      />
      <Section title="Tools">
        <CardGrid
          cards={[
            {
              title: 'wRVU calculator',
              text: 'Estimate your annual work RVUs and compensation from your CPT codes, volumes and conversion factor.',
              to: '/calculate-my-wrvu',
              linkLabel: 'Open the calculator',
            },
            {
              title: 'Pricing',
              text: 'What Carespace costs for providers, hosts and organizations.',
              to: '/pricing',
              linkLabel: 'See pricing',
            },
            {
              title: 'Glossary',
              text: 'From CPT codes to tenant improvement allowances: the terms you meet on Carespace, explained.',
              to: '/glossary',
              linkLabel: 'Read the glossary',
            },
          ]}
        />
      </Section>
      <Section title="Guides" tone="alt">
        <CardGrid
          cards={[
            {
              title: 'Tips for listing your medical space',
              text: 'Ten practical ways to make a listing stand out and fill faster.',
              to: '/blog/tips-for-listing-your-medical-space',
              linkLabel: 'Read the guide',
            },
            {
              title: 'How to negotiate a higher wRVU rate',
              text: 'Understand your numbers and make a clear case for a better conversion factor.',
              to: '/blog/negotiating-a-higher-wrvu-rate',
              linkLabel: 'Read the guide',
            },
            {
              title: 'Before you share your clinical space',
              text: 'A checklist for your lease, insurance and privacy before you welcome another provider.',
              to: '/blog/sharing-clinical-space-lease-checklist',
              linkLabel: 'Read the checklist',
            },
          ]}
        />
      </Section>
      <Section title="Grow your practice">
        <CardGrid
          columns={4}
          cards={[
            {
              title: 'Find or list space',
              text: 'How sharing space works on Carespace.',
              to: '/provider-find-list-space',
            },
            {
              title: 'Membership',
              text: 'What hosts get for one monthly price.',
              to: '/provider-member-benefits',
            },
            { title: 'Talk therapy', text: 'Refer patients and host therapists.', to: '/talk-therapy' },
            { title: 'Virtual care', text: 'Review online treatment requests.', to: '/offer-virtual-care' },
          ]}
        />
      </Section>
      <CtaBand
        title="Can't find what you need?"
        text="Our provider success team is happy to help with listings, matches and membership."
        actions={[{ label: 'Contact us', to: '/contact-us?userType=PROV' }]}
      />
    </>
  );
}
