import type { HomeTreatmentCategory, TreatmentCategory } from '@carespace/domain';
import { type ReactNode, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { QuietBoundary } from '../../../components/QuietBoundary.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { CareArt } from '../illustrations/CareArt.tsx';
import {
  type Card,
  CardGrid,
  CheckList,
  CtaBand,
  type FaqItem,
  FaqList,
  Hero,
  SafetyNotice,
  Section,
  Steps,
  TrustStrip,
} from './blocks.tsx';
import { TreatmentPricingContext } from './treatment-pricing.ts';

/** The copy of one what-we-treat page. */
export interface TreatmentContent {
  code: TreatmentCategory;
  slug: HomeTreatmentCategory;
  /** Short name, as in the menu ('Erectile dysfunction'). */
  name: string;
  title: string;
  metaDescription: string;
  lead: string;
  /** The accent colour of the illustration (the category's tag colour family). */
  accent?: string;
  about: { title: string; body: ReactNode };
  /** Anything particular to this condition's online visit (lab tests, photos…). */
  visitNote?: ReactNode;
  reviews: readonly ReactNode[];
  options: { intro: ReactNode; cards: readonly Card[] };
  safety: ReactNode;
  /** Extra urgent-help line (e.g. the 988 crisis line), shown at the top of the page too. */
  urgent?: ReactNode;
  faq: readonly FaqItem[];
}

/*
 * The medication price picker is the pricing feature's (handed in by the app, see treatment-pricing.ts). It is
 * fetched when its section comes near the screen (or the visit starts at #pricing), so its code and its API call
 * never delay the page's first render.
 */
function PricingSlot({ category }: { category: TreatmentContent['code'] }) {
  const MedicationPricePicker = use(TreatmentPricingContext);
  const { hash } = useLocation();
  const [ref, near] = useNearScreen<HTMLDivElement>('800px', hash === '#pricing');
  return (
    <div ref={ref} className="cs-treatment__pricing">
      {near && MedicationPricePicker && (
        <QuietBoundary
          fallback={<p className="cs-note">Prices could not be loaded. Please refresh the page.</p>}
        >
          <Suspense fallback={<p className="cs-note">Loading prices…</p>}>
            {/* Slot: the pricing feature's MedicationPricePicker. */}
            <MedicationPricePicker category={category} />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}

const STEPS = [
  {
    title: 'Answer a medical questionnaire',
    text: 'Tell us about your symptoms, health history, allergies and the medicines you take. It takes about 10 minutes, from any device.',
  },
  {
    title: 'A licensed provider reviews it',
    text: 'A provider licensed in your state reads your answers, may message you with questions, and decides whether a prescription is right for you.',
  },
  {
    title: 'Your medication is delivered',
    text: 'If you are prescribed a treatment, a licensed US pharmacy ships it to you in plain packaging. Message your care team any time.',
  },
] as const;

/** A what-we-treat page: what it is, the online visit, what a provider reviews, options, pricing, safety, FAQ. */
export function TreatmentPage({ content }: { content: TreatmentContent }) {
  usePageMeta({ title: content.title, description: content.metaDescription });
  const start = {
    label: 'Start your online visit',
    to: '/get-started',
    state: { treatmentCategories: [content.slug] },
  };
  return (
    <>
      <Hero
        eyebrow={`What we treat · ${content.name}`}
        title={content.title}
        lead={content.lead}
        actions={[start, { label: 'See medication prices', to: '#pricing', variant: 'secondary' }]}
        note={
          content.urgent ??
          'A licensed provider decides whether treatment is right for you. In an emergency, call 911.'
        }
        art={<CareArt accent={content.accent} />}
      />
      <TrustStrip />
      <Section title={content.about.title} narrow>
        <div className="cs-prose">{content.about.body}</div>
      </Section>
      <Section title="How the online visit works" tone="alt">
        <Steps steps={STEPS} />
        {content.visitNote && <div className="cs-prose cs-treatment__note">{content.visitNote}</div>}
      </Section>
      <Section
        title="What your provider reviews"
        intro="Your safety comes first. Before prescribing anything, your provider looks at:"
        narrow
      >
        <CheckList items={content.reviews} />
        <p className="cs-note">
          If an online visit isn't the safest way to care for you, your provider will tell you and suggest
          where to go instead. You won't be charged for a prescription you don't receive.
        </p>
      </Section>
      <Section title="Treatment options" intro={content.options.intro} tone="alt">
        <CardGrid cards={content.options.cards} columns={content.options.cards.length === 2 ? 2 : 3} />
        <p className="cs-note">
          Medication names are shown for information. Your provider chooses the medicine and dose that fit
          your health, or none at all.
        </p>
      </Section>
      <Section
        id="pricing"
        title="Medication and pricing"
        intro="Monthly prices include your provider's review, messages with your care team and free shipping. Your first month of any medication subscription is free."
      >
        <PricingSlot category={content.code} />
      </Section>
      <Section title="Safety information" tone="alt">
        <SafetyNotice title={`Before you take ${content.name.toLowerCase()} medication`}>
          {content.safety}
        </SafetyNotice>
      </Section>
      <Section title={`${content.name}: frequently asked questions`}>
        <FaqList items={content.faq} />
      </Section>
      <CtaBand
        title="Ready when you are"
        text="Start with a short questionnaire. A licensed provider reviews it, usually within one business day."
        actions={[start]}
      />
    </>
  );
}

/** Tiny helper for the copy modules: paragraphs from strings. */
export function Paragraphs({ children }: { children: readonly ReactNode[] }) {
  return (
    <>
      {children.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
