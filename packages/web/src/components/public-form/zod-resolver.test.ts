import { FETCH, loginSchema, passwordWithConfirmSchema, VALIDATION } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('zodResolver', () => {
  it("gives each field the first message of the domain's schema, and the form's own values when valid", async () => {
    const resolve = zodResolver<{ email: string; password: string }>(loginSchema);
    expect(await resolve({ email: '', password: '' }, undefined, options)).toEqual({
      values: {},
      errors: {
        email: { type: expect.any(String), message: VALIDATION.required },
        password: { type: expect.any(String), message: VALIDATION.required },
      },
    });
    const values = { email: ' ana@example.test ', password: 'x' };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('checks one form with several schemas, first issue of a field winning', async () => {
    const resolve = zodResolver<Record<string, string>>([
      z.object({ password: z.string().min(1, VALIDATION.required) }),
      passwordWithConfirmSchema,
    ]);
    const result = await resolve(
      { password: 'Harbor-lights-9', confirmPassword: 'Harbor-lights-8' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      confirmPassword: { type: 'custom', message: VALIDATION.passwordMismatch },
    });
  });

  it('loads its schemas on first use, once, and shows a request field on the form field that asks for it', async () => {
    let loads = 0;
    const resolve = zodResolver<{ day: string }>(
      async () => {
        loads += 1;
        return z.preprocess(
          (form) => ({ appointmentAt: (form as { day: string }).day || undefined }),
          z.object({ appointmentAt: z.string({ error: 'Please choose a day.' }) }),
        );
      },
      { rename: { appointmentAt: 'day' } },
    );
    resolve.preload();
    expect((await resolve({ day: '' }, undefined, options)).errors).toEqual({
      day: { type: 'invalid_type', message: 'Please choose a day.' },
    });
    expect((await resolve({ day: '2026-12-01' }, undefined, options)).errors).toEqual({});
    expect(loads).toBe(1);
  });

  it('reports schemas that could not be loaded as a form error, and tries again next time', async () => {
    let attempt = 0;
    const resolve = zodResolver<{ email: string }>(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return loginSchema.pick({ email: true });
    });
    expect((await resolve({ email: 'a@b.co' }, undefined, options)).errors).toEqual({
      root: { type: 'load', message: FETCH.somethingWentWrong },
    });
    expect((await resolve({ email: 'a@b.co' }, undefined, options)).errors).toEqual({});
  });
});
