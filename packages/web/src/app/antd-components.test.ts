import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from './antd-components.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const WEB = path.resolve(SRC, '..');

/** antd's exports that render nothing of their own (no styles to extract): providers, hooks and types. */
const STYLELESS = new Set(['ConfigProvider', 'Grid', 'theme']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names a file imports from 'antd' (types left out: they render nothing). */
function antdImports(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!.trim()),
  );
}

/** antd's component folders a dependency's built code takes its parts from (antd/es/slider → Slider). */
function antdParts(code: string): string[] {
  return [...code.matchAll(/['"]antd\/(?:es|lib)\/([a-z-]+)['"]/g)].map(([, folder = '']) =>
    folder.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase()),
  );
}

describe("antd's static stylesheet", () => {
  it('holds every antd component the app and its antd-based dependencies render', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC))
      for (const name of antdImports(fs.readFileSync(file, 'utf8'))) used.add(name);
    const cropper = path.join(WEB, 'node_modules/antd-img-crop/dist/antd-img-crop.esm.js');
    const cropperFile = fs.existsSync(cropper)
      ? cropper
      : path.resolve(WEB, '../../node_modules/antd-img-crop/dist/antd-img-crop.esm.js');
    for (const name of antdParts(fs.readFileSync(cropperFile, 'utf8'))) used.add(name);
    const typeNames = /(Props|Type|Instance|Config|File)$/;
    const missing = [...used].filter(
      (name) => !STYLELESS.has(name) && !typeNames.test(name) && !ANTD_COMPONENTS.includes(name),
    );
    expect(missing).toEqual([]);
    // The check reads real imports: the app's everyday components are among them.
    expect([...used]).toEqual(expect.arrayContaining(['Button', 'Table', 'Form', 'Slider']));
  });
});
