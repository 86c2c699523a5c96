import type { PrescriptionSubscriptionGroup } from '@carespace/domain';
import { expect } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeEdys, startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';

/** An app for the checkout and subscription tests, and what they ask of it: patients, requests, checkout, paying. */
export function usePrescriptionsWorld() {
  const t = useTestApp();
  async function patient() {
    const user = await createUser(t.database.db, { isPatient: true });
    return { user, session: await sessionFor(t.database.db, user.id) };
  }

  /** A patient's EDYS questionnaire: answered (or not), with a medication (or not). */
  async function request(options: { complete?: boolean; medication?: boolean } = {}) {
    const { user, session } = await patient();
    const id: string = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
    if (options.complete !== false) await completeEdys(t.app, { session }, id);
    if (options.medication !== false) {
      await api(t.app, {
        method: 'PUT',
        url: `/api/questionnaire/${id}/medication`,
        session,
        payload: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
      });
    }
    return { user, session, id };
  }

  const checkout = (session: string | undefined, patientQuestionnaireId: string) =>
    api(t.app, {
      method: 'POST',
      url: '/api/prescription/checkout',
      session,
      payload: { patientQuestionnaireId },
    });

  const subscriptions = async (session: string) => {
    const res = await api(t.app, { method: 'GET', url: '/api/prescription/subscription', session });
    expect(res.statusCode).toBe(200);
    return res.json().result as PrescriptionSubscriptionGroup[];
  };

  /** Pays in the sandbox's hosted checkout page, as the browser would. */
  function pay(sessionId: string, cardNumber = '4242 4242 4242 4242') {
    const form = new URLSearchParams({
      cardNumber,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Test Patient',
      line1: '200 Hudson Street',
      line2: 'Apt 4B',
      city: 'Hoboken',
      state: 'NJ',
      postalCode: '07030',
    });
    return t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }

  async function row(id: string) {
    return t.database.db
      .selectFrom('patient_questionnaire')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function mailTo(email: string) {
    // Webhook handlers called directly queue their mail outside a request: wait for its delivery to the outbox.
    await t.app.outbound.settled();
    return t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();
  }

  return { t, patient, request, checkout, subscriptions, pay, row, mailTo };
}
