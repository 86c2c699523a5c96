import { usePageMeta } from '../../../lib/page-meta.ts';
import { FaqList, Hero, Section } from '../components/blocks.tsx';
import { FAQ_GROUPS } from '../data/faq.tsx';

export default function FaqPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about online visits, prescriptions, shipping, pricing, finding and listing medical space, membership and privacy at Carespace.',
  });
  return (
    <>
      <Hero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Answers about online care, our pharmacy, sharing medical space and keeping your information safe."
      />
      <nav aria-label="Topics" className="cs-wrap cs-topic-nav">
        <ul>
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_GROUPS.map((group, index) => (
        <Section key={group.id} id={group.id} title={group.title} tone={index % 2 ? 'alt' : 'plain'}>
          <FaqList items={group.items} />
        </Section>
      ))}
    </>
  );
}
