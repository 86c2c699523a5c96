import type { FormInstance } from 'antd';
import { z } from 'zod';
import { zodMessage } from '../../../components/form/zod-rule.ts';
import { type ApiError, showApiError } from '../../../lib/api-client.ts';

/**
 * One field of a form-level domain schema (changeEmailSchema, changePhoneSchema …) as a schema of its own:
 * the field's value is placed in a whole form by `toForm`, and only issues at the field's path count. This lets
 * the shared kit's inputs (which take a `schema`) show the cross-field messages verbatim.
 */
export function fieldSchema(
  schema: z.ZodType,
  field: string,
  toForm: (value: unknown) => Record<string, unknown>,
): z.ZodType {
  return z.unknown().superRefine((value, ctx) => {
    const message = zodMessage(schema, value, { path: [field], map: toForm });
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * A refused change: a 400 names a field's problem (shown under that field, as the form itself would), anything
 * else is shown the usual way (toast, or an information notice such as DUPLICATE_EMAIL).
 */
export function showFormError<T>(
  form: FormInstance<T>,
  error: ApiError,
  fieldFor: (message: string) => keyof T & string,
): void {
  if (error.httpStatus === 400) {
    form.setFields([{ name: fieldFor(error.message) as never, errors: [error.message] }]);
    return;
  }
  showApiError(error);
}
