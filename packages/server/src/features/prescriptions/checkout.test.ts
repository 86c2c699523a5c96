import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { EDYS_ANSWERS, saveStep } from '../questionnaires/questionnaire-test-support.ts';
import { usePrescriptionsWorld } from './prescriptions-fixtures.ts';

/** Checking out a prescription request, paying in the sandbox, and renewals. */

const { t, patient, request, checkout, subscriptions, pay, row, mailTo } = usePrescriptionsWorld();

describe('POST /api/prescription/checkout', () => {
  it('refuses until the questionnaire is complete, eligible and has a medication; then answers the payment page', async () => {
    const unanswered = await request({ complete: false });
    const incomplete = await checkout(unanswered.session, unanswered.id);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.code).toBe('QUESTIONNAIRE_INCOMPLETE');

    const noMedication = await request({ medication: false });
    expect((await checkout(noMedication.session, noMedication.id)).json().error.code).toBe(
      'MEDICATION_REQUIRED',
    );

    const { session, id } = await request();
    await saveStep(t.app, { session }, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_nitrates: 'yes',
    });
    expect((await checkout(session, id)).json().error.code).toBe('QUESTIONNAIRE_INELIGIBLE');
    await saveStep(t.app, { session }, id, 'edys_heart', EDYS_ANSWERS.edys_heart);

    const other = await patient();
    expect((await checkout(other.session, id)).statusCode).toBe(404);
    expect((await checkout(undefined, id)).statusCode).toBe(401);

    const ok = await checkout(session, id);
    expect(ok.statusCode).toBe(200);
    const { sessionId, url } = ok.json().result;
    expect(url).toContain(`/sandbox-pay/checkout/${sessionId}`);
    expect((await row(id)).checkout_session_id).toBe(sessionId);
  });

  it('answers a retried checkout with the payment page already open, never a second one to pay', async () => {
    const { session, id } = await request();
    const first = (await checkout(session, id)).json().result;
    const again = await checkout(session, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first);
    const sessions = await t.database.db
      .selectFrom('sandbox_checkout_session')
      .select('id')
      .where('metadata', 'like', `%${id}%`)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([first.sessionId]);

    // Another medication is another price: that needs a page of its own.
    const other = await t.database.db
      .selectFrom('rx_medication')
      .select('id')
      .where('treatment_category', '=', 'EDYS')
      .where('is_active', '=', true)
      .where('id', '<>', 'rxm_tadalafil_5mg_30')
      .executeTakeFirstOrThrow();
    const chosen = await api(t.app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/medication`,
      session,
      payload: { rxMedication_id: other.id },
    });
    expect(chosen.statusCode).toBe(200);
    const changed = (await checkout(session, id)).json().result;
    expect(changed.sessionId).not.toBe(first.sessionId);
    expect((await row(id)).checkout_session_id).toBe(changed.sessionId);
  });
});

describe('paying in the sandbox, and the return page', () => {
  it('a paid checkout is Waiting approval with its first order; confirming it again changes nothing', async () => {
    const { user, session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;

    const declined = await pay(sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect((await subscriptions(session))[0]?.subscriptions[0]).toMatchObject({
      hasPaid: false,
      stage: 'incomplete',
    });

    const paid = await pay(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/rx?checkoutSessionId=${sessionId}`);

    const confirm = await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session,
      payload: { sessionId },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().result).toEqual({
      purpose: 'prescription',
      patientQuestionnaireId: id,
      status: 'Waiting approval',
    });

    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'PAID',
      shipping_line1: '200 Hudson Street',
      shipping_city: 'Hoboken',
      shipping_postal_code: '07030',
    });
    expect(stored.payment_subscription_id).toMatch(/^sub_/);

    const [group] = await subscriptions(session);
    expect(group?.treatmentCategory).toEqual({ id: 'EDYS', name: 'Erectile Dysfunction' });
    expect(group?.subscriptions[0]).toMatchObject({
      id,
      patientQuestionnaireId: id,
      isActive: false,
      hasPaid: true,
      acceptedOn: null,
      rejectedOn: null,
      stage: 'paid',
      medication: {
        id: 'rxm_tadalafil_5mg_30',
        name: 'Tadalafil',
        dosage: '5 mg tablet, once daily',
        daySupply: 30,
      },
    });
    expect(group?.subscriptions[0]?.orderHistory).toHaveLength(1);
    expect(group?.subscriptions[0]?.orderHistory[0]).toMatchObject({
      orderNumber: expect.stringMatching(/^CS-\d{4}-[A-Z2-9]{6}$/),
      shippedOn: null,
      approvedOn: null,
      trackingNumber: null,
    });
    const received = (await mailTo(user.email)).filter(
      (m) => m.subject === 'We received your Carespace treatment request',
    );
    expect(received).toHaveLength(1);

    // Confirmed twice (the webhook already did it once): still one email, still paid once.
    await api(t.app, {
      method: 'POST',
      url: '/api/card-payment/checkout-session',
      session,
      payload: { sessionId },
    });
    expect((await mailTo(user.email)).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
    expect((await row(id)).paid_on).toEqual(stored.paid_on);

    // A paid request cannot be checked out again, nor its answers changed.
    expect((await checkout(session, id)).json().error.code).toBe('ALREADY_PAID');
  });

  it("answers an unknown, unpaid or another patient's session with a 400 'session not found' and writes nothing", async () => {
    const { session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;
    const confirm = (who: string, sid: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/card-payment/checkout-session',
        session: who,
        payload: { sessionId: sid },
      });
    const notFound = {
      code: 'UNABLE_TO_FIND_SESSION',
      message:
        'We were unable to find your checkout session. Please try again later, or contact support if this problem persists.',
      isInformation: false,
    };

    for (const res of [await confirm(session, sessionId), await confirm(session, 'cs_sandbox_unknown')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(notFound);
    }

    await pay(sessionId);
    // As if the payment's webhook had not arrived yet: only the owner's return may mark the request paid.
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ paid_on: null })
      .where('id', '=', id)
      .execute();
    const before = await row(id);
    const other = await patient();
    const foreign = await confirm(other.session, sessionId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toEqual(notFound);
    expect(await row(id)).toEqual(before);

    const own = await confirm(session, sessionId);
    expect(own.statusCode).toBe(200);
    expect((await row(id)).paid_on).not.toBeNull();
  });
});

describe('renewals through the sandbox clock', () => {
  it('each paid month adds one order; once approved, a renewal is approved on payment', async () => {
    const { session, id } = await request();
    const { sessionId } = (await checkout(session, id)).json().result;
    await pay(sessionId);
    const subscriptionId = (await row(id)).payment_subscription_id!;
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ is_active: true, accepted_on: new Date() })
      .where('id', '=', id)
      .execute();
    const advance = await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId },
    });
    expect(advance.statusCode).toBe(200);
    const entry = (await subscriptions(session))[0]?.subscriptions[0];
    expect(entry?.orderHistory).toHaveLength(2);
    expect(entry?.orderHistory[0]?.approvedOn).not.toBeNull();
    expect(entry?.orderHistory[0]?.orderNumber).not.toBe(entry?.orderHistory[1]?.orderNumber);
    expect(entry?.nextRefillOn).toBe(advance.json().result.currentPeriodEnd);
  });
});
