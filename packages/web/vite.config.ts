import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_FLOORS } from '../domain/src/constants.ts';
import { ANTD_COMPONENTS } from './src/app/antd-components.ts';

const API_SERVER = 'http://localhost:3000';
const require = createRequire(import.meta.url);

/**
 * The oldest browsers the build must run in: one version above each floor of the unsupported-browser banner.
 * Without this Vite targets ~2023 browsers, and a browser the banner calls supported (Chrome 78 or
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
/**
 * dayjs and its plugins (lib/dates.ts). antd's date pickers import it too, and without a group of its own it lands
 * in an antd chunk that brings more of antd with it: a page that only formats a date would download antd.
 */
const DAYJS = /[\\/]node_modules[\\/]dayjs[\\/]/;
/**
 * antd's icon components (they need only React and clsx): left to the antd group they land in chunks that bring
 * the rest of antd along.
 */
const ICONS = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]/;
/**
 * The icons' drawings, which the plain pages draw without the icon components (components/SvgIcon.tsx): a group
 * of their own, split by which pages use them and hardly merged, so a plain page's drawings never share a chunk
 * with the icon components' runtime.
 */
const ICON_DRAWINGS = /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;
/**
 * The plain components (components/plain and SvgIcon): each a few hundred bytes, and shared by the signed-in
 * pages built without antd. One chunk rather than one each: every lazy chunk's file name sits in the entry's
 * preload map, which every landing page downloads, so a dozen tiny chunks cost each landing page more than the
 * one chunk costs a signed-in page. Only modules that import nothing the entry has (a group takes in what its
 * modules import): lazy-antd, which imports the router's lazy loader, stays out.
 */
const PLAIN_PARTS = /[\\/]src[\\/]components[\\/](plain[\\/][^\\/]+\.tsx?|SvgIcon\.tsx)$/;
/** Ant Design and its runtime: never in a landing-page chunk (the public pages keep a small download budget). */
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

const ANTD_STYLESHEET_ID = 'virtual:antd-stylesheet';
const DEV_ANTD_STYLESHEET = '/@carespace/antd-static.css';

/**
 * antd's component styles as one static stylesheet, made at build time (antd's static style extraction, unhashed
 * class names, every value a CSS variable), so the antd routes run antd in its zero-runtime mode: no component
 * styles computed in the browser, which was most of a signed-in page's main-thread time on a phone. The theme's
 * variables are still set at run time (a few hundred of them, cheap). `virtual:antd-stylesheet` is its address
 * (AntdLayout loads it); under the unit tests it is empty and antd computes its styles as before.
 */
function antdStylesheet(mode: string): Plugin {
  const file = path.join(import.meta.dirname, 'node_modules/.cache/antd-static/antd-static.css');
  let made: Promise<void> | undefined;
  const make = async () => {
    // The same antd and list make the same stylesheet: the pre-render's build and the next build reuse it.
    const { version } = JSON.parse(fs.readFileSync(require.resolve('antd/package.json'), 'utf8'));
    const key = JSON.stringify({ version, ANTD_COMPONENTS });
    if (fs.existsSync(file) && fs.readFileSync(`${file}.key`, { encoding: 'utf8', flag: 'a+' }) === key)
      return;
    const [{ extractStyle }, { ConfigProvider }, { createElement }] = await Promise.all([
      import('@ant-design/static-style-extract'),
      import('antd'),
      import('react'),
    ]);
    const css = extractStyle({
      includes: ANTD_COMPONENTS,
      customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node),
    })
      // The default theme's variables under keys of this render: the app sets its own theme's at run time.
      .replace(/\.css-var-[\w-]+\{[^}]*\}/g, '');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, css);
    fs.writeFileSync(`${file}.key`, key);
  };
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'carespace:antd-stylesheet',
    configResolved(config) {
      command = config.command;
    },
    // The development server sends it from here.
    configureServer(server) {
      server.middlewares.use(DEV_ANTD_STYLESHEET, (_request, response) => {
        made ??= make();
        void made.then(() => {
          response.setHeader('content-type', 'text/css');
          response.end(fs.readFileSync(file));
        });
      });
    },
    resolveId(id) {
      return id === ANTD_STYLESHEET_ID ? `\0${ANTD_STYLESHEET_ID}` : null;
    },
    async load(id) {
      if (id !== `\0${ANTD_STYLESHEET_ID}`) return null;
      if (mode === 'test') return 'export default "";';
      made ??= make();
      await made;
      if (command === 'serve') return `export default ${JSON.stringify(DEV_ANTD_STYLESHEET)};`;
      // Emitted as it is, not through Vite's CSS pipeline: lowering its logical properties for the oldest
      // browsers the build targets tripled it, and antd's run-time styles were never lowered either.
      const reference = this.emitFile({
        type: 'asset',
        name: 'antd-static.css',
        source: fs.readFileSync(file),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/** The build that pre-renders the public pages (scripts/prerender-web.mjs): plain Node output, no chunk tuning. */
const prerenderBuild = (mode: string) => ({
  plugins: [react(), tagLazyModules(), antdStylesheet(mode)],
  build: { emptyOutDir: true, minify: false, copyPublicDir: false },
});

const NAMED_CHUNKS = new Set(['vendor', 'query', 'messages', 'constants', 'antd']);

export default defineConfig(({ isSsrBuild, mode }) =>
  isSsrBuild
    ? prerenderBuild(mode)
    : {
        // The unit tests render the pre-render entry too (src/entry-prerender.test.tsx).
        plugins: [react(), orderHead(), antdStylesheet(mode), ...(mode === 'test' ? [tagLazyModules()] : [])],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // One stylesheet for the whole app (~14 KB gzipped): a pre-rendered page is styled by its first paint, before
          // its own chunk (which would otherwise bring its CSS) has loaded. See docs/decisions.md.
          target: BUILD_TARGET,
          cssCodeSplit: false,
          // Read by the pre-render to preload each page's own chunks (dist/.vite/manifest.json).
          manifest: true,
          // The entry names, for each page it can load, the chunks to fetch with it, and every public page downloads
          // that list. antd's chunks are left out of it: a page built with antd names them itself, so they come one
          // step later on a move inside the app, and a signed-in route's HTML preloads them all on arrival.
          modulePreload: {
            resolveDependencies: (_file, deps, { hostType, hostId }) =>
              hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId)
                ? deps.filter((dep) => !/(^|\/)antd-[\w-]+\.js$/.test(dep))
                : deps,
          },
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
                  { name: 'dates', test: DAYJS, priority: 15 },
                  { name: 'plain', test: PLAIN_PARTS, priority: 14 },
                  {
                    name: 'drawings',
                    test: ICON_DRAWINGS,
                    priority: 13,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 4_000,
                  },
                  {
                    name: 'icons',
                    test: ICONS,
                    priority: 12,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 12_000,
                  },
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
