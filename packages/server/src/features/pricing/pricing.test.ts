import { TREATMENT_CATEGORY } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { MEDICATION_SEED } from '../../db/migrations/0006-public-site.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const prices = (treatmentCategory: string) =>
  api(t.app, {
    method: 'POST',
    url: `/api/pricing/medications?treatmentCategory=${encodeURIComponent(treatmentCategory)}`,
  });

const drugGroup = (name: string) => name.split(' ')[0]!.toLowerCase();

describe('POST /api/pricing/medications', () => {
  it('lists the EDYS options with price in cents, dosage, quantity, day supply and price id', async () => {
    const res = await prices('EDYS');
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.map((m: { name: string }) => m.name)).toEqual([
      'Sildenafil',
      'Sildenafil',
      'Sildenafil',
      'Tadalafil',
      'Tadalafil',
      'Tadalafil',
      'Vardenafil',
      'Vardenafil',
    ]);
    expect(result[1]).toEqual({
      id: 'rxm_sildenafil_50mg_8',
      name: 'Sildenafil',
      price: 3200,
      dosage: '50 mg tablet, as needed',
      quantity: 8,
      daySupply: 30,
      isMostPopular: true,
      priceId: 'price_sandbox_sildenafil_50mg_8',
    });
    expect(
      result.find((m: { priceId: string }) => m.priceId === 'price_sandbox_sildenafil_20mg_30'),
    ).toMatchObject({
      price: 3000,
      quantity: 30,
      isMostPopular: false,
    });
  });

  it.each(Object.keys(TREATMENT_CATEGORY))(
    '%s has options, each drug group with exactly one most popular',
    async (code) => {
      const res = await prices(code);
      expect(res.statusCode).toBe(200);
      const result: { name: string; price: number; isMostPopular: boolean; daySupply: number }[] =
        res.json().result;
      expect(result.length).toBe(MEDICATION_SEED.filter((m) => m.category === code).length);
      expect(result.length).toBeGreaterThan(0);
      const groups = new Map<string, number>();
      for (const option of result) {
        expect(Number.isInteger(option.price)).toBe(true);
        expect(option.price).toBeGreaterThan(0);
        expect(option.daySupply).toBe(30);
        groups.set(
          drugGroup(option.name),
          (groups.get(drugGroup(option.name)) ?? 0) + (option.isMostPopular ? 1 : 0),
        );
      }
      for (const [, popular] of groups) expect(popular).toBe(1);
    },
  );

  it('accepts the lower-case what-we-treat slug', async () => {
    const res = await prices('prep');
    expect(res.statusCode).toBe(200);
    expect(res.json().result[0].name).toBe('Emtricitabine/tenofovir disoproxil fumarate');
  });

  it.each(['XXXX', '', 'EDYS; drop table rx_medication'])(
    'refuses the unknown category %j with a 400',
    async (code) => {
      const res = await prices(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please choose a treatment category: ACNE, AXDP, EDYS, HRPS, MIGR, PREP, SCCM.',
        },
      });
    },
  );

  it('refuses a call without a category', async () => {
    const res = await api(t.app, { method: 'POST', url: '/api/pricing/medications' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Please choose a treatment category');
  });

  it('the database allows only one most popular option per drug group', async () => {
    await expect(
      t.database.db
        .updateTable('rx_medication')
        .set({ is_most_popular: true })
        .where('id', '=', 'rxm_sildenafil_100mg_8')
        .execute(),
    ).rejects.toThrow();
  });
});
