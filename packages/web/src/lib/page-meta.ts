import { PRODUCT_NAME } from '@carespace/domain';
import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the product name is appended. */
  title: string;
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string;
  /** Ask search engines not to index the page (e.g. page-not-found). */
  noindex?: boolean;
}

export function documentTitle(title: string): string {
  return title.startsWith(PRODUCT_NAME) || title.endsWith(`| ${PRODUCT_NAME}`)
    ? title
    : `${title} | ${PRODUCT_NAME}`;
}

/** Creates the tag on first use, then only updates its content: navigating never piles up duplicates. */
function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Writes the title, description, canonical link and Open Graph / Twitter tags of the current page. */
export function applyPageMeta({ title, description, noindex = false }: PageMeta): void {
  const fullTitle = documentTitle(title);
  // The deployment's own origin keeps the canonical valid wherever the app is served.
  const url = `${window.location.origin}${window.location.pathname}`;
  document.title = fullTitle;
  upsertMeta('name', 'description', description);
  upsertMeta('name', 'robots', noindex ? 'noindex' : null);
  upsertMeta('property', 'og:title', fullTitle);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:type', 'website');
  upsertMeta('property', 'og:site_name', PRODUCT_NAME);
  upsertMeta('name', 'twitter:card', 'summary');
  upsertMeta('name', 'twitter:title', fullTitle);
  upsertMeta('name', 'twitter:description', description);
  upsertCanonical(url);
}

/** Where the build-time pre-render collects the page's meta (effects do not run there). */
export interface PageMetaSink {
  meta: PageMeta | null;
}

export const PageMetaSinkContext = createContext<PageMetaSink | null>(null);

/** Per-page `<title>`, meta description and Open Graph tags (no react-helmet: a few DOM writes suffice). */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  const sink = useContext(PageMetaSinkContext);
  // Pre-render only: the innermost page renders last, so its meta wins over a layout's.
  if (sink) sink.meta = { title, description, noindex };
  useEffect(() => {
    applyPageMeta({ title, description, noindex });
  }, [title, description, noindex]);
}
