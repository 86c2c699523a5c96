import { sandboxWebhookSecret } from '../adapters/payment/sandbox/sandbox-webhook-secret.ts';
import { signWebhookPayload } from '../adapters/payment/webhook-signature.ts';
import { newId } from '../lib/ids.ts';
import { api } from '../test/api.ts';
import { CARD, fresh, MEDICATION, otherPatient, type World } from '../test/identities.ts';
import {
  draftOf,
  invalidQuery,
  lastMailedCode,
  own,
  patientSignup,
  plain,
  practiceOf,
  questionnaireOf,
  type RouteRequests,
  scanUpload,
  unique,
  userOf,
} from './request-helpers.ts';

/** The authorization matrix's requests of the online visit: questionnaires, checkout, prescriptions, records and payments (with the payment sandbox). */

export const PRESCRIPTION_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/questionnaire/definition/:treatmentCategory': {
    valid: plain('/api/questionnaire/definition/EDYS'),
  },
  'POST /api/questionnaire/start': {
    valid: plain('/api/questionnaire/start', { treatmentCategory: 'MIGR', zipcode: '07030' }),
  },
  'GET /api/questionnaire/:id': { valid: (c) => ({ url: `/api/questionnaire/${questionnaireOf(c)}` }) },
  'PUT /api/questionnaire/:id/answers': {
    valid: (c) => ({
      url: `/api/questionnaire/${draftOf(c)}/answers`,
      payload: {
        stepId: 'edys_about',
        answers: { edys_adult: 'yes', edys_dob: '04/12/1980', edys_sex: 'male' },
      },
    }),
  },
  'POST /api/questionnaire/:id/upload-files': {
    valid: (c) => ({ url: `/api/questionnaire/${draftOf(c)}/upload-files`, ...scanUpload() }),
  },
  'POST /api/questionnaire/:id/signup/code': {
    valid: async (c) => {
      const payload = { email: unique('in-flow-code') };
      if (!own(c)) return { url: `/api/questionnaire/${c.world.drafts.patientA}/signup/code`, payload };
      const draft = await fresh.visitorDraft(c.world);
      return {
        url: `/api/questionnaire/${draft.id}/signup/code`,
        payload,
        headers: { cookie: `cs_qd=${draft.cookie}` },
      };
    },
  },
  'POST /api/questionnaire/:id/signup': {
    valid: async (c) => {
      const body = { ...patientSignup(unique('in-flow')), code: '000000' };
      if (!own(c)) return { url: `/api/questionnaire/${c.world.drafts.patientA}/signup`, payload: body };
      // Signing up claims the draft: a new visitor draft each time, opened by its own cookie, with the code
      // mailed to the address first.
      const draft = await fresh.visitorDraft(c.world);
      const cookie = `cs_qd=${draft.cookie}`;
      const sent = await api(c.world.app, {
        method: 'POST',
        url: `/api/questionnaire/${draft.id}/signup/code`,
        payload: { email: body.email },
        headers: { cookie },
      });
      if (sent.statusCode !== 200) throw new Error(`signup code: ${sent.body}`);
      return {
        url: `/api/questionnaire/${draft.id}/signup`,
        payload: { ...body, code: await lastMailedCode(c.world, body.email) },
        headers: { cookie },
      };
    },
  },
  'PUT /api/questionnaire/:id/medication': {
    valid: (c) => ({
      url: `/api/questionnaire/${draftOf(c)}/medication`,
      payload: { rxMedication_id: MEDICATION.EDYS },
    }),
  },

  'POST /api/prescription/checkout': {
    valid: (c) => ({ url: '/api/prescription/checkout', payload: { patientQuestionnaireId: draftOf(c) } }),
  },
  'POST /api/card-payment/checkout-session': {
    valid: (c) =>
      c.case === 'prescription'
        ? {
            url: '/api/card-payment/checkout-session',
            payload: { sessionId: c.world.rxCheckouts.patientA.sessionId },
          }
        : {
            url: '/api/card-payment/checkout-session',
            payload: {
              sessionId: c.world.membershipCheckout.sessionId,
              organizationId: c.world.who.host.organizationId,
            },
          },
  },
  'GET /api/prescription/subscription': { valid: plain('/api/prescription/subscription') },
  'GET /api/prescription/receipt/:orderId': {
    valid: (c) => ({ url: `/api/prescription/receipt/${c.world.approved.orderId}` }),
    invalid: () => ({ url: `/api/prescription/receipt/${'x'.repeat(65)}` }),
  },
  'GET /api/record/:userId/access-log': {
    valid: (c) => ({ url: `/api/record/${userOf(c)}/access-log?page=1` }),
    invalid: (c) => ({ url: `/api/record/${userOf(c)}/access-log?page=-3` }),
  },
  'GET /api/record/:userId/:format': {
    valid: (c) => ({ url: `/api/record/${userOf(c)}/fhir` }),
    invalid: (c) => ({ url: `/api/record/${userOf(c)}/docx` }),
  },
  'POST /api/admin/record/:userId': {
    valid: (c) => ({
      url: `/api/admin/record/${userOf(c)}`,
      payload: { format: 'fhir', reason: 'The patient asked by phone for a copy of their record.' },
    }),
    invalid: (c) => ({ url: `/api/admin/record/${userOf(c)}`, payload: { format: 'pdf', reason: '' } }),
  },
  'GET /api/prescription/list': {
    valid: plain('/api/prescription/list'),
    invalid: invalidQuery('/api/prescription/list?page=-3'),
  },
  'GET /api/prescription/view-address': {
    valid: (c) => ({
      url: `/api/prescription/view-address?sessionId=${c.case === 'approved' ? c.world.approved.checkoutSessionId : c.world.pending.checkoutSessionId}`,
    }),
    invalid: invalidQuery('/api/prescription/view-address'),
  },
  'POST /api/prescription/approve': {
    valid: async (c) => ({
      url: '/api/prescription/approve',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        rxMedication_id: MEDICATION.SCCM,
        sentExternally: true,
      },
    }),
  },
  'POST /api/prescription/reject': {
    valid: async (c) => ({
      url: '/api/prescription/reject',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        rejectionReason: await rejectionReason(c.world),
      },
    }),
  },
  'POST /api/prescription/refer': {
    valid: async (c) => ({
      url: '/api/prescription/refer',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        note: 'Please have this examined in person before we prescribe.',
      },
    }),
  },
  'POST /api/prescription/tracking': {
    // The same number every time: the first call adds it, the others find it unchanged.
    valid: (c) => ({
      url: '/api/prescription/tracking',
      payload: {
        orderHistory_id: c.world.approved.orderId,
        trackingNumber: '1Z999AA10123456784',
        type: 'POST',
      },
    }),
  },
  'GET /api/prescription/:id': { valid: (c) => ({ url: `/api/prescription/${questionnaireOf(c)}` }) },
  'POST /api/card-payment/webhook': {
    valid: ({ world }) => {
      const payload = JSON.stringify({
        id: `evt_matrix_${newId()}`,
        type: 'customer.created',
        data: { object: {} },
      });
      return {
        url: '/api/card-payment/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(
            sandboxWebhookSecret(world.app.config.dataDir),
            payload,
            Math.floor(Date.now() / 1000),
          ),
        },
      };
    },
  },
  'GET /api/card-payment/customer-portal': { valid: plain('/api/card-payment/customer-portal') },
  'GET /api/card-payment/subscription-info': {
    // Patients ask about one of their subscriptions; everyone else about a practice's membership.
    valid: (c) => {
      if (c.name === 'patientA' || c.name === 'patientB' || c.name === 'anonymous') {
        const patient = (own(c) ? c.name : otherPatient(c.name)) as 'patientA' | 'patientB';
        const { subscriptionId } = c.world.rxCheckouts[patient];
        return { url: `/api/card-payment/subscription-info?subscriptionId=${subscriptionId}` };
      }
      return { url: `/api/card-payment/subscription-info?organizationId=${practiceOf(c)}` };
    },
    invalid: invalidQuery(`/api/card-payment/subscription-info?organizationId=${'x'.repeat(65)}`),
  },

  'POST /api/card-payment/membership': {
    // Another practice here is one without a membership yet (the other host's; for them, the host's), so that an
    // admin's checkout for it can start.
    valid: (c) => {
      const other = c.name === 'otherHost' ? 'host' : 'otherHost';
      const organizationId = own(c) ? practiceOf(c) : c.world.who[other].organizationId;
      return { url: '/api/card-payment/membership', payload: { organizationId } };
    },
  },
  'GET /api/card-payment/membership': {
    valid: (c) => ({ url: `/api/card-payment/membership?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery(`/api/card-payment/membership?organizationId=${'x'.repeat(65)}`),
  },
  'POST /api/card-payment/customer-portal/:organizationId': {
    valid: (c) => ({ url: `/api/card-payment/customer-portal/${practiceOf(c)}` }),
  },
  'GET /api/visit-stripe': { valid: plain('/api/visit-stripe') },
  'GET /sandbox-pay/checkout/:sessionId': {
    valid: async ({ world }) => ({ url: `/sandbox-pay/checkout/${await fresh.checkoutSession(world)}` }),
  },
  'POST /sandbox-pay/checkout/:sessionId': {
    valid: async ({ world }) => ({
      url: `/sandbox-pay/checkout/${await fresh.checkoutSession(world)}`,
      payload: new URLSearchParams(CARD).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /sandbox-pay/portal/:token': {
    valid: async ({ world }) => ({ url: `/sandbox-pay/portal/${(await fresh.portalToken(world)).token}` }),
  },
  'POST /sandbox-pay/portal/:token/cancel': {
    valid: async ({ world }) => {
      const portal = await fresh.portalToken(world);
      return {
        url: `/sandbox-pay/portal/${portal.token}/cancel`,
        payload: new URLSearchParams({ subscriptionId: portal.subscriptionId }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
  },
};

let reasonId: string | undefined;
async function rejectionReason(world: World): Promise<string> {
  reasonId ??= (
    await world.db
      .selectFrom('reference_item')
      .select('id')
      .where('table_name', '=', 'questionnaireRejectionReason')
      .where('id', '!=', 'OTHR')
      .executeTakeFirstOrThrow()
  ).id;
  return reasonId;
}
