import type { Kysely, Selectable } from 'kysely';
import type {
  DB,
  SandboxCheckoutSessionTable,
  SandboxInvoiceTable,
  SandboxSubscriptionTable,
} from '../../../db/types.ts';

export type SessionRow = Selectable<SandboxCheckoutSessionTable>;
export type SubscriptionRow = Selectable<SandboxSubscriptionTable>;
export type InvoiceRow = Selectable<SandboxInvoiceTable>;

export function findSession(db: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sandbox_checkout_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSession(
  db: Kysely<DB>,
  row: Omit<SessionRow, 'status' | 'customer_id' | 'subscription_id' | 'shipping_address' | 'completed_on'>,
): Promise<void> {
  await db.insertInto('sandbox_checkout_session').values(row).execute();
}

/** Completes an open session; false when it was no longer open (a second click on Pay). */
export async function completeSession(
  db: Kysely<DB>,
  id: string,
  values: { customerId: string; subscriptionId: string | null; shippingAddress: string | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_checkout_session')
    .set({
      status: 'complete',
      customer_id: values.customerId,
      subscription_id: values.subscriptionId,
      shipping_address: values.shippingAddress,
      completed_on: values.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One customer per email address, as a returning payer finds all their subscriptions in one portal. */
export async function findOrCreateCustomer(
  db: Kysely<DB>,
  email: string,
  newCustomerId: string,
): Promise<string> {
  const existing = await db
    .selectFrom('sandbox_customer')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .orderBy('created_on')
    .executeTakeFirst();
  if (existing) return existing.id;
  await db.insertInto('sandbox_customer').values({ id: newCustomerId, email: email.toLowerCase() }).execute();
  return newCustomerId;
}

export function findSubscription(db: Kysely<DB>, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('sandbox_subscription').selectAll().where('id', '=', id).executeTakeFirst();
}

export function customerSubscriptions(db: Kysely<DB>, customerId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('sandbox_subscription')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_on', 'desc')
    .execute();
}

export async function insertSubscription(
  db: Kysely<DB>,
  row: Omit<SubscriptionRow, 'created_on'>,
): Promise<void> {
  await db.insertInto('sandbox_subscription').values(row).execute();
}

export async function updateSubscription(
  db: Kysely<DB>,
  id: string,
  values: Partial<
    Pick<
      SubscriptionRow,
      'status' | 'current_period_start' | 'current_period_end' | 'cancel_at_period_end' | 'canceled_on'
    >
  >,
): Promise<void> {
  await db.updateTable('sandbox_subscription').set(values).where('id', '=', id).execute();
}

export async function insertInvoice(db: Kysely<DB>, row: InvoiceRow): Promise<void> {
  await db.insertInto('sandbox_invoice').values(row).execute();
}

export function customerExists(db: Kysely<DB>, id: string) {
  return db.selectFrom('sandbox_customer').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function insertPortalSession(
  db: Kysely<DB>,
  row: { id: string; customer_id: string; return_url: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('sandbox_portal_session').values(row).execute();
}

export function findPortalSession(db: Kysely<DB>, id: string, now: Date) {
  return db
    .selectFrom('sandbox_portal_session')
    .innerJoin('sandbox_customer', 'sandbox_customer.id', 'sandbox_portal_session.customer_id')
    .select([
      'sandbox_portal_session.customer_id',
      'sandbox_portal_session.return_url',
      'sandbox_customer.email',
    ])
    .where('sandbox_portal_session.id', '=', id)
    .where('sandbox_portal_session.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertEvent(
  db: Kysely<DB>,
  row: { id: string; type: string; payload: string; created_on: Date },
) {
  await db.insertInto('sandbox_event').values(row).execute();
}

export async function markEventDelivered(db: Kysely<DB>, id: string, status: number): Promise<void> {
  await db.updateTable('sandbox_event').set({ delivery_status: status }).where('id', '=', id).execute();
}

/**
 * Events the app has not accepted yet, oldest first: answered with an error, or never sent (older than `unsentBefore`,
 * so one being delivered right now is not sent twice). Like the provider's retries, they stop after a few days.
 */
export function undeliveredEvents(db: Kysely<DB>, options: { unsentBefore: Date; since: Date }) {
  return db
    .selectFrom('sandbox_event')
    .select(['id', 'payload'])
    .where('created_on', '>', options.since)
    .where((eb) =>
      eb.or([
        eb.and([eb('delivery_status', 'is not', null), eb('delivery_status', '<>', 200)]),
        eb.and([eb('delivery_status', 'is', null), eb('created_on', '<', options.unsentBefore)]),
      ]),
    )
    .orderBy('created_on')
    .orderBy('id')
    .limit(50)
    .execute();
}

export function findInvoice(db: Kysely<DB>, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('sandbox_invoice').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertConnectAccount(
  db: Kysely<DB>,
  row: { id: string; email: string },
): Promise<void> {
  await db
    .insertInto('sandbox_connect_account')
    .values({ id: row.id, email: row.email, return_url: null })
    .execute();
}

export async function setConnectReturnUrl(db: Kysely<DB>, id: string, returnUrl: string): Promise<void> {
  await db
    .updateTable('sandbox_connect_account')
    .set({ return_url: returnUrl })
    .where('id', '=', id)
    .execute();
}

export function findConnectAccount(db: Kysely<DB>, id: string) {
  return db.selectFrom('sandbox_connect_account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks an account onboarded; answers where its host goes back to, or undefined when there is no such account. */
export function completeConnectAccount(db: Kysely<DB>, id: string) {
  return db
    .updateTable('sandbox_connect_account')
    .set({ details_submitted: true })
    .where('id', '=', id)
    .returning('return_url')
    .executeTakeFirst();
}
