import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_INFO,
  DEVELOPMENT_REACT_MARKERS,
  developmentReactIn,
  readBuildInfo,
  webIsStale,
  // @ts-expect-error: a plain ES module script, no type declarations
} from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
let outDir: string;
let build: ReturnType<typeof spawnSync>;

// One build into a temporary folder, as `NODE_ENV=development npm start` would have run it. The page budgets
// are the build's other check, not this test's: reported, not failing.
beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-build-test-'));
  build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs'), '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PAGE_BUDGETS: 'warn' },
    encoding: 'utf8',
  });
});

afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the web build with NODE_ENV=development in the environment', () => {
  it('still builds, and ships no development React', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const scripts = fs.readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const vendor = scripts.filter((file) => file.startsWith('vendor-'));
    expect(vendor).toHaveLength(1);
    const vendorCode = fs.readFileSync(path.join(outDir, 'assets', vendor[0] as string), 'utf8');
    for (const marker of DEVELOPMENT_REACT_MARKERS) expect(vendorCode).not.toContain(marker);
    // The development vendor chunk was 577 KB, the production one about 360 KB.
    expect(vendorCode.length).toBeLessThan(450_000);
    expect(developmentReactIn(outDir)).toEqual([]);
  });

  it('records how it was built, and pre-rendered the public pages', () => {
    expect(readBuildInfo(outDir)).toMatchObject({
      mode: 'production',
      nodeEnv: 'production',
      developmentReact: false,
    });
    const pages = JSON.parse(fs.readFileSync(path.join(outDir, '_pages/manifest.json'), 'utf8'));
    expect(pages['/']).toBe('index.html');
  });

  it('paints a signed-in route’s outline with its title from the HTML, its scripts after that paint', () => {
    const areas = JSON.parse(fs.readFileSync(path.join(outDir, '_pages/areas.json'), 'utf8'));
    // A page still built with antd: its template preloads antd's chunks and stylesheet.
    const html = fs.readFileSync(path.join(outDir, '_pages', areas['/admin/patient']), 'utf8');
    const [head, body] = html.split('</head>') as [string, string];
    // The outline comes before the app's root, with the page's title, its stylesheet inline and hidden without
    // JavaScript (nothing would take it away).
    expect(body).toMatch(
      /<div id="cs-area-frame"[^>]*>.*<h1 class="cs-frame__title">Patients<\/h1>.*<div id="root"><\/div>/s,
    );
    expect(head).toMatch(/<style>\.cs-frame\{[^<]+<\/style>/);
    expect(head).toContain('<noscript><style>.cs-frame{display:none}</style></noscript>');
    // No script, module or stylesheet preload in the head competes with the HTML for the first paint (the font's
    // preload stays, as on the public pages): they wait in the template that after-first-paint.js releases.
    expect(head).not.toMatch(/<script type="module"|modulepreload|rel="preload" href="[^"]+\.css"/);
    expect(head).toContain('<script src="/after-first-paint.js" defer></script>');
    const template = body.slice(body.indexOf('<template id="cs-scripts">'));
    expect(template).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"><\/script>/);
    expect(template).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/antd-[^"]+\.js">/);
    expect(template).toMatch(/<link rel="preload" href="\/assets\/antd-static-[^"]+\.css" as="style">/);
    // A plain page (the prescription list) names no antd chunk or stylesheet at all.
    const plain = fs.readFileSync(path.join(outDir, '_pages', areas['/admin/prescription']), 'utf8');
    expect(plain).toContain('<h1 class="cs-frame__title">Prescriptions</h1>');
    expect(plain).not.toMatch(/\/assets\/antd-/);
  });
});

describe('the staleness check', () => {
  it('rebuilds a build made any other way, or one with no record', () => {
    const infoFile = path.join(outDir, BUILD_INFO);
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
    try {
      fs.writeFileSync(infoFile, JSON.stringify({ ...info, mode: 'development' }));
      expect(webIsStale(outDir)).toBe(true);
      fs.writeFileSync(infoFile, JSON.stringify({ ...info, nodeEnv: 'development' }));
      expect(webIsStale(outDir)).toBe(true);
      fs.writeFileSync(infoFile, JSON.stringify({ ...info, recipe: info.recipe - 1 }));
      expect(webIsStale(outDir)).toBe(true);
      fs.rmSync(infoFile);
      expect(webIsStale(outDir)).toBe(true);
    } finally {
      fs.writeFileSync(infoFile, JSON.stringify(info));
    }
  });

  it('finds React’s development build when one is there', () => {
    const planted = path.join(outDir, 'assets', 'planted-dev.js');
    fs.writeFileSync(planted, 'export const jsx = jsxDEV;');
    try {
      expect(developmentReactIn(outDir)).toEqual([{ file: 'planted-dev.js', marker: 'jsxDEV' }]);
    } finally {
      fs.rmSync(planted);
    }
  });
});
