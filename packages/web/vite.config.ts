import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_FLOORS } from '../domain/src/constants.ts';

const API_SERVER = 'http://localhost:3000';

/**
 * The oldest browsers the build must run in: one version above each floor of the unsupported-browser banner
 * (spec 01 §4). Without this Vite targets ~2023 browsers, and a browser the banner calls supported (Chrome 78 or
 * 79, which lack optional chaining, to name one) would fail to parse the scripts. Costs about 4 KB gzipped on a public page.
 */
const BUILD_TARGET = Object.entries(BROWSER_FLOORS).map(([browser, floor]) => `${browser}${floor + 1}`);

/**
 * What every page needs before it can render: React and the router; TanStack Query's context (AppProviders passes
 * the app's client down once one is made); and the syntax helpers that lowering for BUILD_TARGET calls from app
 * code too (else they land in an antd chunk the landing entry then needs).
 */
const SHELL_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$|@oxc-project[+\\/]runtime\b/;
/**
 * TanStack Query (≈ 11 KB gzipped): loaded with the first page that queries (forms, signed-in areas), never by a
 * landing page (docs/decisions.md, "Landing pages within 120 KB").
 */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
/** The domain's message catalogue (the shell's own few live in shell-messages.ts). */
const DOMAIN_MESSAGES = /[\\/]packages[\\/]domain[\\/]src[\\/]messages\.ts$/;
/** What every page uses of the domain: its constants and the shell's messages. */
const DOMAIN_SHELL = /[\\/]packages[\\/]domain[\\/]src[\\/](constants|shell-messages)\.ts$/;
/** Ant Design and its runtime: never in a landing-page chunk (public download budget, DESIGN.md). */
const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/;

const proxy = {
  '/api': { target: API_SERVER, ws: true },
  '/dev/mailbox': { target: API_SERVER },
};

/**
 * Orders the head for the first paint: the stylesheet, then a preload of the Latin Inter face, then the scripts.
 * Vite puts the stylesheet after the entry and its modulepreloads; on a slow connection those would take the
 * bandwidth the render-blocking stylesheet needs. With the font preloaded, most first visits paint in Inter (the
 * fallback face is metric-matched for the rest).
 */
function orderHead(): Plugin {
  return {
    name: 'carespace:order-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        const stylesheet = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/m)?.[0];
        const script = html.match(/^([ \t]*)<script type="module"/m);
        if (!stylesheet || !script) return html;
        const indent = script[1] ?? '';
        const fontLink = font
          ? `${indent}<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n`
          : '';
        return html.replace(stylesheet, '').replace(script[0], `${stylesheet}${fontLink}${script[0]}`);
      },
    },
  };
}

/**
 * Pre-render build only: tags each lazy loader `() => import('./X.tsx')` with the module's path from the web root
 * (`moduleId`, the key of Vite's client manifest), so the pre-render can name the chunks a page needs and the HTML
 * can start fetching them with the entry (modulepreload) instead of after it.
 */
function tagLazyModules(): Plugin {
  const root = import.meta.dirname;
  // Only a loader that is exactly `() => import('…')` (followed by `)` or `,`), never `import('…').then(…)`.
  const lazyImport = /\(\)\s*=>\s*import\((['"])(\.{1,2}\/[^'"]+)\1\)(?=\s*[),])/g;
  return {
    name: 'carespace:tag-lazy-modules',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src')) || !/\.tsx?$/.test(id) || !code.includes('import('))
        return null;
      const tagged = code.replace(lazyImport, (whole, _quote: string, specifier: string) => {
        const moduleId = path
          .relative(root, path.resolve(path.dirname(id), specifier))
          .split(path.sep)
          .join('/');
        return `Object.assign(${whole}, { moduleId: ${JSON.stringify(moduleId)} })`;
      });
      return tagged === code ? null : { code: tagged, map: null };
    },
  };
}

/** The build that pre-renders the public pages (scripts/prerender-web.mjs): plain Node output, no chunk tuning. */
const prerenderBuild = {
  plugins: [react(), tagLazyModules()],
  build: { emptyOutDir: true, minify: false, copyPublicDir: false },
};

const NAMED_CHUNKS = new Set(['vendor', 'query', 'messages', 'constants', 'antd']);

export default defineConfig(({ isSsrBuild, mode }) =>
  isSsrBuild
    ? prerenderBuild
    : {
        // The unit tests render the pre-render entry too (src/entry-prerender.test.tsx).
        plugins: [react(), orderHead(), ...(mode === 'test' ? [tagLazyModules()] : [])],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // One stylesheet for the whole app (~14 KB gzipped): a pre-rendered page is styled by its first paint, before
          // its own chunk (which would otherwise bring its CSS) has loaded. See docs/decisions.md.
          target: BUILD_TARGET,
          cssCodeSplit: false,
          // Read by the pre-render to preload each page's own chunks (dist/.vite/manifest.json).
          manifest: true,
          rolldownOptions: {
            // The domain package is constants, schemas and pure functions: importing one message must not pull every
            // zod schema (and zod) into the landing bundle.
            treeshake: {
              moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
            },
            output: {
              // The entry lists every lazy chunk's file name (its preload map), and every public page downloads the
              // entry: page chunks are named by their hash alone (the list was 2.8 KB gzipped with names, 1.8 KB
              // without; dist/.vite/manifest.json maps sources to files). The shared groups keep their names (the
              // pre-render refuses antd-* on public pages; the build test reads vendor-*).
              chunkFileNames: (chunk) =>
                chunk.name.startsWith('antd~')
                  ? 'assets/antd-[hash].js'
                  : NAMED_CHUNKS.has(chunk.name)
                    ? 'assets/[name]-[hash].js'
                    : 'assets/[hash].js',
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: SHELL_VENDOR, priority: 30 },
                  { name: 'query', test: QUERY, priority: 20 },
                  // Shared by most lazy pages, none of them landing pages: without a chunk of its own the bundler
                  // folds it into the entry (≈ 3 KB gzipped on every landing page).
                  // (Its imports stay out of it: a group takes in what its modules import unless another has them.)
                  { name: 'messages', test: DOMAIN_MESSAGES, priority: 20 },
                  { name: 'constants', test: DOMAIN_SHELL, priority: 25 },
                  // Split by which lazy chunks use them, so a toast on a landing page fetches only antd's feedback code.
                  {
                    name: 'antd',
                    test: ANTD,
                    priority: 10,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 20_000,
                  },
                ],
              },
            },
          },
        },
        server: { proxy },
        preview: { proxy },
      },
);
