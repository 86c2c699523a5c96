import { type FrontMatter, type ParsedDocument, parseFrontMatter } from './markdown.tsx';

/*
 * The blog's articles are Markdown files in ./posts (file name = slug). The index reads every file's front
 * matter; an article page loads only its own file (each is its own small chunk).
 */

const sources = import.meta.glob<string>('./posts/*.md', { query: '?raw', import: 'default' });

export function slugOf(path: string): string {
  return path.replace(/^.*\/(.*)\.md$/, '$1');
}

const loaders = new Map(Object.entries(sources).map(([path, load]) => [slugOf(path), load]));

export const POST_SLUGS: readonly string[] = [...loaders.keys()];

export interface PostSummary extends FrontMatter {
  slug: string;
}

const cache = new Map<string, Promise<ParsedDocument | null>>();

/** The article for a slug, or null when there is none. Cached, so React's `use()` gets a stable promise. */
export function loadPost(slug: string): Promise<ParsedDocument | null> {
  let pending = cache.get(slug);
  if (!pending) {
    const load = loaders.get(slug);
    pending = load ? load().then(parseFrontMatter) : Promise.resolve(null);
    cache.set(slug, pending);
  }
  return pending;
}

let summaries: Promise<PostSummary[]> | null = null;

/** Every article's front matter, newest first. */
export function loadPostSummaries(): Promise<PostSummary[]> {
  summaries ??= Promise.all(
    POST_SLUGS.map(async (slug) => {
      const post = await loadPost(slug);
      return { slug, ...(post as ParsedDocument).meta };
    }),
  ).then((list) => list.sort((a, b) => b.date.localeCompare(a.date)));
  return summaries;
}

/** '2026-10-14' → 'October 14, 2026'. */
export function formatPostDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
