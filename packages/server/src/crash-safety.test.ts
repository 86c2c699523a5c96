import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPorts } from './adapters/ports.ts';
import { buildApp } from './app.ts';
import { type Database, openPostgres } from './db/database.ts';
import { insertPrescriptionRequest } from './db/seed/seed-pharmacy-review.ts';
import { verifyAuditChain } from './features/audit/audit-chain.ts';
import { sessionCookieName } from './features/auth/session.ts';
import {
  EDYS_ANSWERS,
  saveStep,
  startQuestionnaire,
  uploadPhoto,
} from './features/questionnaires/questionnaire-test-support.ts';
import { newId } from './lib/ids.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './plugins/csrf.ts';
import { createUser, grantLicenses, sessionFor, TEST_SESSION_SECRET } from './test/api.ts';
import { approvedChat } from './test/chat-fixtures.ts';
import { urlForDatabase, withAdminClient } from './test/databases.ts';
import { outboundDrained } from './test/outbound.ts';
import { type ServerProcess, START_WAIT_MS, startServerProcess } from './test/server-process.ts';
import { testConfig } from './test/test-app.ts';

/*
 * The real server, SIGKILLed in the middle of four writes at once: a questionnaire's last step, a prescription
 * approval, a tracking update and a chat message. No hook in the product says "now": the test holds a lock on
 * something each operation writes late in its transaction, starts the four over HTTP, waits until PostgreSQL
 * shows all four waiting on the test's locks (each has already made some of its writes), kills the server, lets
 * go, and starts a new server on the same database. Then: none of the four left anything behind, everything
 * committed before the crash is there, and the client's retry of each completes exactly once (a second retry
 * changes nothing). PostgreSQL only: the embedded database is one process (crash-safety.pglite.test.ts).
 */

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const cookieName = sessionCookieName(true);
/** The audit chain's advisory lock (migration 0028): held, it stops any audit row just before it is written. */
const AUDIT_CHAIN_LOCK = 7_301_955_021;
const TEST_CONNECTION = 'carespace-crash-test';

let databaseName: string;
let database: Database;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: ServerProcess | null = null;

interface Signed {
  id: string;
  email: string;
  session: string;
}

let patient: Signed;
let questionnaireId: string;
let lastStep: { stepId: string; answers: Record<string, unknown> };
let reviewer: Signed;
let approvalId: string;
let pharmacist: Signed;
let orderId: string;
let orderPatientEmail: string;
let guest: Signed;
let chatId: string;

async function call(session: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${server!.url}${url}`, {
    method,
    headers: {
      cookie: `${cookieName}=${session}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/json',
      connection: 'close',
    },
    body: JSON.stringify(body),
  });
  type Answer = Record<string, unknown>;
  return { status: response.status, body: (await response.json()) as { result: Answer; error: Answer } };
}

const submitLastStep = () =>
  call(patient.session, 'PUT', `/api/questionnaire/${questionnaireId}/answers`, lastStep);
const approve = () =>
  call(reviewer.session, 'POST', '/api/prescription/approve', {
    patientQuestionnaire_id: approvalId,
    rxMedication_id: 'rxm_tadalafil_5mg_30',
    sentExternally: true,
    providerNote: 'Take one tablet a day with water.',
  });
const addTracking = () =>
  call(pharmacist.session, 'POST', '/api/prescription/tracking', {
    orderHistory_id: orderId,
    trackingNumber: '9400111899223344556677',
    type: 'POST',
  });
const sendChat = (clientMessageId: string, body: string) =>
  call(guest.session, 'POST', `/api/propertyChat/${chatId}/messages`, { clientMessageId, body });

async function signed(options: Parameters<typeof createUser>[1], states: string[] = []): Promise<Signed> {
  const user = await createUser(database.db, options);
  // Licensed where the patient lives: a license an admin verified.
  await grantLicenses(database.db, user.id, states);
  return { id: user.id, email: user.email, session: await sessionFor(database.db, user.id) };
}

/** The questionnaire answered up to its last step, through an in-process app on the same database. */
async function questionnaireBeforeItsLastStep() {
  const config = testConfig({ DATA_DIR: dataDir });
  const app = await buildApp({
    config,
    db: database.db,
    ports: createPorts(config, database.db),
    listen: database.listen,
  });
  try {
    const caller = { session: patient.session };
    const started = await startQuestionnaire(app, caller);
    questionnaireId = started.json().result.patientQuestionnaireId;
    for (const [stepId, answers] of Object.entries(EDYS_ANSWERS).slice(0, 2)) {
      expect((await saveStep(app, caller, questionnaireId, stepId, answers)).statusCode).toBe(200);
    }
    const photo = await uploadPhoto(app, caller, questionnaireId);
    lastStep = { stepId: 'edys_identity', answers: { edys_photo_id: photo.json().result } };
  } finally {
    await app.close();
  }
}

const answersOf = (id: string) =>
  database.db
    .selectFrom('patient_response')
    .select('question_id')
    .where('patient_questionnaire_id', '=', id)
    .orderBy('question_id')
    .execute()
    .then((rows) => rows.map((row) => row.question_id));

const auditsOf = (eventCode: string, entityId: string) =>
  database.db
    .selectFrom('audit_event')
    .select('details')
    .where('event_code', '=', eventCode)
    .where('entity_id', '=', entityId)
    .execute();

const mailsTo = async (email: string, subject: string) => {
  // The server delivers queued mail just after answering.
  await outboundDrained(database.db);
  return database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', email)
    .where('subject', 'like', `${subject}%`)
    .execute();
};

const chatMessages = () =>
  database.db
    .selectFrom('chat_message')
    .select(['client_message_id', 'body'])
    .where('chat_id', '=', chatId)
    .orderBy('seq')
    .execute();

/** Backends on the test database that are not the test's own. */
async function serverBackends(
  client: pg.Client,
): Promise<Array<{ pid: number; waiting: boolean; query: string }>> {
  const { rows } = await client.query(
    `select pid, wait_event_type = 'Lock' as waiting, left(query, 60) as query from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend'
       and application_name <> $1 and pid <> pg_backend_pid()`,
    [TEST_CONNECTION],
  );
  return rows;
}

describe.skipIf(!onPostgres)('a server killed in the middle of four writes', () => {
  // What the four requests answered when the server died under them.
  let interrupted: Array<{ status?: number; error?: string }>;
  let before: { answers: string[]; messages: Array<{ client_message_id: string; body: string }> };

  beforeAll(async () => {
    databaseName = `carespace_test_${newId(10).toLowerCase()}`;
    await withAdminClient((c) =>
      c.query(`create database "${databaseName}" template "${inject('templateDatabase')}"`),
    );
    const url = urlForDatabase(databaseName);
    database = openPostgres(url, 2);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-crash-'));
    env = {
      NODE_ENV: 'production',
      // The payment sandbox in production: a demonstration (no Stripe account in tests).
      DEMO_MODE: '1',
      // The secret the test's own sessions are signed with.
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'none'),
    };

    patient = await signed({ isPatient: true });
    await questionnaireBeforeItsLastStep();

    reviewer = await signed({ providerRole: 'HPRO' }, ['NJ']);
    const approvalPatient = await signed({ isPatient: true });
    const request = {
      category: 'EDYS',
      medicationId: 'rxm_tadalafil_5mg_30',
      usState: 'NJ',
      zipcode: '07030',
    };
    const shipping = { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' };
    approvalId = await insertPrescriptionRequest(database.db, {
      ...request,
      category: 'EDYS',
      ownerUserId: approvalPatient.id,
      paidDaysAgo: 1,
      shipping,
    });

    pharmacist = await signed({ providerRole: 'PHAR' });
    const shippedPatient = await signed({ isPatient: true });
    orderPatientEmail = shippedPatient.email;
    const approved = await insertPrescriptionRequest(database.db, {
      ...request,
      category: 'EDYS',
      ownerUserId: shippedPatient.id,
      paidDaysAgo: 2,
      shipping,
      decision: { kind: 'approved', daysAgo: 1, reviewerUserId: reviewer.id },
    });
    orderId = (
      await database.db
        .selectFrom('order_history')
        .select('id')
        .where('patient_questionnaire_id', '=', approved)
        .executeTakeFirstOrThrow()
    ).id;

    const host = await signed({ providerRole: 'STAN', organizationName: 'Hudson Family Practice' });
    const guestUser = await createUser(database.db, {
      providerRole: 'STAN',
      organizationName: 'Palisade Pediatrics',
    });
    guest = {
      id: guestUser.id,
      email: guestUser.email,
      session: await sessionFor(database.db, guestUser.id),
    };
    const hostOrganization = (await database.db
      .selectFrom('app_user')
      .select('organization_id')
      .where('id', '=', host.id)
      .executeTakeFirstOrThrow())!.organization_id!;
    chatId = await approvedChat(
      database.db,
      { id: host.id, organizationId: hostOrganization },
      { id: guest.id, organizationId: guestUser.organizationId! },
    );

    server = await startServerProcess(env);

    // Committed before the crash, through the server: a chat message and a questionnaire step.
    expect((await sendChat('before-crash-1', 'Is Tuesday morning free?')).status).toBe(200);
    expect(
      (
        await call(patient.session, 'PUT', `/api/questionnaire/${questionnaireId}/answers`, {
          stepId: 'edys_heart',
          answers: EDYS_ANSWERS.edys_heart,
        })
      ).status,
    ).toBe(200);
    before = { answers: await answersOf(questionnaireId), messages: await chatMessages() };

    // The locks: each on something its operation writes after it has written something else.
    const locks = new pg.Client({ connectionString: url, application_name: TEST_CONNECTION });
    await locks.connect();
    const watcher = new pg.Client({ connectionString: url, application_name: TEST_CONNECTION });
    await watcher.connect();
    try {
      await locks.query('begin');
      // Submit: the answers are written, then the questionnaire's status waits (a key-share from the answers'
      // foreign key still passes this lock).
      await locks.query('select 1 from patient_questionnaire where id = $1 for no key update', [
        questionnaireId,
      ]);
      // Approval: the request is accepted and stamped, then its orders' approval waits.
      await locks.query('select 1 from order_history where patient_questionnaire_id = $1 for no key update', [
        approvalId,
      ]);
      // Tracking: the order is marked shipped, then its audit row waits for the audit chain.
      await locks.query('select pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
      // Chat: the message is stored and the chat stamped, then the sender's read mark waits.
      await locks.query(
        `insert into chat_read (chat_id, user_id, last_read_seq) values ($1, $2, 0)
         on conflict (chat_id, user_id) do update set last_read_seq = chat_read.last_read_seq`,
        [chatId, guest.id],
      );

      const running = [
        submitLastStep(),
        approve(),
        addTracking(),
        sendChat('during-crash-2', 'Or Thursday afternoon?'),
      ].map((request) =>
        request.then(
          (answer) => ({ status: answer.status }),
          (error: Error) => ({ error: error.message }),
        ),
      );
      await vi.waitFor(
        async () => {
          const backends = await serverBackends(watcher);
          expect(
            backends.filter((b) => b.waiting),
            JSON.stringify(backends),
          ).toHaveLength(4);
        },
        { timeout: 30_000, interval: 100 },
      );

      server.child.kill('SIGKILL');
      interrupted = await Promise.all(running);
      await server.stop();
      server = null;
      await locks.query('rollback');
      // The killed server's sessions end as PostgreSQL notices their client is gone, rolling back what they held.
      await vi.waitFor(async () => expect((await serverBackends(watcher)).map((b) => b.pid)).toEqual([]), {
        timeout: 30_000,
        interval: 100,
      });
    } finally {
      await locks.end();
      await watcher.end();
    }
  }, 4 * START_WAIT_MS);

  afterAll(async () => {
    if (server) await server.stop();
    await database?.close();
    if (databaseName) {
      await withAdminClient((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answered none of the four: the server died under them', () => {
    expect(interrupted.map((outcome) => outcome.status)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('left nothing half-written, and kept everything committed before', async () => {
    // Submit: the last step's answer is not there, nor its audit row; the steps saved before are.
    expect(await answersOf(questionnaireId)).toEqual(before.answers);
    expect(
      (await auditsOf('RCUP', questionnaireId)).map((row) => (row.details as { stepId?: string }).stepId),
    ).not.toContain('edys_identity');
    // Approval: not accepted, its order not stamped, no audit row, no email.
    const request = await database.db
      .selectFrom('patient_questionnaire')
      .select(['accepted_on', 'is_active'])
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ accepted_on: null, is_active: false });
    const approvalOrders = await database.db
      .selectFrom('order_history')
      .select('approved_on')
      .where('patient_questionnaire_id', '=', approvalId)
      .execute();
    expect(approvalOrders).toEqual([{ approved_on: null }]);
    expect(await auditsOf('RXAP', approvalId)).toEqual([]);
    // Tracking: the order is not shipped and has no number; no audit row.
    const order = await database.db
      .selectFrom('order_history')
      .select(['tracking_number', 'shipped_on'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ tracking_number: null, shipped_on: null });
    expect(await auditsOf('RCUP', orderId)).toEqual([]);
    // Chat: only the message sent before the crash.
    expect(await chatMessages()).toEqual(before.messages);
    expect(before.messages.map((m) => m.client_message_id)).toEqual(['before-crash-1']);
    // And the audit log's chain is whole.
    expect((await verifyAuditChain(database.db)).broken).toBeNull();
  });

  describe('after a restart on the same database', () => {
    beforeAll(async () => {
      server = await startServerProcess(env);
    }, START_WAIT_MS + 10_000);

    it('completes a retried questionnaire submit once', async () => {
      const retried = await submitLastStep();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect((await submitLastStep()).status).toBe(200);
      expect(await answersOf(questionnaireId)).toEqual([...before.answers, 'edys_photo_id'].sort());
      const status = await database.db
        .selectFrom('patient_questionnaire')
        .select('status')
        .where('id', '=', questionnaireId)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('READY');
    });

    it('completes a retried approval once; approving again is refused, with no second email', async () => {
      const retried = await approve();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.result.acceptedOn).toEqual(expect.any(String));
      const again = await approve();
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('PRESCRIPTION_ALREADY_DECIDED');
      expect(await auditsOf('RXAP', approvalId)).toHaveLength(1);
      const owner = await database.db
        .selectFrom('patient_questionnaire as pq')
        .innerJoin('app_user as u', 'u.id', 'pq.owner_user_id')
        .select('u.email')
        .where('pq.id', '=', approvalId)
        .executeTakeFirstOrThrow();
      expect(await mailsTo(owner.email, 'Your Carespace prescription was approved')).toHaveLength(1);
      const orders = await database.db
        .selectFrom('order_history')
        .select('approved_on')
        .where('patient_questionnaire_id', '=', approvalId)
        .execute();
      expect(orders).toEqual([{ approved_on: expect.any(Date) }]);
    });

    it('completes a retried tracking update once; the same update again changes nothing', async () => {
      const retried = await addTracking();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const again = await addTracking();
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual(retried.body.result);
      expect(await auditsOf('RCUP', orderId)).toHaveLength(1);
      expect(await mailsTo(orderPatientEmail, 'Your Carespace order')).toHaveLength(1);
    });

    it('stores a retried chat message once, and answers the same message to a second retry', async () => {
      const retried = await sendChat('during-crash-2', 'Or Thursday afternoon?');
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const again = await sendChat('during-crash-2', 'Or Thursday afternoon?');
      expect(again.body.result.id).toBe(retried.body.result.id);
      expect((await chatMessages()).map((m) => m.client_message_id)).toEqual([
        'before-crash-1',
        'during-crash-2',
      ]);
      const read = await database.db
        .selectFrom('chat_read')
        .select('last_read_seq')
        .where('chat_id', '=', chatId)
        .where('user_id', '=', guest.id)
        .executeTakeFirstOrThrow();
      expect(Number(read.last_read_seq)).toBe(retried.body.result.seq);
    });

    it(
      'extends one audit chain from two server processes writing at once',
      async () => {
        const second = await startServerProcess(env);
        try {
          const record = (base: string, label: string) =>
            Promise.all(
              Array.from({ length: 60 }, (_, n) =>
                fetch(`${base}/api/audit/access-ePHI`, {
                  method: 'POST',
                  headers: {
                    cookie: `${cookieName}=${patient.session}`,
                    [CSRF_HEADER]: CSRF_HEADER_VALUE,
                    'content-type': 'application/json',
                  },
                  body: JSON.stringify({ page: `/concurrent/${label}/${n}` }),
                }).then((response) => response.status),
              ),
            );
          const statuses = await Promise.all([record(server!.url, 'a'), record(second.url, 'b')]);
          expect(statuses.flat().every((status) => status === 200)).toBe(true);
        } finally {
          await second.stop();
        }
        const pages = await database.db
          .selectFrom('audit_event')
          .select(sql<string>`details->>'page'`.as('page'))
          .where('event_code', '=', 'EPHA')
          .where(sql<boolean>`details->>'page' like '/concurrent/%'`)
          .execute();
        expect(pages.filter((row) => row.page.startsWith('/concurrent/a/'))).toHaveLength(60);
        expect(pages.filter((row) => row.page.startsWith('/concurrent/b/'))).toHaveLength(60);
      },
      START_WAIT_MS + 60_000,
    );

    it('keeps one whole audit chain through the crash, the retries and the concurrent writers', async () => {
      const result = await verifyAuditChain(database.db);
      expect(result.broken).toBeNull();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_event`.execute(
        database.db,
      );
      expect(result.verified).toBe(rows[0]!.n);
    });
  });
});
