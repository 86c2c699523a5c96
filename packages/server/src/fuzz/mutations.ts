import fc from 'fast-check';

/**
 * Strings that have broken web apps before: NUL bytes (PostgreSQL refuses them in text and JSON), lone UTF-16
 * surrogates (not encodable as UTF-8), very long text, emoji and other multi-unit characters, SQL and HTML payloads,
 * path tricks, numbers and keywords as text. SQL keywords are upper case so the leak check below, which looks for the
 * lower-case SQL the app itself writes, cannot mistake an echoed payload for a leak.
 */
export const NASTY_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  'x%00y',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  '😀👍🏽👨‍👩‍👧',
  'é'.normalize('NFD'),
  '\u202Eevil\u202C',
  '\uFEFF',
  'a'.repeat(10_000),
  '😀'.repeat(5_000),
  "' OR '1'='1",
  "'; DROP TABLE app_user; --",
  '1 UNION SELECT NULL--',
  "\\'",
  '$$',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '',
  ' ',
  '\t\n\r',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
];

/** Values of the wrong type, or at the edges of a number. */
const NASTY_SCALARS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [null],
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];

function deepNesting(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_SCALARS) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(5, 50, 2_000)
      .chain((depth) => fc.constantFrom(deepNesting(depth, 'array'), deepNesting(depth, 'object'))),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** What is done to a valid-ish value: replace a part, drop a key, add a key, or nothing at all. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'embed'; at: number; text: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin', 'healcoAdmin', 'id', 'a\u0000b'),
      value: nastyValue,
    }),
  },
  // A nasty fragment inside an otherwise valid string (a NUL in the middle of a name).
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('embed' as const),
      at: fc.nat(),
      text: fc.constantFrom('\u0000', '\uD83D', '\uDE00', '<b>x</b>', "'--", '😀'),
    }),
  },
);

type Path = (string | number)[];

function pathsOf(value: unknown, limit = 200): { path: Path; value: unknown }[] {
  const found: { path: Path; value: unknown }[] = [];
  const stack: { path: Path; value: unknown }[] = [{ path: [], value }];
  while (stack.length > 0 && found.length < limit) {
    const item = stack.pop()!;
    found.push(item);
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => {
        stack.push({ path: [...item.path, index], value: child });
      });
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value))
        stack.push({ path: [...item.path, key], value: child });
    }
  }
  return found;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  Object.defineProperty(copy, head as string, {
    value: setAt(copy[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function dropAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = parentPath.reduce<unknown>(
    (node, step) => (node as Record<string, unknown>)[step as string],
    root,
  );
  if (Array.isArray(parent))
    return setAt(
      root,
      parentPath,
      parent.filter((_, index) => index !== key),
    );
  const copy = { ...(parent as Record<string, unknown>) };
  delete copy[key as string];
  return setAt(root, parentPath, copy);
}

/** Applies a mutation to a generated value (pure: the value itself is not changed). */
export function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  const paths = pathsOf(value);
  if (change.kind === 'embed') {
    const strings = paths.filter((p) => typeof p.value === 'string');
    if (strings.length === 0) return value;
    const target = strings[change.at % strings.length]!;
    const text = target.value as string;
    const middle = Math.floor(text.length / 2);
    return setAt(value, target.path, text.slice(0, middle) + change.text + text.slice(middle));
  }
  const target = paths[change.at % paths.length]!;
  if (change.kind === 'replace') return setAt(value, target.path, change.value);
  if (change.kind === 'drop') return dropAt(value, target.path);
  const objects = paths.filter(
    (p) => p.value !== null && typeof p.value === 'object' && !Array.isArray(p.value),
  );
  if (objects.length === 0) return value;
  const parent = objects[change.at % objects.length]!;
  return setAt(value, [...parent.path, change.key], change.value);
}
