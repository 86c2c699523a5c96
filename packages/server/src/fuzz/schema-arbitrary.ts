import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema (2020-12, as zod writes it) that the request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** Values the database really holds, so generated requests get past "not found" to the code behind it. */
export interface Hints {
  ids: string[];
  fileNames: string[];
}

/** A request part's zod schema as JSON Schema; transforms and refinements are left out (they are not JSON). */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const MAX_DEPTH = 6;

/**
 * Values shaped like the schema: mostly valid, so that mutations of them reach the service and the SQL behind a
 * route rather than stopping at the first type check.
 */
export function validish(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  return build(schema, schema, hints, '', 0);
}

function build(
  schema: JsonSchema,
  root: JsonSchema,
  hints: Hints,
  key: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? build(target, root, hints, key, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alt) => build(alt, root, hints, key, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return build(schema.allOf[0]!, root, hints, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, hints, key);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 100_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 100_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => build(item, root, hints, key, depth + 1)));
      }
      return fc.array(schema.items ? build(schema.items, root, hints, key, depth + 1) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        model[name] = build(property, root, hints, name, depth + 1);
      }
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema, hints: Hints, key: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  if (/id$/i.test(key) && hints.ids.length > 0) options.push(fc.constantFrom(...hints.ids));
  if (/filename$/i.test(key) && hints.fileNames.length > 0) options.push(fc.constantFrom(...hints.fileNames));
  if (schema.format === 'email') options.push(fc.emailAddress());
  else if (schema.format === 'date-time' || schema.format === 'datetime') {
    options.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
  } else if (schema.format === 'date') {
    options.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));
  } else if (schema.format === 'uri' || schema.format === 'url') options.push(fc.webUrl());
  else if (schema.pattern) {
    const regex = patternOf(schema.pattern);
    if (regex)
      options.push(fc.stringMatching(regex).filter((value) => value.length <= (schema.maxLength ?? 1000)));
  }
  if (options.length === 0) {
    options.push(
      fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      }),
    );
  }
  return fc.oneof(...options);
}

function patternOf(pattern: string): RegExp | null {
  try {
    const regex = new RegExp(pattern);
    // fast-check cannot generate from Unicode property classes or lookarounds.
    if (/\\p\{|\(\?[=!<]/.test(pattern)) return null;
    return regex;
  } catch {
    return null;
  }
}
