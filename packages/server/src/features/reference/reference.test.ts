import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const post = (payload: unknown) =>
  api(t.app, { method: 'POST', url: '/api/misc/reference-tables', payload: payload as object });

describe('POST /api/misc/reference-tables', () => {
  it('returns {id, name} lists for the named tables', async () => {
    const res = await post({ tables: ['usState', 'language', 'insurance', 'providerSpecialty'] });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(Object.keys(result)).toEqual(['usState', 'language', 'insurance', 'providerSpecialty']);
    expect(result.usState).toHaveLength(56);
    expect(result.usState).toContainEqual({ id: 'NJ', name: 'New Jersey' });
    expect(result.usState).toContainEqual({ id: 'PR', name: 'Puerto Rico' });
    expect(result.language[0]).toEqual({ id: 'ENGL', name: 'English' });
    expect(result.insurance.map((i: { name: string }) => i.name)).toContain('Aetna');
    expect(result.providerSpecialty.length).toBeGreaterThan(40);
  });

  it('serves every enumeration of the spec as a table', async () => {
    const res = await post({
      tables: ['accountStatus', 'propertyStatus', 'providerRole', 'treatmentCategory', 'plan', 'rating'],
    });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.accountStatus.map((i: { id: string }) => i.id)).toEqual(['ACTV', 'DEAC', 'LOCK']);
    expect(result.providerRole.map((i: { id: string }) => i.id).sort()).toEqual(['HPRO', 'PHAR', 'STAN']);
    expect(result.treatmentCategory.map((i: { id: string }) => i.id)).toContain('EDYS');
  });

  it('refuses unknown table names with a clear 400', async () => {
    const res = await post({ tables: ['usState', 'secrets'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      result: null,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Unknown reference table: "secrets".',
        isInformation: false,
      },
    });
  });

  it('refuses a body without a list of tables', async () => {
    for (const payload of [{}, { tables: 'usState' }, { tables: [] }, { tables: [42] }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
  });
});
