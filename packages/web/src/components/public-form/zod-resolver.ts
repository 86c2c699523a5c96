import { FETCH } from '@carespace/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type ErrorTree = Record<string, unknown>;

/** True when `path` or one of its parents already holds an error (the first issue of a field wins). */
function hasErrorAt(errors: ErrorTree, path: readonly string[]): boolean {
  let node: unknown = errors;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as ErrorTree)[key];
    if (typeof node === 'object' && node !== null && 'message' in node) return true;
  }
  return false;
}

function setErrorAt(errors: ErrorTree, path: readonly string[], error: { type: string; message: string }) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as ErrorTree;
  }
  node[path[path.length - 1]!] = error;
}

type Schemas = z.ZodType | readonly z.ZodType[];

/** A resolver that can fetch its schemas ahead of the first check (see PublicForm's `prepare`). */
export type PublicFormResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

export interface ZodResolverOptions {
  /**
   * Shows an issue of a request field on another form field, when the form asks for it in other words (the
   * booking's appointmentAt, say, is picked as a date and a time): { appointmentAt: 'appointmentDate' }.
   */
  rename?: Readonly<Record<string, string>>;
}

function check<T extends FieldValues>(schemas: Schemas, values: T, { rename = {} }: ZodResolverOptions = {}) {
  const list: readonly z.ZodType[] = Array.isArray(schemas) ? schemas : [schemas as z.ZodType];
  const errors: ErrorTree = {};
  for (const schema of list) {
    const result = schema.safeParse(values);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      // An issue of the whole form (no field) is the form's own: shown by the form alert.
      const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
      const renamed = rename[path[0]!];
      if (renamed) path.splice(0, 1, ...renamed.split('.'));
      if (!hasErrorAt(errors, path)) setErrorAt(errors, path, { type: issue.code, message: issue.message });
    }
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<T> }
    : { values, errors: {} as Record<string, never> };
}

/**
 * A react-hook-form resolver from domain zod schemas: each field gets the first message its schema gives, so the
 * page shows exactly what the server would answer for the same input. Several schemas may check one form (the
 * sign-up body and the password confirmation, say); a field keeps the first issue found. The values handed to the
 * submit handler are the form's own (pages build the request body from them, as before).
 *
 * Pass a loader (`() => import('./x-schemas.ts').then(…)`) rather than the schemas: zod then downloads on the
 * form's first use instead of with the page (~25 KB gzipped, a sixth of a public page's budget). A load that
 * fails (offline) is a form-level error, and the next check tries again.
 */
export function zodResolver<T extends FieldValues>(
  schemasOrLoader: Schemas | (() => Promise<Schemas>),
  options: ZodResolverOptions = {},
): PublicFormResolver<T> {
  if (typeof schemasOrLoader !== 'function' || 'safeParse' in schemasOrLoader) {
    const schemas = schemasOrLoader as Schemas;
    return Object.assign((values: T) => check(schemas, values, options), { preload: () => {} });
  }
  const load = schemasOrLoader as () => Promise<Schemas>;
  let loading: Promise<Schemas> | null = null;
  const schemas = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver = async (values: T) => {
    try {
      return check(await schemas(), values, options);
    } catch {
      return {
        values: {},
        errors: { root: { type: 'load', message: FETCH.somethingWentWrong } } as FieldErrors<T>,
      };
    }
  };
  return Object.assign(resolver, { preload: () => void schemas().catch(() => undefined) });
}
