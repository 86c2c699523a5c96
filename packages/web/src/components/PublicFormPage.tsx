import type { ReactNode } from 'react';
import './PublicFormPage.css';

export interface PublicFormPageProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** The form (or its outcome): the main column. */
  children: ReactNode;
  /** Help, contact details, notices: the side column (below the form on phones). */
  aside?: ReactNode;
  /** Wider main column for tools such as the calculator. */
  wide?: boolean;
}

/**
 * The frame of the public pages built around a form (contact, wRVU calculator, therapy navigation): a heading
 * band, the form on a card and an aside. Plain React and CSS: these pages are pre-rendered and their forms use the
 * light kit (components/public-form), never antd.
 */
export function PublicFormPage({ eyebrow, title, lead, children, aside, wide = false }: PublicFormPageProps) {
  return (
    <div className="cs-form-page">
      <section className="cs-form-page__hero">
        <div className="cs-wrap">
          {eyebrow && <p className="cs-form-page__eyebrow">{eyebrow}</p>}
          <h1 className="cs-form-page__title">{title}</h1>
          <div className="cs-form-page__lead">{typeof lead === 'string' ? <p>{lead}</p> : lead}</div>
        </div>
      </section>
      <div className={`cs-wrap cs-form-page__grid${wide ? ' cs-form-page__grid--wide' : ''}`}>
        <div className="cs-form-page__main">{children}</div>
        {aside && <aside className="cs-form-page__aside">{aside}</aside>}
      </div>
    </div>
  );
}

/** A titled box in the aside column. */
export function AsideBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cs-form-page__box">
      <h2 className="cs-form-page__box-title">{title}</h2>
      {children}
    </section>
  );
}
