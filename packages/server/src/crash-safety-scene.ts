import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { createPorts } from './adapters/ports.ts';
import { buildApp } from './app.ts';
import { type Database, openPostgres } from './db/database.ts';
import { insertPrescriptionRequest } from './db/seed/seed-pharmacy-review.ts';
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
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { testConfig } from './test/test-app.ts';

/*
 * The world of crash-safety.test.ts: a database of its own with the four operations' data ready (a questionnaire
 * before its last step, a request to approve, an order to ship, a chat), the real server on it, the four requests
 * and the readers of what they left. `crashDuringFourWrites` is the crash itself: the test holds a lock on
 * something each operation writes late in its transaction, starts the four over HTTP, waits until PostgreSQL
 * shows all four waiting on the test's locks (each has already made some of its writes), kills the server and
 * lets go.
 */

export const cookieName = sessionCookieName(true);
/** The audit chain's advisory lock (migration 0028): held, it stops any audit row just before it is written. */
const AUDIT_CHAIN_LOCK = 7_301_955_021;
const TEST_CONNECTION = 'carespace-crash-test';

interface Signed {
  id: string;
  email: string;
  session: string;
}

type Answer = Record<string, unknown>;

/** What the four requests answered when the server died under them, and what was committed before. */
export interface CrashOutcome {
  interrupted: Array<{ status?: number; error?: string }>;
  before: { answers: string[]; messages: Array<{ client_message_id: string; body: string }> };
}

export class CrashScene {
  databaseName = '';
  database!: Database;
  dataDir = '';
  env: NodeJS.ProcessEnv = {};
  server: ServerProcess | null = null;
  patient!: Signed;
  questionnaireId!: string;
  private lastStep!: { stepId: string; answers: Record<string, unknown> };
  reviewer!: Signed;
  approvalId!: string;
  pharmacist!: Signed;
  orderId!: string;
  orderPatientEmail!: string;
  guest!: Signed;
  chatId!: string;

  get db() {
    return this.database.db;
  }

  async call(session: string, method: string, url: string, body: unknown) {
    const response = await fetch(`${this.server!.url}${url}`, {
      method,
      headers: {
        cookie: `${cookieName}=${session}`,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'application/json',
        connection: 'close',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { result: Answer; error: Answer } };
  }

  submitLastStep() {
    return this.call(
      this.patient.session,
      'PUT',
      `/api/questionnaire/${this.questionnaireId}/answers`,
      this.lastStep,
    );
  }

  approve() {
    return this.call(this.reviewer.session, 'POST', '/api/prescription/approve', {
      patientQuestionnaire_id: this.approvalId,
      rxMedication_id: 'rxm_tadalafil_5mg_30',
      sentExternally: true,
      providerNote: 'Take one tablet a day with water.',
    });
  }

  addTracking() {
    return this.call(this.pharmacist.session, 'POST', '/api/prescription/tracking', {
      orderHistory_id: this.orderId,
      trackingNumber: '9400111899223344556677',
      type: 'POST',
    });
  }

  sendChat(clientMessageId: string, body: string) {
    return this.call(this.guest.session, 'POST', `/api/propertyChat/${this.chatId}/messages`, {
      clientMessageId,
      body,
    });
  }

  answersOf(id: string) {
    return this.db
      .selectFrom('patient_response')
      .select('question_id')
      .where('patient_questionnaire_id', '=', id)
      .orderBy('question_id')
      .execute()
      .then((rows) => rows.map((row) => row.question_id));
  }

  auditsOf(eventCode: string, entityId: string) {
    return this.db
      .selectFrom('audit_event')
      .select('details')
      .where('event_code', '=', eventCode)
      .where('entity_id', '=', entityId)
      .execute();
  }

  async mailsTo(email: string, subject: string) {
    // The server delivers queued mail just after answering.
    await outboundDrained(this.db);
    return this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .where('subject', 'like', `${subject}%`)
      .execute();
  }

  chatMessages() {
    return this.db
      .selectFrom('chat_message')
      .select(['client_message_id', 'body'])
      .where('chat_id', '=', this.chatId)
      .orderBy('seq')
      .execute();
  }

  /** A database of its own, from the test template, with the four operations' data ready. */
  async prepare(): Promise<void> {
    this.databaseName = `carespace_test_${newId(10).toLowerCase()}`;
    await withAdminClient((c) =>
      c.query(`create database "${this.databaseName}" template "${inject('templateDatabase')}"`),
    );
    const url = urlForDatabase(this.databaseName);
    this.database = openPostgres(url, 2);
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-crash-'));
    this.env = {
      NODE_ENV: 'production',
      // The payment sandbox in production: a demonstration (no Stripe account in tests).
      DEMO_MODE: '1',
      // The secret the test's own sessions are signed with.
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATABASE_URL: url,
      DATA_DIR: this.dataDir,
      WEB_DIST: path.join(this.dataDir, 'none'),
    };

    this.patient = await this.signed({ isPatient: true });
    await this.questionnaireBeforeItsLastStep();

    this.reviewer = await this.signed({ providerRole: 'HPRO' }, ['NJ']);
    const approvalPatient = await this.signed({ isPatient: true });
    const request = {
      category: 'EDYS',
      medicationId: 'rxm_tadalafil_5mg_30',
      usState: 'NJ',
      zipcode: '07030',
    };
    const shipping = { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' };
    this.approvalId = await insertPrescriptionRequest(this.db, {
      ...request,
      category: 'EDYS',
      ownerUserId: approvalPatient.id,
      paidDaysAgo: 1,
      shipping,
    });

    this.pharmacist = await this.signed({ providerRole: 'PHAR' });
    const shippedPatient = await this.signed({ isPatient: true });
    this.orderPatientEmail = shippedPatient.email;
    const approved = await insertPrescriptionRequest(this.db, {
      ...request,
      category: 'EDYS',
      ownerUserId: shippedPatient.id,
      paidDaysAgo: 2,
      shipping,
      decision: { kind: 'approved', daysAgo: 1, reviewerUserId: this.reviewer.id },
    });
    this.orderId = (
      await this.db
        .selectFrom('order_history')
        .select('id')
        .where('patient_questionnaire_id', '=', approved)
        .executeTakeFirstOrThrow()
    ).id;

    const host = await this.signed({ providerRole: 'STAN', organizationName: 'Hudson Family Practice' });
    const guestUser = await createUser(this.db, {
      providerRole: 'STAN',
      organizationName: 'Palisade Pediatrics',
    });
    this.guest = {
      id: guestUser.id,
      email: guestUser.email,
      session: await sessionFor(this.db, guestUser.id),
    };
    const hostOrganization = (await this.db
      .selectFrom('app_user')
      .select('organization_id')
      .where('id', '=', host.id)
      .executeTakeFirstOrThrow())!.organization_id!;
    this.chatId = await approvedChat(
      this.db,
      { id: host.id, organizationId: hostOrganization },
      { id: this.guest.id, organizationId: guestUser.organizationId! },
    );
  }

  /** Starts the server, commits a chat message and a step through it, then kills it in the middle of the four. */
  async crashDuringFourWrites(): Promise<CrashOutcome> {
    this.server = await startServerProcess(this.env);

    // Committed before the crash, through the server: a chat message and a questionnaire step.
    expect((await this.sendChat('before-crash-1', 'Is Tuesday morning free?')).status).toBe(200);
    expect(
      (
        await this.call(this.patient.session, 'PUT', `/api/questionnaire/${this.questionnaireId}/answers`, {
          stepId: 'edys_heart',
          answers: EDYS_ANSWERS.edys_heart,
        })
      ).status,
    ).toBe(200);
    const before = {
      answers: await this.answersOf(this.questionnaireId),
      messages: await this.chatMessages(),
    };

    // The locks: each on something its operation writes after it has written something else.
    const url = urlForDatabase(this.databaseName);
    const locks = new pg.Client({ connectionString: url, application_name: TEST_CONNECTION });
    await locks.connect();
    const watcher = new pg.Client({ connectionString: url, application_name: TEST_CONNECTION });
    await watcher.connect();
    try {
      await locks.query('begin');
      // Submit: the answers are written, then the questionnaire's status waits (a key-share from the answers'
      // foreign key still passes this lock).
      await locks.query('select 1 from patient_questionnaire where id = $1 for no key update', [
        this.questionnaireId,
      ]);
      // Approval: the request is accepted and stamped, then its orders' approval waits.
      await locks.query('select 1 from order_history where patient_questionnaire_id = $1 for no key update', [
        this.approvalId,
      ]);
      // Tracking: the order is marked shipped, then its audit row waits for the audit chain.
      await locks.query('select pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
      // Chat: the message is stored and the chat stamped, then the sender's read mark waits.
      await locks.query(
        `insert into chat_read (chat_id, user_id, last_read_seq) values ($1, $2, 0)
         on conflict (chat_id, user_id) do update set last_read_seq = chat_read.last_read_seq`,
        [this.chatId, this.guest.id],
      );

      const running = [
        this.submitLastStep(),
        this.approve(),
        this.addTracking(),
        this.sendChat('during-crash-2', 'Or Thursday afternoon?'),
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

      this.server.child.kill('SIGKILL');
      const interrupted = await Promise.all(running);
      await this.server.stop();
      this.server = null;
      await locks.query('rollback');
      // The killed server's sessions end as PostgreSQL notices their client is gone, rolling back what they held.
      await vi.waitFor(async () => expect((await serverBackends(watcher)).map((b) => b.pid)).toEqual([]), {
        timeout: 30_000,
        interval: 100,
      });
      return { interrupted, before };
    } finally {
      await locks.end();
      await watcher.end();
    }
  }

  async dispose(): Promise<void> {
    if (this.server) await this.server.stop();
    await this.database?.close();
    if (this.databaseName) {
      await withAdminClient((c) => c.query(`drop database if exists "${this.databaseName}" with (force)`));
    }
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async signed(options: Parameters<typeof createUser>[1], states: string[] = []): Promise<Signed> {
    const user = await createUser(this.db, options);
    // Licensed where the patient lives: a license an admin verified.
    await grantLicenses(this.db, user.id, states);
    return { id: user.id, email: user.email, session: await sessionFor(this.db, user.id) };
  }

  /** The questionnaire answered up to its last step, through an in-process app on the same database. */
  private async questionnaireBeforeItsLastStep() {
    const config = testConfig({ DATA_DIR: this.dataDir });
    const app = await buildApp({
      config,
      db: this.db,
      ports: createPorts(config, this.db),
      listen: this.database.listen,
    });
    try {
      const caller = { session: this.patient.session };
      const started = await startQuestionnaire(app, caller);
      this.questionnaireId = started.json().result.patientQuestionnaireId;
      for (const [stepId, answers] of Object.entries(EDYS_ANSWERS).slice(0, 2)) {
        expect((await saveStep(app, caller, this.questionnaireId, stepId, answers)).statusCode).toBe(200);
      }
      const photo = await uploadPhoto(app, caller, this.questionnaireId);
      this.lastStep = { stepId: 'edys_identity', answers: { edys_photo_id: photo.json().result } };
    } finally {
      await app.close();
    }
  }
}

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
