import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../adapters/payment/stripe-client.ts';
import { FakeStripe } from '../../test/fake-stripe.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MEMBERSHIP_LOOKUP_KEY, medicationLookupKey } from './stripe-catalogue.ts';
import { syncStripePrices } from './stripe-sync.service.ts';

const fake = new FakeStripe();
let apiUrl: URL;
beforeAll(async () => {
  apiUrl = new URL(await fake.start());
});
afterAll(() => fake.stop());

const t = useTestApp();

const stripe = () =>
  createStripeClient({
    secretKey: 'sk_test_sync',
    host: apiUrl.hostname,
    port: Number(apiUrl.port),
    protocol: 'http',
  });

const recorded = () => t.database.db.selectFrom('stripe_price').selectAll().orderBy('lookup_key').execute();

describe('npm run stripe:sync against a fake of Stripe', () => {
  it('creates one product and one monthly price per medication and for the membership, once', async () => {
    const medications = await t.database.db
      .selectFrom('rx_medication')
      .select(['id', 'price_cents'])
      .execute();
    expect(medications.length).toBeGreaterThan(10);

    const first = await syncStripePrices(t.database.db, stripe());
    const items = medications.length + 1;
    expect(first).toEqual({
      livemode: false,
      products: { created: items, updated: 0, found: 0 },
      prices: { created: items, found: 0, archived: 0 },
    });
    expect(fake.products.size).toBe(items);
    expect(fake.prices.size).toBe(items);

    const rows = await recorded();
    expect(rows).toHaveLength(items);
    for (const medication of medications) {
      const row = rows.find((r) => r.rx_medication_id === medication.id)!;
      const price = fake.prices.get(row.stripe_price_id)!;
      expect(price).toMatchObject({
        unit_amount: medication.price_cents,
        currency: 'usd',
        recurring: { interval: 'month', interval_count: 1 },
        lookup_key: medicationLookupKey(medication.id),
        product: row.stripe_product_id,
        active: true,
      });
      expect(row).toMatchObject({ livemode: false, unit_amount_cents: medication.price_cents });
    }
    const membership = rows.find((r) => r.lookup_key === MEMBERSHIP_LOOKUP_KEY)!;
    expect(fake.prices.get(membership.stripe_price_id)).toMatchObject({
      unit_amount: 6000,
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(fake.products.get(membership.stripe_product_id)).toMatchObject({ name: 'Carespace Membership' });

    // A second run only reads.
    fake.requests.length = 0;
    const second = await syncStripePrices(t.database.db, stripe());
    expect(second).toEqual({
      livemode: false,
      products: { created: 0, updated: 0, found: items },
      prices: { created: 0, found: items, archived: 0 },
    });
    expect(fake.writes()).toEqual([]);
    expect(fake.prices.size).toBe(items);
    expect((await recorded()).map((r) => r.stripe_price_id)).toEqual(rows.map((r) => r.stripe_price_id));
  });

  it('a changed catalogue price becomes a new price that takes the lookup key; the old one is archived', async () => {
    await syncStripePrices(t.database.db, stripe());
    const id = 'rxm_sildenafil_50mg_8';
    const key = medicationLookupKey(id);
    const before = (await recorded()).find((r) => r.lookup_key === key)!;
    await t.database.db
      .updateTable('rx_medication')
      .set({ price_cents: 3500 })
      .where('id', '=', id)
      .execute();

    const summary = await syncStripePrices(t.database.db, stripe());
    expect(summary.prices).toMatchObject({ created: 1, archived: 1 });
    expect(summary.products.created).toBe(0);

    const after = (await recorded()).find((r) => r.lookup_key === key)!;
    expect(after.stripe_price_id).not.toBe(before.stripe_price_id);
    expect(after.unit_amount_cents).toBe(3500);
    expect(fake.prices.get(after.stripe_price_id)).toMatchObject({
      unit_amount: 3500,
      lookup_key: key,
      active: true,
    });
    expect(fake.prices.get(before.stripe_price_id)).toMatchObject({ lookup_key: null, active: false });
    // The lookup key was moved in the same request that made the new price.
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(create?.params).toMatchObject({ lookup_key: key, transfer_lookup_key: 'true' });

    const again = await syncStripePrices(t.database.db, stripe());
    expect(again.prices).toMatchObject({ created: 0, archived: 0 });
  });
});
