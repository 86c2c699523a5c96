import { MEMBERSHIP, NOTIFICATION_TYPE } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { sandboxWebhookSecret } from '../../adapters/payment/sandbox/sandbox-webhook-secret.ts';
import { signWebhookPayload } from '../../adapters/payment/webhook-signature.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MEMBERSHIP_ACTIVATED_SUBJECT } from './membership.emails.ts';
import { ALREADY_A_MEMBER, NO_MEMBERSHIP_YET } from './membership.service.ts';

const t = useTestApp();
const gateway = () => t.app.ports.payments as SandboxGateway;
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Hana Host' };

async function host() {
  const user = await createUser(t.database.db, {
    providerRole: 'STAN',
    organizationName: 'Harbor Physical Therapy',
  });
  return { ...user, organizationId: user.organizationId!, session: await sessionFor(t.database.db, user.id) };
}

async function startCheckout(session: string, body: Record<string, unknown>) {
  return api(t.app, { method: 'POST', url: '/api/card-payment/membership', session, payload: body });
}

async function billingOf(session: string, organizationId?: string) {
  const res = await api(t.app, {
    method: 'GET',
    url: `/api/card-payment/membership${organizationId ? `?organizationId=${organizationId}` : ''}`,
    session,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/** The host starts and pays the membership in the sandbox; the sandbox's webhook events reach the app. */
async function paidMember(member?: Awaited<ReturnType<typeof host>>) {
  member ??= await host();
  const start = await startCheckout(member.session, { organizationId: member.organizationId });
  expect(start.statusCode).toBe(200);
  const { sessionId } = start.json().result;
  const outcome = await gateway().pay(sessionId, CARD);
  expect(outcome.kind).toBe('paid');
  const session = (await gateway().retrieveCheckoutSession(sessionId))!;
  return { ...member, sessionId, subscriptionId: session.subscriptionId!, customerId: session.customerId! };
}

describe('POST /api/card-payment/membership', () => {
  it("starts the owner's $60 a month checkout, returning to the billing tab with the session id", async () => {
    const owner = await host();
    const res = await startCheckout(owner.session, { organizationId: owner.organizationId });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json().result;
    expect(url).toContain(sessionId);
    const view = (await gateway().checkoutView(sessionId))!;
    expect(view.amountCents).toBe(6000);
    expect(view.mode).toBe('subscription');
    expect(view.description).toContain('Carespace Membership');
    expect(view.successUrl).toBe(`${t.config.publicUrl}/provider/account?tab=billing&sessionId=${sessionId}`);
    const session = (await gateway().retrieveCheckoutSession(sessionId))!;
    expect(session.metadata).toMatchObject({ purpose: 'membership', organizationId: owner.organizationId });
    // Nothing is paid yet: the checkout card stays.
    expect(await billingOf(owner.session)).toMatchObject({
      status: 'none',
      isPaid: false,
      planLabel: 'Free',
    });
  });

  it('lets an admin start a membership for another organization, returning to that account', async () => {
    const owner = await host();
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const adminSession = await sessionFor(t.database.db, admin.id);
    const res = await startCheckout(adminSession, { userId: owner.id, organizationId: owner.organizationId });
    expect(res.statusCode).toBe(200);
    const view = (await gateway().checkoutView(res.json().result.sessionId))!;
    expect(view.customerEmail).toBe(owner.email);
    expect(view.successUrl).toContain(`/admin/account?tab=billing&userId=${owner.id}&sessionId=`);
  });

  it('answers 404 for another organization, and for a member who does not own it', async () => {
    const owner = await host();
    const stranger = await host();
    const res = await startCheckout(stranger.session, { organizationId: owner.organizationId });
    expect(res.statusCode).toBe(404);
    const asSomeoneElse = await startCheckout(stranger.session, {
      userId: owner.id,
      organizationId: stranger.organizationId,
    });
    expect(asSomeoneElse.statusCode).toBe(404);
    const member = await createUser(t.database.db, { providerRole: 'STAN' });
    await t.database.db
      .updateTable('app_user')
      .set({ organization_id: owner.organizationId })
      .where('id', '=', member.id)
      .execute();
    const byMember = await startCheckout(await sessionFor(t.database.db, member.id), {
      organizationId: owner.organizationId,
    });
    expect(byMember.statusCode).toBe(404);
  });

  it("answers 400 'Missing Organization Id' without an organization id, and 401 when signed out", async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const res = await startCheckout(await sessionFor(t.database.db, admin.id), { userId: admin.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MEMBERSHIP.missingOrganizationId);
    expect(res.json().error.message).toBe('Missing Organization Id');
    const anonymous = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/membership',
      payload: { organizationId: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('membership payments', () => {
  it('a paid checkout makes the organization a paying member, confirmed once, and tells the owner', async () => {
    const member = await paidMember();
    const billing = await billingOf(member.session);
    expect(billing).toMatchObject({
      status: 'active',
      isPaid: true,
      planLabel: 'Carespace Membership',
      showsActiveCard: true,
      cancelAtPeriodEnd: false,
      plan: 'NONE',
    });
    expect(new Date(billing.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // The return page confirms the same session: the same answer, nothing done twice.
    const confirm = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session: member.session,
      payload: { sessionId: member.sessionId, organizationId: member.organizationId },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().result).toMatchObject({ purpose: 'membership', status: 'active', isPaid: true });
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', member.email)
      .execute();
    expect(mails.filter((mail) => mail.subject === MEMBERSHIP_ACTIVATED_SUBJECT)).toHaveLength(1);

    // A second checkout while the membership runs is refused.
    const again = await startCheckout(member.session, { organizationId: member.organizationId });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(ALREADY_A_MEMBER);
  });

  it('the activation email is about the account: it arrives with every notification type switched off', async () => {
    const owner = await host();
    await t.database.db
      .insertInto('notification_setting')
      .values(
        Object.keys(NOTIFICATION_TYPE).map((type) => ({
          user_id: owner.id,
          type,
          email: false,
          phone: false,
          updated_on: new Date(),
        })),
      )
      .execute();
    await paidMember(owner);
    expect(await billingOf(owner.session)).toMatchObject({ status: 'active', isPaid: true });
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', owner.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([MEMBERSHIP_ACTIVATED_SUBJECT]);
  });

  it('a replayed checkout event changes nothing twice', async () => {
    const member = await paidMember();
    const events = await t.database.db
      .selectFrom('sandbox_event')
      .select(['id', 'payload'])
      .where('type', '=', 'checkout.session.completed')
      .where('payload', 'like', `%${member.sessionId}%`)
      .execute();
    expect(events).toHaveLength(1);
    const payload = events[0]!.payload;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/card-payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(
          sandboxWebhookSecret(t.config.dataDir),
          payload,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result).toEqual({ eventId: events[0]!.id, duplicate: true });
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', member.email)
      .execute();
    expect(mails.filter((mail) => mail.subject === MEMBERSHIP_ACTIVATED_SUBJECT)).toHaveLength(1);
    expect(await billingOf(member.session)).toMatchObject({ status: 'active', isPaid: true });
  });

  it("does not confirm another organization's membership session", async () => {
    const member = await paidMember();
    const stranger = await host();
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session: stranger.session,
      payload: { sessionId: member.sessionId, organizationId: stranger.organizationId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UNABLE_TO_FIND_SESSION');
  });

  it('canceled from the portal: paid until the period end, then free', async () => {
    const member = await paidMember();
    const portal = await api(t.app, {
      method: 'POST',
      url: `/api/card-payment/customer-portal/${member.organizationId}`,
      session: member.session,
    });
    expect(portal.statusCode).toBe(200);
    const url = portal.json().result as string;
    expect(url.startsWith(`${t.config.publicUrl}/sandbox-pay/portal/`)).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Carespace Membership');
    expect(page.body).toContain(`href="${t.config.publicUrl}/provider/account?tab=billing"`);

    const token = new URL(url).pathname.split('/').pop()!;
    expect(await gateway().cancelAtPeriodEnd(token, member.subscriptionId)).toBe(true);
    const canceling = await billingOf(member.session);
    expect(canceling).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, isPaid: true });
    const next = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/subscription-info',
      session: member.session,
    });
    expect(next.json().result).toBeNull();

    // The period ends: the provider ends the subscription, and the paid period is what is left of it.
    await gateway().advanceClock(member.subscriptionId);
    const canceled = await billingOf(member.session);
    expect(canceled).toMatchObject({ status: 'canceled', showsActiveCard: true });
    await t.database.db
      .updateTable('organization')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('id', '=', member.organizationId)
      .execute();
    expect(await billingOf(member.session)).toMatchObject({
      status: 'canceled',
      isPaid: false,
      planLabel: 'Free',
    });
  });

  it('the next payment date of an active membership, in unix seconds', async () => {
    const member = await paidMember();
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/subscription-info',
      session: member.session,
    });
    expect(res.statusCode).toBe(200);
    const subscription = await t.app.ports.payments.retrieveSubscription(member.subscriptionId);
    expect(res.json().result).toBe(Math.floor(subscription!.currentPeriodEnd.getTime() / 1000));
  });
});

describe('the membership portal and its denials', () => {
  it('opens the portal for an admin, refuses other organizations, and says when there is nothing to manage', async () => {
    const member = await paidMember();
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const asAdmin = await api(t.app, {
      method: 'POST',
      url: `/api/card-payment/customer-portal/${member.organizationId}`,
      session: await sessionFor(t.database.db, admin.id),
    });
    expect(asAdmin.statusCode).toBe(200);

    const stranger = await host();
    const denied = await api(t.app, {
      method: 'POST',
      url: `/api/card-payment/customer-portal/${member.organizationId}`,
      session: stranger.session,
    });
    expect(denied.statusCode).toBe(404);
    const strangerInfo = await api(t.app, {
      method: 'GET',
      url: `/api/card-payment/subscription-info?organizationId=${member.organizationId}`,
      session: stranger.session,
    });
    expect(strangerInfo.statusCode).toBe(404);
    const strangerBilling = await api(t.app, {
      method: 'GET',
      url: `/api/card-payment/membership?organizationId=${member.organizationId}`,
      session: stranger.session,
    });
    expect(strangerBilling.statusCode).toBe(404);

    const nothing = await api(t.app, {
      method: 'POST',
      url: `/api/card-payment/customer-portal/${stranger.organizationId}`,
      session: stranger.session,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(NO_MEMBERSHIP_YET);
  });

  it('/api/visit-stripe sends the owner to the portal, others back to billing or to sign in', async () => {
    const member = await paidMember();
    const res = await api(t.app, { method: 'GET', url: '/api/visit-stripe', session: member.session });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('/sandbox-pay/portal/');
    const free = await host();
    const back = await api(t.app, { method: 'GET', url: '/api/visit-stripe', session: free.session });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/provider/account?tab=billing');
    const anonymous = await api(t.app, { method: 'GET', url: '/api/visit-stripe' });
    expect(anonymous.headers.location).toBe('/login');
  });

  it('keeps the patient variant of subscription-info: a subscription id is still required', async () => {
    const patient = await createUser(t.database.db, { isPatient: true });
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/subscription-info',
      session: await sessionFor(t.database.db, patient.id),
    });
    expect(res.statusCode).toBe(400);
    const provider = await host();
    const asProvider = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/subscription-info?subscriptionId=sub_x',
      session: provider.session,
    });
    expect(asProvider.statusCode).toBe(403);
  });
});
