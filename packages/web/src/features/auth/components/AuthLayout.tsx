import { AGREEMENTS, PRODUCT_NAME } from '@carespace/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo.tsx';
import './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** One short line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Optional links under the content ('Forgot password?', 'Sign up' …). */
  links?: ReactNode;
  /** 'wide' for the sign-up forms, which lay two fields side by side. */
  width?: 'narrow' | 'wide';
  /** Centres the title with the content: for status screens (check your email, verified, bad link). */
  centered?: boolean;
}

/** The card's column: the target of the skip link. */
const MAIN_ID = 'main-content';

const LEGAL_LINKS = [...AGREEMENTS.terms, ...AGREEMENTS.telehealth];

/**
 * Auth pages show a logo, title, content, optional links and a footer: a centred card on the soft
 * background, the logo above it linking home, and a footer with the legal documents. Works down to 320 px.
 */
export function AuthLayout({ title, intro, children, links, width = 'narrow', centered }: AuthLayoutProps) {
  return (
    <div className="cs-auth">
      <a href={`#${MAIN_ID}`} className="cs-skip-link">
        Skip to main content
      </a>
      <header className="cs-auth__header">
        <Link to="/" className="cs-auth__logo" aria-label={`${PRODUCT_NAME} home`}>
          <Logo height={36} />
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={`cs-auth__main cs-auth__main--${width}`}>
        <section
          className={`cs-auth__card${centered ? ' cs-auth__card--centered' : ''}`}
          aria-labelledby="cs-auth-title"
        >
          <h1 id="cs-auth-title" className="cs-auth__title">
            {title}
          </h1>
          {intro && <p className="cs-auth__intro">{intro}</p>}
          {children}
        </section>
        {links && (
          <nav className="cs-auth__links" aria-label="Account options">
            {links}
          </nav>
        )}
      </main>
      <footer className="cs-auth__footer">
        <ul className="cs-auth__legal">
          {LEGAL_LINKS.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ))}
        </ul>
        {/* The year may have turned since the page was built. */}
        <p className="cs-auth__copyright" suppressHydrationWarning>
          © {new Date().getFullYear()} {PRODUCT_NAME}, Inc. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
