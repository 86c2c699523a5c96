import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway.ts';
import { createPorts } from '../../adapters/ports.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { testConfig } from '../../test/test-app.ts';
import { completeEdys, startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';

// A payment provider that is down: checkout must say so plainly and change nothing.
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase();
  const ports = createPorts(config, database.db);
  const down: PaymentGateway = {
    ...ports.payments,
    kind: ports.payments.kind,
    createCheckoutSession: async () => {
      throw new Error('connect ECONNREFUSED');
    },
    retrieveCheckoutSession: async () => {
      throw new Error('connect ECONNREFUSED');
    },
  };
  app = await buildApp({
    config,
    db: database.db,
    ports: { ...ports, payments: down },
    listen: database.listen,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('a gateway failure is UNABLE_TO_CHECKOUT / SERVICE_UNAVAILABLE and leaves the request unpaid', async () => {
  const user = await createUser(database.db, { isPatient: true });
  const session = await sessionFor(database.db, user.id);
  const id = (await startQuestionnaire(app, { session })).json().result.patientQuestionnaireId;
  await completeEdys(app, { session }, id);
  await api(app, {
    method: 'PUT',
    url: `/api/questionnaire/${id}/medication`,
    session,
    payload: { rxMedication_id: 'rxm_sildenafil_50mg_8' },
  });
  const res = await api(app, {
    method: 'POST',
    url: '/api/prescription/checkout',
    session,
    payload: { patientQuestionnaireId: id },
  });
  expect(res.json().error).toMatchObject({
    code: 'UNABLE_TO_CHECKOUT',
    message:
      'We were unable to start checkout. Please try again later, or contact support if this problem persists.',
  });
  const confirm = await api(app, {
    method: 'POST',
    url: '/api/card-payment/checkout-session',
    session,
    payload: { sessionId: 'cs_anything' },
  });
  // The provider could not be asked: a server-side 503, not "your session does not exist".
  expect(confirm.statusCode).toBe(503);
  expect(confirm.json().error.code).toBe('SERVICE_UNAVAILABLE');
  const row = await database.db
    .selectFrom('patient_questionnaire')
    .select(['paid_on', 'checkout_session_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ paid_on: null, checkout_session_id: null });
});
