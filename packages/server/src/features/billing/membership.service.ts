import {
  type CheckoutRedirect,
  isPaidMember,
  MEMBERSHIP_PLAN_NAME,
  MEMBERSHIP_PRICE_CENTS,
  type MembershipBilling,
  type MembershipSubscriptionStatus,
  memberPlanLabel,
  type OrganizationBillingState,
  type Plan,
  showsActiveCard,
} from '@carespace/domain';
import type {
  CheckoutSession,
  PaidInvoice,
  SubscriptionInfo,
} from '../../adapters/payment/payment-gateway.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { membershipCheckoutPriceId } from '../stripe-sync/checkout-prices.ts';
import { unknownPaymentCustomer } from './billing.service.ts';
import { membershipActivatedMessage } from './membership.emails.ts';
import * as repo from './membership.repository.ts';
import type { HandledPaymentEvent } from './payment-events.ts';

export const ALREADY_A_MEMBER =
  'This practice already has a membership. You can view or update it from Billing & Membership.';
export const NO_MEMBERSHIP_YET =
  'This practice has no membership payments to manage yet. They appear here once a membership is paid.';

/** The query parameter the payment provider's return carries the checkout session id in. */
export const CHECKOUT_SESSION_PARAM = 'sessionId';

function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/**
 * The organization a membership call acts on. Managing it (checkout, portal, payment dates) is for its owner
 * and admins; reading its plan is for its members too. Anyone else is answered "not found", so organization
 * ids cannot be probed.
 */
async function organizationFor(
  ctx: RequestContext,
  organizationId: string | null | undefined,
  access: 'manage' | 'read',
): Promise<repo.MembershipOrganizationRow> {
  const actor = signedIn(ctx);
  const id = organizationId ?? actor.organizationId;
  if (!id) throw new AppError('NOT_FOUND');
  const organization = await repo.findMembershipOrganization(ctx.db, id);
  if (!organization) throw new AppError('NOT_FOUND');
  if (actor.healcoAdmin) return organization;
  const allowed =
    access === 'manage'
      ? organization.owner_user_id === actor.userId
      : organization.owner_user_id === actor.userId || actor.organizationId === organization.id;
  if (!allowed) throw new AppError('NOT_FOUND');
  return organization;
}

const SUBSCRIPTION_STATUSES: readonly MembershipSubscriptionStatus[] = [
  'active',
  'past_due',
  'canceled',
  'incomplete',
];

export function billingStateOf(row: repo.MembershipOrganizationRow): OrganizationBillingState {
  const status = row.subscription_status as MembershipSubscriptionStatus | null;
  return {
    plan: row.healco_plan as Plan,
    subscriptionStatus: status && SUBSCRIPTION_STATUSES.includes(status) ? status : null,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

function billingView(row: repo.MembershipOrganizationRow, now = new Date()): MembershipBilling {
  const state = billingStateOf(row);
  return {
    purpose: 'membership',
    organizationId: row.id,
    plan: row.healco_plan,
    status: state.subscriptionStatus ?? 'none',
    isPaid: isPaidMember(state, now),
    planLabel: memberPlanLabel(state, now),
    showsActiveCard: showsActiveCard(state),
    currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    hasPaymentCustomer: row.payment_customer_id !== null,
  };
}

/** Whether an organization is a paying member now: for the introductions feature's "may answer" check. */
export async function organizationIsPaidMember(
  ctx: RequestContext,
  organizationId: string,
): Promise<boolean> {
  const row = await repo.findMembershipOrganization(ctx.db, organizationId);
  return row ? isPaidMember(billingStateOf(row)) : false;
}

/** GET card-payment membership: the plan as the billing tab and the dashboard tile show it. */
export async function membershipBilling(
  ctx: RequestContext,
  organizationId: string | undefined,
): Promise<MembershipBilling> {
  return billingView(await organizationFor(ctx, organizationId, 'read'));
}

/** Where the account page lives for the person who pays: admins come back to the account they acted on. */
function accountPath(actor: Actor, ownerUserId: string | null): string {
  if (actor.healcoAdmin) {
    return `/admin/account?tab=billing${ownerUserId ? `&userId=${encodeURIComponent(ownerUserId)}` : ''}`;
  }
  return `${actor.isPatient ? '/rx' : '/provider'}/account?tab=billing`;
}

/**
 * POST card-payment membership: starts the $60 a month subscription's checkout for an organization. Its owner
 * starts their own; an admin starts one for another organization by naming it (and, optionally, the member who
 * pays). The browser goes to the returned url and comes back to the billing tab with the session id.
 */
export async function startMembershipCheckout(
  ctx: RequestContext,
  body: { userId?: string | undefined; organizationId: string },
): Promise<CheckoutRedirect> {
  const actor = signedIn(ctx);
  const organization = await organizationFor(ctx, body.organizationId, 'manage');
  let payerId = organization.owner_user_id ?? actor.userId;
  if (body.userId && body.userId !== actor.userId) {
    if (!actor.healcoAdmin) throw new AppError('NOT_FOUND');
    payerId = body.userId;
  }
  const payer = await repo.findMemberUser(ctx.db, payerId);
  if (!payer) throw new AppError('NOT_FOUND');
  if (
    body.userId &&
    actor.healcoAdmin &&
    payer.id !== actor.userId &&
    payer.organization_id !== organization.id
  ) {
    throw new AppError('NOT_FOUND');
  }
  const state = billingStateOf(organization);
  if (state.subscriptionStatus === 'active' || state.subscriptionStatus === 'past_due') {
    throw badRequest(ALREADY_A_MEMBER);
  }

  const priceId = await membershipCheckoutPriceId(ctx);
  const back = `${ctx.config.publicUrl}${accountPath(actor, organization.owner_user_id)}`;
  let session: CheckoutSession;
  try {
    session = await ctx.ports.payments.createCheckoutSession({
      customerEmail: organization.email ?? payer.email,
      priceId,
      lineItemName: `${MEMBERSHIP_PLAN_NAME} for ${organization.name}`,
      amountCents: MEMBERSHIP_PRICE_CENTS,
      mode: 'subscription',
      successUrl: `${back}&${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
      cancelUrl: back,
      collectShippingAddress: false,
      metadata: { purpose: 'membership', organizationId: organization.id, userId: payer.id },
    });
  } catch (error) {
    throw new AppError('UNABLE_TO_CHECKOUT', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'MBUP',
    entityType: 'organization',
    entityId: organization.id,
    details: { action: 'membership checkout', checkoutSessionId: session.id },
  });
  return { sessionId: session.id, url: session.url };
}

/**
 * A paid membership checkout: the organization's subscription is recorded as active and the owner is told, once,
 * by whichever of the webhook and the return page gets here first.
 */
async function activate(ctx: RequestContext, session: CheckoutSession): Promise<void> {
  const organizationId = session.metadata.organizationId;
  if (!organizationId || !session.subscriptionId) return;
  if (session.status !== 'complete' || session.paymentStatus !== 'paid') return;
  const subscription = await ctx.ports.payments.retrieveSubscription(session.subscriptionId);
  const now = new Date();
  const changed = await repo.activateSubscription(ctx.db, organizationId, {
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    now,
  });
  if (!changed) return;
  await ctx.audit({
    eventCode: 'MBUP',
    userId: null,
    entityType: 'organization',
    entityId: organizationId,
    details: { action: 'membership active', checkoutSessionId: session.id },
  });
  await tellOwnerMembershipActive(ctx, organizationId);
}

/**
 * A receipt-like note about the practice's own account, so it goes by email to the owner whatever their
 * notification preferences say: those choose which marketplace news they hear (matches, introductions, chat), and
 * turning one of them off must not hide that a payment went through. A failed email never undoes the activation.
 */
async function tellOwnerMembershipActive(ctx: RequestContext, organizationId: string): Promise<void> {
  const organization = await repo.findMembershipOrganization(ctx.db, organizationId);
  if (!organization?.owner_user_id) return;
  const owner = await repo.findMemberUser(ctx.db, organization.owner_user_id);
  if (owner?.status !== 'ACTV') return;
  await ctx.ports.mailer
    .send(membershipActivatedMessage(owner.email, organization.name, ctx.config.publicUrl))
    .catch(() => undefined);
}

/**
 * POST card-payment checkout-session for a membership: the return page confirms the paid checkout of an
 * organization the caller manages; anything else is "session not found". Answers the organization's billing.
 */
export async function confirmMembershipSession(
  ctx: RequestContext,
  session: CheckoutSession,
  organizationId: string | null | undefined,
): Promise<MembershipBilling> {
  const sessionOrganization = session.metadata.organizationId;
  if (!sessionOrganization || (organizationId && organizationId !== sessionOrganization)) {
    throw new AppError('UNABLE_TO_FIND_SESSION');
  }
  try {
    await organizationFor(ctx, sessionOrganization, 'manage');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('UNABLE_TO_FIND_SESSION');
    throw error;
  }
  if (session.paymentStatus !== 'paid' || session.status !== 'complete') {
    throw new AppError('UNABLE_TO_FIND_SESSION');
  }
  await activate(ctx, session);
  const row = await repo.findMembershipOrganization(ctx.db, sessionOrganization);
  return billingView(row!);
}

const PROVIDER_STATUSES: Record<SubscriptionInfo['status'], MembershipSubscriptionStatus> = {
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
};

async function subscriptionChanged(ctx: RequestContext, subscription: SubscriptionInfo, canceled: boolean) {
  const id = await repo.updateSubscriptionState(ctx.db, subscription.id, {
    status: canceled ? 'canceled' : PROVIDER_STATUSES[subscription.status],
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: canceled ? false : subscription.cancelAtPeriodEnd,
    now: new Date(),
  });
  if (!id) return;
  await ctx.audit({
    eventCode: 'MBUP',
    userId: null,
    entityType: 'organization',
    entityId: id,
    details: {
      action: canceled ? 'membership canceled' : 'membership updated',
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
  });
}

async function invoicePaid(ctx: RequestContext, invoice: PaidInvoice) {
  if (!invoice.subscriptionId) return;
  await repo.updateSubscriptionState(ctx.db, invoice.subscriptionId, {
    status: 'active',
    currentPeriodEnd: invoice.periodEnd,
    now: new Date(),
  });
}

/** The handler registered for payments whose purpose is 'membership'. */
export async function handleMembershipPayment(
  ctx: RequestContext,
  event: HandledPaymentEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.completed':
      await activate(ctx, event.session);
      return;
    case 'invoice.paid':
      await invoicePaid(ctx, event.invoice);
      return;
    case 'subscription.updated':
      await subscriptionChanged(ctx, event.subscription, false);
      return;
    case 'subscription.canceled':
      await subscriptionChanged(ctx, event.subscription, true);
      return;
  }
}

/** A link to the payment provider's portal for an organization's membership, returning to its billing tab. */
export async function membershipPortalUrl(
  ctx: RequestContext,
  organizationId: string | null | undefined,
): Promise<string> {
  const actor = signedIn(ctx);
  const organization = await organizationFor(ctx, organizationId, 'manage');
  if (!organization.payment_customer_id) throw badRequest(NO_MEMBERSHIP_YET);
  let url: string | null;
  try {
    url = await ctx.ports.payments.createCustomerPortalUrl(
      organization.payment_customer_id,
      `${ctx.config.publicUrl}${accountPath(actor, organization.owner_user_id)}`,
    );
  } catch (error) {
    throw new AppError('UNABLE_TO_FIND_CUSTOMER', undefined, { cause: error });
  }
  if (!url) throw unknownPaymentCustomer();
  return url;
}

/** The next membership payment in unix seconds; null when none will be taken (none, canceled or canceling). */
export async function nextMembershipPayment(
  ctx: RequestContext,
  organizationId: string | null | undefined,
): Promise<number | null> {
  const organization = await organizationFor(ctx, organizationId, 'manage');
  const state = billingStateOf(organization);
  if (!organization.payment_subscription_id || state.cancelAtPeriodEnd) return null;
  if (state.subscriptionStatus !== 'active' && state.subscriptionStatus !== 'past_due') return null;
  let next: Date | null;
  try {
    next = await ctx.ports.payments.nextPaymentDate(organization.payment_subscription_id);
  } catch (error) {
    throw new AppError('UNABLE_TO_FIND_CUSTOMER', undefined, { cause: error });
  }
  return next ? Math.floor(next.getTime() / 1000) : null;
}
