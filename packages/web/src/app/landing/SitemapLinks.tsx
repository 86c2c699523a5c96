import { Link } from 'react-router';
import type { SitemapLink } from './sitemap.ts';

/** One site-map entry: an app link, or an external link that opens in a new tab. */
export function SitemapAnchor({ link, className }: { link: SitemapLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.to} className={className} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true" className="cs-external-mark">
          {' '}
          ↗
        </span>
        <span className="cs-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className}>
      {link.label}
    </Link>
  );
}

/** A group's links as a list; an entry's children form a nested list under it. */
export function SitemapList({ links, className }: { links: readonly SitemapLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label}:${link.to}`}>
          <SitemapAnchor link={link} />
          {link.children && (
            <ul className="cs-sitemap-sublist">
              {link.children.map((child) => (
                <li key={`${child.label}:${child.to}`}>
                  <SitemapAnchor link={child} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
