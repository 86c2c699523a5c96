/* @jsxRuntime automatic */
/* @jsxImportSource react */
// The server runs from any working folder, where tsx may not find this package's JSX setting: the pragma holds.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Carespace's palette and type as an email client can take them: inline styles only (many clients drop <style>),
 * no web font (none can be fetched offline or by most clients, so Inter falls back to the system sans-serif).
 */
export const EMAIL_COLORS = {
  primary: '#0F6E6E',
  navy: '#1D4E89',
  text: '#1F2933',
  secondary: '#52606D',
  page: '#F6F8F8',
  card: '#FFFFFF',
  border: '#D9E2E2',
  noticeBackground: '#EEF3F9',
} as const;

const FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: EMAIL_COLORS.page, margin: 0, padding: '24px 12px', fontFamily: FONT },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto' },
  header: { padding: '0 24px 16px' },
  mark: {
    display: 'inline-block',
    width: '28px',
    height: '28px',
    lineHeight: '28px',
    borderRadius: '8px',
    backgroundColor: EMAIL_COLORS.primary,
    color: '#FFFFFF',
    fontSize: '20px',
    fontWeight: 700,
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  wordmark: {
    color: EMAIL_COLORS.primary,
    fontSize: '22px',
    fontWeight: 600,
    verticalAlign: 'middle',
    paddingLeft: '8px',
    letterSpacing: '-0.2px',
  },
  card: {
    backgroundColor: EMAIL_COLORS.card,
    border: `1px solid ${EMAIL_COLORS.border}`,
    borderRadius: '8px',
    padding: '32px 24px',
  },
  heading: {
    color: EMAIL_COLORS.navy,
    fontSize: '24px',
    lineHeight: '32px',
    fontWeight: 600,
    margin: '0 0 16px',
  },
  paragraph: { color: EMAIL_COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  link: { color: EMAIL_COLORS.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  button: {
    backgroundColor: EMAIL_COLORS.primary,
    color: '#FFFFFF',
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  code: {
    color: EMAIL_COLORS.navy,
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '6px',
    margin: '8px 0 24px',
    fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
  },
  detailLabel: { color: EMAIL_COLORS.secondary, fontSize: '14px', lineHeight: '20px', margin: 0 },
  detailValue: { color: EMAIL_COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  notice: {
    backgroundColor: EMAIL_COLORS.noticeBackground,
    borderLeft: `4px solid ${EMAIL_COLORS.navy}`,
    borderRadius: '4px',
    padding: '12px 16px',
    margin: '8px 0 16px',
  },
  noticeText: { color: EMAIL_COLORS.text, fontSize: '14px', lineHeight: '20px', margin: 0 },
  hr: { borderColor: EMAIL_COLORS.border, margin: '24px 0 16px' },
  footer: { padding: '16px 24px 0' },
  footerText: { color: EMAIL_COLORS.secondary, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: EMAIL_COLORS.primary, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * A paragraph of plain text: its web addresses become links (the plain-text part's links must be followable in
 * the HTML part too) and its line breaks stay. React escapes the text, so whatever a person typed is shown, never run.
 */
export function RichText({ text, style = styles.link }: { text: string; style?: CSSProperties }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, lineIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, never reordered
        <span key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.split(URL_PATTERN).map((part, partIndex) =>
            partIndex % 2 === 1 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text, never reordered
              <Link key={partIndex} href={part} style={style}>
                {part}
              </Link>
            ) : (
              part
            ),
          )}
        </span>
      ))}
    </>
  );
}

export interface EmailFrameProps {
  preheader: string;
  heading: string;
  supportEmail: string;
  /** The account's notification settings page, for the emails those settings decide; left out for the rest. */
  preferencesUrl?: string;
  children: ReactNode;
}

/** The one frame around every Carespace email: word mark, a white card, and the footer. */
export function EmailFrame({ preheader, heading, supportEmail, preferencesUrl, children }: EmailFrameProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{heading}</title>
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <span style={styles.mark} aria-hidden="true">
              +
            </span>
            <span style={styles.wordmark}>Carespace</span>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>Carespace · Care, and the space to give it.</Text>
            <Text style={styles.footerText}>
              Questions? Write to us at{' '}
              <Link href={`mailto:${supportEmail}`} style={styles.footerLink}>
                {supportEmail}
              </Link>
              .
            </Text>
            {preferencesUrl ? (
              <Text style={styles.footerText}>
                You get this email because of your notification settings.{' '}
                <Link href={preferencesUrl} style={styles.footerLink}>
                  Manage notification preferences
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ text }: { text: string }) {
  return (
    <Text style={styles.paragraph}>
      <RichText text={text} />
    </Text>
  );
}

export function Action({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={url} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={{ ...styles.detailLabel, margin: '0 0 16px' }}>
        Or paste this link into your browser: <RichText text={url} />
      </Text>
    </>
  );
}

export function Code({ code }: { code: string }) {
  return <Text style={styles.code}>{code}</Text>;
}

export function Details({ rows }: { rows: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      {rows.map((row) => (
        <div key={row.label}>
          <Text style={styles.detailLabel}>{row.label}</Text>
          <Text style={styles.detailValue}>
            <RichText text={row.value} />
          </Text>
        </div>
      ))}
    </Section>
  );
}

export function Notice({ text }: { text: string }) {
  return (
    <Section style={styles.notice}>
      <Text style={styles.noticeText}>
        <RichText text={text} />
      </Text>
    </Section>
  );
}

export function Rule() {
  return <Hr style={styles.hr} />;
}
