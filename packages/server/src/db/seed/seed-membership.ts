import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICE_CENTS, MEMBERSHIP_SANDBOX_PRICE_ID } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY = 86_400_000;

/**
 * The paid demo practices' memberships, as a finished checkout leaves them: the standard plan with an active
 * monthly subscription (paid 12 days ago, renewing in 18), and the payment sandbox's own record of the customer
 * and subscription, so Billing & Membership shows the next payment and View / Update opens a portal that lists it.
 * With Stripe configured the sandbox rows are unused and the portal has nothing to show for the demo.
 */
export async function seedDemoMemberships(db: Kysely<DB>, now = Date.now()): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!account.organization?.paidMember) continue;
    const owner = await db
      .selectFrom('app_user')
      .select(['id', 'organization_id'])
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (!owner?.organization_id) continue;
    const handle = account.email.split('@')[0];
    const customerId = `cus_demo_${handle}`;
    const subscriptionId = `sub_demo_membership_${handle}`;
    const periodStart = new Date(now - 12 * DAY);
    const periodEnd = new Date(periodStart.getTime() + 30 * DAY);
    await db.insertInto('sandbox_customer').values({ id: customerId, email: account.email }).execute();
    await db
      .insertInto('sandbox_subscription')
      .values({
        id: subscriptionId,
        customer_id: customerId,
        price_id: MEMBERSHIP_SANDBOX_PRICE_ID,
        description: `${MEMBERSHIP_PLAN_NAME}, monthly`,
        amount_cents: MEMBERSHIP_PRICE_CENTS,
        status: 'active',
        current_period_start: periodStart,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        canceled_on: null,
        metadata: JSON.stringify({
          purpose: 'membership',
          organizationId: owner.organization_id,
          userId: owner.id,
        }),
        created_on: new Date(now - 42 * DAY),
      })
      .execute();
    await db
      .updateTable('organization')
      .set({
        healco_plan: 'STRD',
        payment_customer_id: customerId,
        payment_subscription_id: subscriptionId,
        subscription_status: 'active',
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        membership_updated_on: periodStart,
      })
      .where('id', '=', owner.organization_id)
      .execute();
  }
}
