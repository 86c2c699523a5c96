/* @jsxRuntime automatic */
/* @jsxImportSource react */
// The server runs from any working folder, where tsx may not find this package's JSX setting: the pragma holds.
import { SUPPORT_EMAIL } from '@carespace/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { Action, Code, Details, EmailFrame, Notice, Paragraph, Rule } from './email-layout.tsx';

export interface EmailAction {
  label: string;
  url: string;
}

/**
 * A piece of an email's body. A string is a paragraph (web addresses become links, line breaks stay); the others
 * are a button, a one-time code, label/value rows, a highlighted notice (safety lines) and a divider.
 */
export type EmailBlock =
  | string
  | { action: EmailAction }
  | { code: string }
  | { details: ReadonlyArray<{ label: string; value: string }> }
  | { notice: string }
  | { rule: true };

export interface HtmlEmailOptions {
  /** The line an inbox shows beside the subject; say what the email is for. */
  preheader: string;
  heading: string;
  /** The body before the main action. */
  paragraphs: readonly EmailBlock[];
  /** The one thing to do, as a button with its link spelled out under it. */
  action?: EmailAction;
  /** The body after the main action (what to do if it was not you, safety lines). */
  after?: readonly EmailBlock[];
  /**
   * The account's notification settings page (notificationPreferencesUrl), for the emails a person's notification
   * settings decide: the footer then links to it. Left out for account, security and order emails, which are sent
   * whatever the settings say.
   */
  footerPreferences?: string;
  /** The footer's help address, when the builder was given the configured one (SUPPORT_EMAIL). */
  supportEmail?: string;
}

function Block({ block }: { block: EmailBlock }) {
  if (typeof block === 'string') return <Paragraph text={block} />;
  if ('action' in block) return <Action label={block.action.label} url={block.action.url} />;
  if ('code' in block) return <Code code={block.code} />;
  if ('details' in block) return <Details rows={block.details} />;
  if ('notice' in block) return <Notice text={block.notice} />;
  return <Rule />;
}

/**
 * The HTML part of a Carespace email, in the one shared layout. Rendered synchronously (React's static markup:
 * the layout has nothing to wait for), so a message builder stays a plain function. Every value is escaped by
 * React: a name or subject a person typed is shown as text, never as markup.
 */
export function htmlEmail(options: HtmlEmailOptions): string {
  const blocks = [
    ...options.paragraphs,
    ...(options.action ? [{ action: options.action }] : []),
    ...(options.after ?? []),
  ];
  const markup = renderToStaticMarkup(
    <EmailFrame
      preheader={options.preheader}
      heading={options.heading}
      supportEmail={options.supportEmail ?? SUPPORT_EMAIL}
      preferencesUrl={options.footerPreferences}
    >
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blocks, never reordered
        <Block key={index} block={block} />
      ))}
    </EmailFrame>,
  );
  return `<!DOCTYPE html>${markup}`;
}

export interface AreaPerson {
  healcoAdmin: boolean;
  isPatient: boolean;
  providerRole: string | null;
}

/** Where a person's signed-in area starts, as the web app routes them: admins, the prescription side, providers. */
export function signedInAreaUrl(publicUrl: string, person: AreaPerson): string {
  const area = person.healcoAdmin
    ? 'admin'
    : person.isPatient || person.providerRole === 'HPRO' || person.providerRole === 'PHAR'
      ? 'rx'
      : 'provider';
  return `${publicUrl}/${area}`;
}

/** The account page with the notification settings open, for the footer of the emails those settings decide. */
export function notificationPreferencesUrl(publicUrl: string, person: AreaPerson): string {
  return `${signedInAreaUrl(publicUrl, person)}/account?modal=notification`;
}
