import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import './blocks.css';

/*
 * The building blocks of the public pages: hero, sections, three steps, cards,
 * trust strip, FAQ, safety notice and call to action. Plain React and CSS.
 */

export interface Action {
  label: string;
  to: string;
  /** Router state for the next page (e.g. the home chooser's pre-selection). */
  state?: unknown;
  variant?: 'primary' | 'secondary';
}

export function ActionLink({ action, className }: { action: Action; className?: string }) {
  const variant = action.variant === 'secondary' ? ' cs-button--secondary' : '';
  return (
    <Link
      to={action.to}
      state={action.state}
      className={`cs-button${variant}${className ? ` ${className}` : ''}`}
    >
      {action.label}
    </Link>
  );
}

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: readonly Action[];
  /** An inline illustration (above the fold, so never lazy). */
  art?: ReactNode;
  /** Small print under the actions. */
  note?: ReactNode;
}

export function Hero({ eyebrow, title, lead, actions = [], art, note }: HeroProps) {
  return (
    <section className={`cs-hero${art ? '' : ' cs-hero--text'}`}>
      <div className="cs-wrap cs-hero__inner">
        <div className="cs-hero__copy">
          {eyebrow && <p className="cs-eyebrow">{eyebrow}</p>}
          <h1 className="cs-hero__title">{title}</h1>
          <div className="cs-hero__lead">{typeof lead === 'string' ? <p>{lead}</p> : lead}</div>
          {actions.length > 0 && (
            <div className="cs-hero__actions">
              {actions.map((action) => (
                <ActionLink key={action.label} action={action} />
              ))}
            </div>
          )}
          {note && <p className="cs-hero__note">{note}</p>}
        </div>
        {art && <div className="cs-hero__art">{art}</div>}
      </div>
    </section>
  );
}

export interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  /** Alternate sections sit on the light grey background. */
  tone?: 'plain' | 'alt';
  /** Narrow text column for long reading. */
  narrow?: boolean;
  children?: ReactNode;
}

export function Section({ id, title, intro, tone = 'plain', narrow = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`cs-section cs-section--${tone}${narrow ? ' cs-section--narrow' : ''}`}
    >
      <div className="cs-wrap">
        <h2 id={headingId} className="cs-section__title">
          {title}
        </h2>
        {intro && (
          <div className="cs-section__intro">{typeof intro === 'string' ? <p>{intro}</p> : intro}</div>
        )}
        {children}
      </div>
    </section>
  );
}

export interface Step {
  title: string;
  text: ReactNode;
}

/** The three-step "how it works". */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="cs-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="cs-steps__item">
          <span className="cs-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="cs-steps__title">{step.title}</h3>
          <p className="cs-steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface Card {
  title: string;
  text: ReactNode;
  /** An app path, or an absolute URL with `external`. */
  to?: string;
  linkLabel?: string;
  state?: unknown;
  external?: boolean;
  /** A small label above the title (e.g. 'Coming soon'). */
  tag?: string;
}

export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`cs-cards cs-cards--${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="cs-card">
          {card.tag && <p className="cs-card__tag">{card.tag}</p>}
          <h3 className="cs-card__title">{card.title}</h3>
          <div className="cs-card__text">
            {typeof card.text === 'string' ? <p>{card.text}</p> : card.text}
          </div>
          {card.to &&
            (card.external ? (
              <a className="cs-card__link" href={card.to} target="_blank" rel="noopener noreferrer">
                {card.linkLabel ?? 'Learn more'}
                <span className="cs-visually-hidden"> about {card.title} (opens in a new tab)</span>
              </a>
            ) : (
              <Link className="cs-card__link" to={card.to} state={card.state}>
                {card.linkLabel ?? 'Learn more'}
                <span className="cs-visually-hidden"> about {card.title}</span>
                <span aria-hidden="true"> →</span>
              </Link>
            ))}
        </li>
      ))}
    </ul>
  );
}

/** A list with check marks (what's included, what a provider reviews…). */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="cs-checklist">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

const TRUST = [
  {
    title: 'Licensed US providers',
    text: 'Every request is reviewed by a clinician licensed in your state.',
  },
  {
    title: 'HIPAA-grade privacy',
    text: 'Your health information is encrypted and only seen by your care team.',
  },
  {
    title: 'Free, discreet shipping',
    text: 'Medication arrives in plain packaging from a licensed US pharmacy.',
  },
] as const;

export function TrustStrip() {
  return (
    <section className="cs-trust" aria-label="Why Carespace">
      <ul className="cs-wrap cs-trust__list">
        {TRUST.map((item) => (
          <li key={item.title} className="cs-trust__item">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="#E3F0F0" />
              <path
                d="M7 12.5l3.2 3.2L17 9"
                fill="none"
                stroke="#0F6E6E"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              <strong>{item.title}</strong> {item.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as disclosure widgets (native details/summary: keyboard and screen-reader ready, no script). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="cs-faq">
      {items.map((item) => (
        <details key={item.question} className="cs-faq__item">
          <summary className="cs-faq__question">{item.question}</summary>
          <div className="cs-faq__answer">
            {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}

/** Safety information; always ends with the emergency line. */
export function SafetyNotice({
  title = 'Safety information',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside className="cs-safety" aria-labelledby={headingId}>
      <h3 id={headingId} className="cs-safety__title">
        {title}
      </h3>
      <div className="cs-safety__body">{children}</div>
      <p className="cs-safety__emergency">
        <strong>In an emergency, call 911</strong> or go to the nearest emergency room. Carespace is not for
        urgent or emergency care.
      </p>
    </aside>
  );
}

export function CtaBand({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions: readonly Action[];
}) {
  const headingId = useId();
  return (
    <section className="cs-cta" aria-labelledby={headingId}>
      <div className="cs-wrap cs-cta__inner">
        <div>
          <h2 id={headingId} className="cs-cta__title">
            {title}
          </h2>
          <p className="cs-cta__text">{text}</p>
        </div>
        <div className="cs-cta__actions">
          {actions.map((action) => (
            <ActionLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** A below-the-fold illustration: a sized, lazily loaded SVG file. */
export function LazyArt({ src, width, height }: { src: string; width: number; height: number }) {
  return (
    <img
      className="cs-lazy-art"
      src={src}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** Two columns: text and a picture (stacks on small screens). */
export function Split({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="cs-split">
      <div className="cs-split__main">{children}</div>
      <div className="cs-split__aside">{aside}</div>
    </div>
  );
}
