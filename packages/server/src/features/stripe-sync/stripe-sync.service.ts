import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { DB } from '../../db/types.ts';
import { CATALOGUE_CURRENCY, type CatalogueItem, catalogueItems } from './stripe-catalogue.ts';
import { recordSyncedPrice } from './stripe-price.repository.ts';

export interface SyncSummary {
  livemode: boolean;
  products: { created: number; updated: number; found: number };
  prices: { created: number; found: number; archived: number };
}

/** Stripe's filter takes at most 10 lookup keys per request. */
const LOOKUP_KEYS_PER_LIST = 10;

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** The price Stripe holds under the key is the one to keep only if it still says what the catalogue says. */
function matches(price: Stripe.Price, item: CatalogueItem): boolean {
  return (
    price.active &&
    price.unit_amount === item.unitAmountCents &&
    price.currency === CATALOGUE_CURRENCY &&
    price.recurring?.interval === item.recurring.interval &&
    price.recurring.interval_count === item.recurring.intervalCount &&
    idOf(price.product) === item.productId
  );
}

const metadataOf = (item: CatalogueItem): Record<string, string> =>
  item.rxMedicationId ? { rxMedicationId: item.rxMedicationId } : {};

async function ensureProduct(stripe: Stripe, item: CatalogueItem, summary: SyncSummary): Promise<void> {
  let product: Stripe.Product | null = null;
  try {
    product = await stripe.products.retrieve(item.productId);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) throw error;
  }
  const metadata = metadataOf(item);
  if (!product) {
    await stripe.products.create({ id: item.productId, name: item.productName, metadata });
    summary.products.created += 1;
  } else if (product.name !== item.productName || !product.active) {
    await stripe.products.update(item.productId, { name: item.productName, active: true, metadata });
    summary.products.updated += 1;
  } else {
    summary.products.found += 1;
  }
}

async function pricesByLookupKey(stripe: Stripe, keys: string[]): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  for (let start = 0; start < keys.length; start += LOOKUP_KEYS_PER_LIST) {
    const batch = keys.slice(start, start + LOOKUP_KEYS_PER_LIST);
    // A key belongs to one price at most, so a page as long as the batch holds them all.
    for await (const price of stripe.prices.list({ lookup_keys: batch, limit: LOOKUP_KEYS_PER_LIST })) {
      if (price.lookup_key) found.set(price.lookup_key, price);
    }
  }
  return found;
}

/**
 * Makes Stripe's products and prices say what the catalogue says, and records the price ids for checkouts.
 * Running it again changes nothing: products have our ids, and the current price of each item holds its lookup
 * key. Stripe prices cannot change, so a changed catalogue price becomes a new price that takes the key over
 * (patients already subscribed keep the old one until they change plans); the old one is archived.
 */
export async function syncStripePrices(db: Kysely<DB>, stripe: Stripe): Promise<SyncSummary> {
  const items = await catalogueItems(db);
  const existing = await pricesByLookupKey(
    stripe,
    items.map((item) => item.lookupKey),
  );
  const summary: SyncSummary = {
    livemode: false,
    products: { created: 0, updated: 0, found: 0 },
    prices: { created: 0, found: 0, archived: 0 },
  };
  for (const item of items) {
    await ensureProduct(stripe, item, summary);
    const current = existing.get(item.lookupKey);
    let price: Stripe.Price;
    if (current && matches(current, item)) {
      price = current;
      summary.prices.found += 1;
    } else {
      price = await stripe.prices.create({
        product: item.productId,
        currency: CATALOGUE_CURRENCY,
        unit_amount: item.unitAmountCents,
        recurring: { interval: item.recurring.interval, interval_count: item.recurring.intervalCount },
        lookup_key: item.lookupKey,
        transfer_lookup_key: true,
        metadata: metadataOf(item),
      });
      summary.prices.created += 1;
      if (current?.active) {
        await stripe.prices.update(current.id, { active: false });
        summary.prices.archived += 1;
      }
    }
    summary.livemode = price.livemode;
    await recordSyncedPrice(db, {
      livemode: price.livemode,
      lookupKey: item.lookupKey,
      rxMedicationId: item.rxMedicationId,
      productId: item.productId,
      priceId: price.id,
      unitAmountCents: item.unitAmountCents,
      currency: CATALOGUE_CURRENCY,
    });
  }
  return summary;
}

export function describeSummary(summary: SyncSummary): string {
  const { products, prices } = summary;
  return [
    `Stripe ${summary.livemode ? 'live' : 'test'} mode.`,
    `Products: ${products.created} created, ${products.updated} updated, ${products.found} found.`,
    `Prices: ${prices.created} created, ${prices.found} found, ${prices.archived} archived.`,
  ].join('\n');
}
