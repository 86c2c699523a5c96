// Part of `npm run boundaries`: in the server's features only a repository (`*.repository.ts`) or a shared SQL piece
// (`*.sql.ts`) writes SQL with the query builder; services hold the rules and call their feature's repository.
// Tests and their fixtures may set up rows directly. Prints each call found elsewhere (file:line) and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FEATURES_DIR = 'packages/server/src/features';

/** The query builder's entry points: every statement Kysely builds starts with one of them. */
const QUERY_BUILDER_CALL =
  /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*(<[^>]*>)?\s*\(/;

/**
 * Whether a file may call the query builder: a repository, a piece of SQL a feature shares for other features to
 * compose into their own statements (`*.sql.ts`, e.g. what makes a licence count), a test, or a test's fixtures.
 */
export function mayCallQueryBuilder(file) {
  const name = path.basename(file);
  return (
    name.endsWith('.repository.ts') ||
    name.endsWith('.sql.ts') ||
    name.endsWith('.test.ts') ||
    name.includes('fixtures')
  );
}

/** The source with its comments blanked (line breaks kept), so a comment naming a call is not taken for one. */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function* typeScriptFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(full);
    else if (entry.isFile() && /\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every query-builder call in a feature file that is not a repository, test or fixtures file, as file:line. */
export function findQueryBuilderCalls(root) {
  const features = path.join(root, FEATURES_DIR);
  const found = [];
  for (const file of typeScriptFiles(features)) {
    if (mayCallQueryBuilder(file)) continue;
    const lines = withoutComments(fs.readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const call = QUERY_BUILDER_CALL.exec(line);
      if (call) found.push(`${path.relative(root, file)}:${index + 1}: .${call[1]}(`);
    });
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const found = findQueryBuilderCalls(root);
  if (found.length > 0) {
    console.error(
      `SQL outside a repository (move it into the feature's *.repository.ts):\n${found.map((f) => `  ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
}
