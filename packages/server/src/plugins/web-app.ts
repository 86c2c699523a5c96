import fs from 'node:fs';
import path from 'node:path';
import { publicError } from '@carespace/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Where the build puts the pre-rendered public pages, with a manifest of path → file. */
const PAGES_DIR = '_pages';

/**
 * A pre-rendered page's file. `keyed`: the page of an emailed link, which reads only that parameter: `file` is the
 * bare address's page (the missing-key answer), `keyed.file` the page for any key (checked once hydrated).
 */
interface PrerenderedPage {
  file: string;
  keyed?: { parameter: string; file: string };
}

/** What the build's manifest holds for a page: its file, or the same shape as PrerenderedPage (files not yet under _pages/). */
type ManifestEntry = string | PrerenderedPage;

/** Path → file of the pre-rendered pages (empty when the build has none). */
function readPrerenderedPages(webDist: string): Map<string, PrerenderedPage> {
  const manifestPath = path.join(webDist, PAGES_DIR, 'manifest.json');
  if (!fs.existsSync(manifestPath)) return new Map();
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const inPages = (file: string) => path.posix.join(PAGES_DIR, file);
  return new Map(
    Object.entries(manifest).map(([page, entry]) => {
      if (typeof entry === 'string') return [page, { file: inPages(entry) }];
      const keyed = entry.keyed && { parameter: entry.keyed.parameter, file: inPages(entry.keyed.file) };
      return [page, keyed ? { file: inPages(entry.file), keyed } : { file: inPages(entry.file) }];
    }),
  );
}

/**
 * A signed-in route's page (scripts/prerender-web.mjs writes them with _pages/areas.json): the app's HTML with
 * its chunks preloaded. `pattern` is the route's path (`/admin/properties/:id`), matched segment by segment.
 */
interface AreaPage {
  segments: string[];
  file: string;
}

/** The signed-in routes' pages, most specific first (empty when the build has none). */
function readAreaPages(webDist: string): AreaPage[] {
  const manifestPath = path.join(webDist, PAGES_DIR, 'areas.json');
  if (!fs.existsSync(manifestPath)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  return Object.entries(manifest)
    .map(([pattern, file]) => ({
      segments: pattern.split('/').slice(1),
      file: path.posix.join(PAGES_DIR, file),
    }))
    .sort((a, b) => paramCount(a) - paramCount(b));
}

const paramCount = (page: AreaPage) => page.segments.filter((segment) => segment.startsWith(':')).length;

/** The signed-in route's page for a URL, whatever its query ('/admin/' is '/admin'). */
function areaPageFor(pages: AreaPage[], url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return pages.find(
    (page) =>
      page.segments.length === segments.length &&
      page.segments.every((segment, at) =>
        segment.startsWith(':') ? segments[at] !== '' : segment === segments[at],
      ),
  )?.file;
}

/** Campaign parameters that no page reads. */
const TRACKING_PARAMETER = /^(utm_\w+|gclid|fbclid|msclkid)$/i;

/**
 * The pre-rendered page for a URL: '/patients/' and '/patients' are the same page. A query the page may read
 * (say /pricing?tab=providers) gets the shell instead, since the markup was rendered without it and hydration
 * must see the same; campaign parameters alone keep the pre-rendered page. An emailed link's page reads only its
 * key, so the key alone picks its file (a blank key is no key, as the page judges it).
 */
function prerenderedPageFor(pages: Map<string, PrerenderedPage>, url: string): string | undefined {
  const [pathname = '/', query = ''] = url.split('#')[0]!.split('?');
  const page = pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!page) return undefined;
  const parameters = new URLSearchParams(query);
  if (page.keyed) return parameters.get(page.keyed.parameter)?.trim() ? page.keyed.file : page.file;
  if ([...parameters.keys()].some((name) => !TRACKING_PARAMETER.test(name))) return undefined;
  return page.file;
}

/**
 * Serves the built web app: hashed assets are cached for a year, HTML never. A public page gets its pre-rendered
 * HTML (scripts/prerender-web.mjs), a signed-in route the app's HTML with its own chunks preloaded; every other non-/api GET that is not a file gets index.html so deep links work
 * (the app shows its own page-not-found screen).
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPath = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const pages = hasWeb ? readPrerenderedPages(config.webDist) : new Map<string, PrerenderedPage>();
  const areaPages = hasWeb ? readAreaPages(config.webDist) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes each file's brotli and gzip copies at the highest settings (scripts/precompress-web.mjs);
      // sent as they are, they are smaller than the per-request compressor's and cost no CPU per request.
      preCompressed: true,
      // The pre-rendered pages are sent for their own paths only, never under /_pages/; the build manifest is the
      // build's own.
      allowedPath: (pathName) => !pathName.startsWith(`/${PAGES_DIR}/`) && !pathName.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a stale chunk after a deploy: a real 404 lets the app reload once.
    const isApiOrAsset = url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/');
    if (isApiOrAsset || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ success: false, result: null, error: publicError('NOT_FOUND') });
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` or `npm start`.');
    }
    const page =
      prerenderedPageFor(pages, request.url) ?? areaPageFor(areaPages, request.url) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, config.webDist);
  });
}
