import { usePageMeta } from '../../../lib/page-meta.ts';
import { Hero, Section } from '../components/blocks.tsx';
import { GLOSSARY } from '../data/glossary.ts';
import './GlossaryPage.css';

export default function GlossaryPage() {
  usePageMeta({
    title: 'Glossary',
    description:
      'Plain-English definitions of the healthcare, pharmacy and medical real-estate terms used on Carespace, from CPT codes and wRVUs to PrEP and HIPAA.',
  });
  const entries = [...GLOSSARY].sort((a, b) => a.term.localeCompare(b.term));
  return (
    <>
      <Hero
        eyebrow="Help"
        title="Glossary"
        lead="Plain-English definitions of the healthcare, pharmacy and medical real-estate terms you'll meet on Carespace."
      />
      <Section title="Terms A to Z" narrow>
        <dl className="cs-glossary">
          {entries.map((entry) => (
            <div key={entry.term} className="cs-glossary__entry">
              <dt className="cs-glossary__term">{entry.term}</dt>
              <dd className="cs-glossary__definition">{entry.definition}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
