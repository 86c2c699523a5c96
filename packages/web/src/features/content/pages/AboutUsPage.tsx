import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@carespace/domain';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CardGrid, CheckList, CtaBand, Hero, Section } from '../components/blocks.tsx';
import { PartnersArt } from '../illustrations/PartnersArt.tsx';

export default function AboutUsPage() {
  usePageMeta({
    title: 'About us',
    description:
      'Carespace helps patients get online care and prescriptions from licensed providers, and helps providers find and share the clinical space they need.',
  });
  return (
    <>
      <Hero
        eyebrow="Who we are"
        title="About Carespace"
        lead="Care, and the space to give it. We help patients get care without the wait, and help clinicians find the rooms, tools and partners to give it."
        art={<PartnersArt />}
      />
      <Section title="Why we started" narrow>
        <div className="cs-prose">
          <p>
            Too many people put off care for conditions they find awkward to talk about, or can't fit a clinic
            visit into their day. At the same time, clinicians who want to open a practice, add a location or
            see patients closer to home struggle to find space, while exam rooms elsewhere sit empty.
          </p>
          <p>
            Carespace brings these together. Patients get online care from licensed providers, with
            prescriptions delivered by licensed US pharmacies. Providers find, list and share medical space,
            and grow their practices with virtual care and therapy referrals.
          </p>
        </div>
      </Section>
      <Section title="What we do" tone="alt">
        <CardGrid
          cards={[
            {
              title: 'For patients',
              text: 'Online visits for common, personal conditions, prescriptions delivered, and help finding a therapist.',
              to: '/patients',
            },
            {
              title: 'For providers',
              text: 'Find and list medical space, offer virtual care, and integrate talk therapy.',
              to: '/providers',
            },
            {
              title: 'For partners',
              text: 'Pharmacies, brokers and employers working with us to make care easier to reach.',
              to: '/partners',
            },
          ]}
        />
      </Section>
      <Section title="What we believe" narrow>
        <CheckList
          items={[
            <>
              <strong>Clinicians decide.</strong> Only a licensed provider decides whether a treatment is
              right, and declining is always an option.
            </>,
            <>
              <strong>Privacy is not optional.</strong> Health information is protected to HIPAA standards,
              and every access to it is recorded.
            </>,
            <>
              <strong>Plain prices, plain words.</strong> We say what things cost and what they include.
            </>,
            <>
              <strong>Online care has limits.</strong> We say so, and point people to in-person or emergency
              care when that's what they need.
            </>,
          ]}
        />
      </Section>
      <Section title="Contact" tone="alt" narrow>
        <div className="cs-prose">
          <p>
            Carespace, Inc.
            <br />
            100 Hudson Street, Suite 400, Hoboken, NJ 07030
          </p>
          <p>
            Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call {SUPPORT_PHONE}, weekdays 9
            am to 6 pm Eastern.
          </p>
        </div>
      </Section>
      <CtaBand
        title="Find your way in"
        text="Tell us what you need and we'll point you to the right place."
        actions={[{ label: 'How can we help?', to: '/help' }]}
      />
    </>
  );
}
