import { usePageMeta } from '../../../lib/page-meta.ts';
import { CardGrid, CheckList, CtaBand, Hero, Section, Steps } from '../components/blocks.tsx';
import { PartnersArt } from '../illustrations/PartnersArt.tsx';

export default function PartnersPage() {
  usePageMeta({
    title: 'Partner with Carespace',
    description:
      'Pharmacies, medical real-estate brokers and employers partner with Carespace to reach patients and providers and to offer better care.',
  });
  return (
    <>
      <Hero
        eyebrow="For partners"
        title="Partner with Carespace"
        lead="We work with pharmacies that fill prescriptions, brokers who place clinicians in medical space, and employers who want simpler care for their teams."
        actions={[
          { label: 'Talk to our partnerships team', to: '/contact-us?userType=OTHR' },
          { label: 'How can we help?', to: '/help', variant: 'secondary' },
        ]}
        art={<PartnersArt />}
      />
      <Section title="Who we work with">
        <CardGrid
          cards={[
            {
              title: 'Pharmacies',
              text: 'Licensed US pharmacies fill and ship prescriptions written by Carespace providers, with the orders, tracking and patient messages in one place.',
              to: '/pharmacies',
            },
            {
              title: 'Medical real estate',
              text: 'Brokers and owners list medical suites and reach clinicians actively looking for space in their market.',
              to: '/medical-office-brokers',
            },
            {
              title: 'Employers',
              text: 'Give your team private online care for common conditions, with free shipping and no waiting rooms.',
              to: '/employee-health-benefit-plans',
            },
          ]}
        />
      </Section>
      <Section title="How a partnership starts" tone="alt">
        <Steps
          steps={[
            {
              title: 'Tell us about you',
              text: 'Share your organization, your region and what you want to achieve.',
            },
            {
              title: 'We design it together',
              text: 'We agree the workflow, data sharing and service levels, including a business associate agreement where health information is involved.',
            },
            {
              title: 'Go live',
              text: 'We onboard your team and stay in touch with a named partner contact.',
            },
          ]}
        />
      </Section>
      <Section title="What every partner can count on" narrow>
        <CheckList
          items={[
            'HIPAA-aligned handling of health information, with audit trails of every access.',
            'Clinical decisions made only by licensed providers, never by partners or sales targets.',
            'Clear, written terms: no hidden fees for patients or providers.',
            'A real person to talk to when something needs fixing.',
          ]}
        />
      </Section>
      <CtaBand
        title="Let's talk"
        text="Tell us a little about your organization and we'll get back to you within two business days."
        actions={[{ label: 'Contact partnerships', to: '/contact-us?userType=OTHR' }]}
      />
    </>
  );
}
