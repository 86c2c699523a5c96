import './SocialLinks.css';

/** Carespace's social accounts, shown on the splash page and (later) in the footer. */
export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/carespace' },
  { name: 'Facebook', href: 'https://www.facebook.com/carespace' },
  { name: 'Instagram', href: 'https://www.instagram.com/carespace' },
  { name: 'X', href: 'https://x.com/carespace' },
] as const;

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={['cs-social-links', className].filter(Boolean).join(' ')}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            aria-label={`Carespace on ${link.name} (opens in a new tab)`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
