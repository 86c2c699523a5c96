import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import './LegalDocument.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  description: string;
  effectiveDate: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A legal document page: title, dates, contents and numbered sections, laid out for reading and printing. */
export function LegalDocument({ title, description, effectiveDate, intro, sections }: LegalDocumentProps) {
  usePageMeta({ title, description });
  return (
    <article className="cs-legal">
      <div className="cs-wrap cs-legal__inner">
        <header className="cs-legal__header">
          <p className="cs-legal__eyebrow">Legal</p>
          <h1 className="cs-legal__title">{title}</h1>
          <p className="cs-legal__date">Effective {effectiveDate}</p>
        </header>
        <div className="cs-legal__intro">{intro}</div>
        <nav className="cs-legal__toc" aria-label="Contents">
          <h2 className="cs-legal__toc-title">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="cs-legal__section"
            aria-labelledby={`${section.id}-h`}
          >
            <h2 id={`${section.id}-h`} className="cs-legal__heading">
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
