import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface MembershipOrganizationRow {
  id: string;
  name: string;
  email: string | null;
  healco_plan: string;
  owner_user_id: string | null;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  subscription_status: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
}

const COLUMNS = [
  'id',
  'name',
  'email',
  'healco_plan',
  'owner_user_id',
  'payment_customer_id',
  'payment_subscription_id',
  'subscription_status',
  'current_period_end',
  'cancel_at_period_end',
] as const;

export async function findMembershipOrganization(
  db: Kysely<DB>,
  id: string,
): Promise<MembershipOrganizationRow | undefined> {
  return db.selectFrom('organization').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findMemberUser(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'organization_id', 'is_patient', 'healco_admin', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Records a paid membership checkout. Only the first call for a subscription changes the row (the webhook and
 * the return page both get here), so the caller learns whether it was this one that activated the membership.
 */
export async function activateSubscription(
  db: Kysely<DB>,
  organizationId: string,
  values: { customerId: string | null; subscriptionId: string; currentPeriodEnd: Date | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('organization')
    .set({
      payment_customer_id: values.customerId,
      payment_subscription_id: values.subscriptionId,
      subscription_status: 'active',
      current_period_end: values.currentPeriodEnd,
      cancel_at_period_end: false,
      membership_updated_on: values.now,
    })
    .where('id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('payment_subscription_id', 'is', null),
        eb('payment_subscription_id', '<>', values.subscriptionId),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a recorded subscription in step with the provider (renewals, cancel at period end, cancellation). */
export async function updateSubscriptionState(
  db: Kysely<DB>,
  subscriptionId: string,
  values: {
    status?: string;
    currentPeriodEnd?: Date;
    cancelAtPeriodEnd?: boolean;
    now: Date;
  },
): Promise<string | undefined> {
  const row = await db
    .updateTable('organization')
    .set({
      ...(values.status !== undefined ? { subscription_status: values.status } : {}),
      ...(values.currentPeriodEnd !== undefined ? { current_period_end: values.currentPeriodEnd } : {}),
      ...(values.cancelAtPeriodEnd !== undefined ? { cancel_at_period_end: values.cancelAtPeriodEnd } : {}),
      membership_updated_on: values.now,
    })
    .where('payment_subscription_id', '=', subscriptionId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
