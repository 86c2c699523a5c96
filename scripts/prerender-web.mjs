// Pre-renders the public pages into packages/web/dist/_pages after the client build (see docs/decisions.md,
// "Public pages are pre-rendered at build time"). The server sends such a file for its path; main.tsx hydrates it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
const distDir = path.join(webDir, 'dist');
export const PAGES_DIR = '_pages';

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The JavaScript files a module needs, from Vite's client manifest: its own chunk and, recursively, the chunks it
 * imports statically (dynamic imports load later, on demand).
 */
export function chunkFiles(manifest, moduleId, seen = new Set()) {
  const entry = manifest[moduleId];
  if (!entry || seen.has(moduleId)) return [];
  seen.add(moduleId);
  return [entry.file, ...(entry.imports ?? []).flatMap((key) => chunkFiles(manifest, key, seen))];
}

/**
 * Moves the page's entry script and modulepreloads, with `preloads` (more chunk files) and `extraTags` (other
 * early fetches, such as a stylesheet's preload), into <template id="cs-scripts">, which public/after-first-paint.js
 * releases once the page has painted: the HTML and its stylesheet then have the connection to themselves.
 */
export function scriptsAfterFirstPaint(page, preloads = [], extraTags = []) {
  const scripts = [];
  const moved = page.replace(
    /\n[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_line, tag) => {
      scripts.push(tag);
      return '';
    },
  );
  for (const file of preloads) {
    if (file.endsWith('.js') && !scripts.some((tag) => tag.includes(`/${file}"`)))
      scripts.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  }
  scripts.push(...extraTags);
  if (scripts.length === 0) return moved;
  return moved
    .replace(
      /\n([ \t]*)<\/head>/,
      (end, indent) => `\n${indent}  <script src="/after-first-paint.js" defer></script>${end}`,
    )
    .replace(
      /\n([ \t]*)<\/body>/,
      (end, indent) =>
        `\n${indent}  <template id="cs-scripts">${scripts.map((tag) => `\n${indent}    ${tag}`).join('')}\n${indent}  </template>${end}`,
    );
}

/**
 * The built index.html with this page's markup in #root, its own title, description and Open Graph tags. The
 * entry script, its modulepreloads and the page's own chunks (so hydration need not wait for them) wait in
 * <template id="cs-scripts"> until the first paint (public/after-first-paint.js) instead of sharing a slow link with
 * the stylesheet and the font: on Lighthouse's mobile run the first paint came at ~2.4 s with them alongside, ~0.9 s
 * without.
 */
export function fillTemplate(template, { html, meta }, documentTitle, preloads = []) {
  let page = template.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  page = scriptsAfterFirstPaint(page, preloads);
  if (!meta) return page;
  const title = escapeAttribute(documentTitle(meta.title));
  const description = escapeAttribute(meta.description);
  const setMeta = (attribute, key, content) => {
    const tag = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/?>`);
    const replacement = `<meta ${attribute}="${key}" content="${content}" />`;
    page = tag.test(page)
      ? page.replace(tag, () => replacement)
      : page.replace(/\n\s*<\/head>/, (end) => `\n    ${replacement}${end}`);
  };
  page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  if (meta.noindex) setMeta('name', 'robots', 'noindex');
  return page;
}

/** Where the signed-in areas' pages go under _pages/, with their list (path pattern → file). */
export const AREA_PAGES_DIR = 'areas';
export const AREA_MANIFEST = 'areas.json';

/** The signed-in shell's outline's stylesheet (app/shells/AreaFrame.tsx), inlined into each signed-in route's HTML. */
const AREA_FRAME_CSS = path.join(webDir, 'src/app/shells/AreaFrame.css');

/** CSS without its comments and spare white space: it travels inline in every signed-in route's HTML. */
export function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>:])\s*/g, '$1')
    .trim();
}

/**
 * A signed-in route's HTML. The page itself is not pre-rendered (it draws who is signed in); `frame`, the shell's
 * outline with the page's title, is written ahead of #root with its inline stylesheet `frameCss`, so the first
 * paint comes with the HTML. After that paint (scriptsAfterFirstPaint) the browser fetches the entry, every chunk
 * the route renders (antd's layout, the area's shell, the page and what they import: `files`) side by side instead
 * of learning of each only once the layer around it has run, and antd's static stylesheet (`stylesheets`), which
 * AntdLayout links, from the cache by then, before drawing anything with antd.
 */
export function areaTemplate(template, files, stylesheets, frame, frameCss) {
  const page = template
    .replace('<div id="root"></div>', () => `${frame}<div id="root"></div>`)
    // Without JavaScript nothing would take the outline away: it is not shown, and the page's notice is.
    .replace(
      /\n([ \t]*)<\/head>/,
      (end, indent) =>
        `\n${indent}  <style>${frameCss}</style>\n${indent}  <noscript><style>.cs-frame{display:none}</style></noscript>${end}`,
    );
  const stylesheetPreloads = stylesheets.map((file) => `<link rel="preload" href="/${file}" as="style">`);
  return scriptsAfterFirstPaint(page, files, stylesheetPreloads);
}

/**
 * The stylesheets the modules and what they import statically take as addresses (antd's static stylesheet, which
 * AntdLayout links). Through the imports too: lib/antd-stylesheet.ts, which takes it, is shared by AntdLayout and
 * the lazy antd islands of plain pages (AntdArea), so it sits in a chunk of its own that the layout imports.
 */
function chunkStylesheets(manifest, moduleIds) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || !manifest[id]) return;
    seen.add(id);
    for (const key of manifest[id].imports ?? []) visit(key);
  };
  for (const id of moduleIds) visit(id);
  const sheets = [...seen].flatMap((id) =>
    (manifest[id].assets ?? []).filter((file) => file.endsWith('.css')),
  );
  return [...new Set(sheets)];
}

/**
 * Writes one HTML file per signed-in route (areaPages of the pre-render entry) and _pages/areas.json, which the
 * server reads to send each route its file (packages/server plugins/web-app.ts).
 */
function writeAreaPages(outDir, template, clientManifest, areaPages) {
  const areaManifest = {};
  fs.mkdirSync(path.join(outDir, AREA_PAGES_DIR), { recursive: true });
  const frameCss = compactCss(fs.readFileSync(AREA_FRAME_CSS, 'utf8'));
  for (const { pattern, modules, frame } of areaPages) {
    const files = [...new Set(modules.flatMap((moduleId) => chunkFiles(clientManifest, moduleId)))];
    if (modules.length === 0 || files.length === 0) {
      throw new Error(`Area page ${pattern}: its chunks are not in the client manifest`);
    }
    const file = `${AREA_PAGES_DIR}/${pattern.slice(1).replace(/[/:]+/g, '_')}.html`;
    const stylesheets = chunkStylesheets(clientManifest, modules);
    fs.writeFileSync(path.join(outDir, file), areaTemplate(template, files, stylesheets, frame, frameCss));
    areaManifest[pattern] = file;
  }
  fs.writeFileSync(path.join(outDir, AREA_MANIFEST), `${JSON.stringify(areaManifest, null, 2)}\n`);
}

/**
 * Pre-renders into `distDir` (the client build's folder). `env` is the SSR build's environment (scripts/build-web.mjs
 * passes NODE_ENV=production).
 */
export async function prerenderWeb({ distDir: outDist = distDir, env = process.env } = {}) {
  const template = fs.readFileSync(path.join(outDist, 'index.html'), 'utf8');
  const clientManifest = JSON.parse(fs.readFileSync(path.join(outDist, '.vite/manifest.json'), 'utf8'));
  // Inside node_modules so the bundle's bare imports (react, react-router, …) resolve to the project's packages;
  // one folder per process, so two builds running at once (a test build and `npm start`) never share it.
  const ssrDir = path.join(webDir, `node_modules/.cache/prerender-${process.pid}`);
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'production',
      '--ssr',
      'src/entry-prerender.tsx',
      '--outDir',
      ssrDir,
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit', env },
  );
  const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
  const outDir = path.join(outDist, PAGES_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  const manifest = {};
  /** Renders one address into one file under _pages/. */
  const write = async (address, file) => {
    const page = await entry.render(address);
    if (!page.html.includes('<h1')) throw new Error(`Pre-rendering ${address} produced no page heading`);
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    const preloads = [...new Set(page.modules.flatMap((moduleId) => chunkFiles(clientManifest, moduleId)))];
    if (page.modules.length === 0 || preloads.length === 0) {
      throw new Error(`Pre-rendering ${address}: its page chunk is not in the client manifest`);
    }
    const html = fillTemplate(template, page, entry.documentTitle, preloads);
    // Public pages carry no Ant Design (their download budget): a shared helper that lands in an antd chunk would
    // quietly add ~30 KB to every one of them.
    if (/\/assets\/antd-/.test(html))
      throw new Error(`Pre-rendering ${address}: the page would load an antd chunk`);
    fs.writeFileSync(path.join(outDir, file), html);
  };
  for (const pathname of entry.prerenderPaths()) {
    const name = pathname === '/' ? 'index' : pathname.slice(1);
    await write(pathname, `${name}.html`);
    if (!entry.KEYED_PAGES.has(pathname)) {
      manifest[pathname] = `${name}.html`;
      continue;
    }
    // An emailed link's page: a second file for an address with a key, whatever the key (it is read once
    // hydrated); the server sends it when the parameter has a value (packages/server plugins/web-app.ts).
    await write(`${pathname}?${entry.KEY_PARAMETER}=key`, `${name}.keyed.html`);
    manifest[pathname] = {
      file: `${name}.html`,
      keyed: { parameter: entry.KEY_PARAMETER, file: `${name}.keyed.html` },
    };
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeAreaPages(outDir, template, clientManifest, entry.areaPages());
  fs.rmSync(ssrDir, { recursive: true, force: true });
  return Object.keys(manifest).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await prerenderWeb();
  console.log(`Pre-rendered ${count} public pages.`);
}
