import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CardGrid, CtaBand, Hero, SafetyNotice, Section, Steps, TrustStrip } from '../components/blocks.tsx';
import { TREATMENT_LIST } from '../data/treatments.ts';
import { CareArt } from '../illustrations/CareArt.tsx';

export default function WhatWeTreatPage() {
  usePageMeta({
    title: 'What we treat',
    description:
      'Conditions Carespace providers treat online: erectile dysfunction, PrEP, female libido, acne, anxiety and depression, herpes and migraine.',
  });
  return (
    <>
      <Hero
        eyebrow="Online pharmacy"
        title="What we treat"
        lead="Licensed providers treat these conditions online, through a questionnaire and secure messages. If a prescription is right for you, a US pharmacy delivers it."
        actions={[{ label: 'Start your online visit', to: '/get-started' }]}
        art={<CareArt />}
      />
      <TrustStrip />
      <Section
        title="Conditions"
        intro="Choose a condition to see how the visit works, what your provider reviews, treatment options and prices."
      >
        <CardGrid
          cards={TREATMENT_LIST.map((treatment) => ({
            title: treatment.name,
            text: treatment.summary,
            to: `/what-we-treat/${treatment.slug}`,
            linkLabel: 'Learn more',
          }))}
        />
      </Section>
      <Section title="How it works" tone="alt">
        <Steps
          steps={[
            {
              title: 'Tell us about your health',
              text: 'A short online questionnaire, at a time that suits you.',
            },
            {
              title: 'A provider decides with you',
              text: 'A provider licensed in your state reviews your answers and decides whether a prescription is right for you.',
            },
            {
              title: 'Delivered to your door',
              text: 'Free, discreet shipping from a licensed US pharmacy, with refills on schedule.',
            },
          ]}
        />
      </Section>
      <Section title="Need something else?" narrow>
        <div className="cs-prose">
          <p>
            We are adding conditions over time. If you need a prescription for something not listed here,{' '}
            <Link to="/contact-us?userType=PTNT">tell us what you're looking for</Link> and our care team will
            let you know whether a Carespace provider can help.
          </p>
        </div>
        <SafetyNotice title="Online care has limits">
          <p>
            Online visits are for non-urgent conditions. Chest pain, trouble breathing, signs of a stroke, a
            severe allergic reaction or thoughts of harming yourself need immediate help. For a mental health
            crisis, call or text 988.
          </p>
        </SafetyNotice>
      </Section>
      <CtaBand
        title="Not sure which visit you need?"
        text="Answer a couple of questions and we'll point you to the right place."
        actions={[{ label: 'Help me choose', to: '/help' }]}
      />
    </>
  );
}
