import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashOutcome, CrashScene, cookieName } from './crash-safety-scene.ts';
import { verifyAuditChain } from './features/audit/audit-chain.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './plugins/csrf.ts';
import { START_WAIT_MS, startServerProcess } from './test/server-process.ts';

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

describe.skipIf(!onPostgres)('a server killed in the middle of four writes', () => {
  const scene = new CrashScene();
  let outcome: CrashOutcome;

  beforeAll(async () => {
    await scene.prepare();
    outcome = await scene.crashDuringFourWrites();
  }, 4 * START_WAIT_MS);

  afterAll(() => scene.dispose(), 30_000);

  it('answered none of the four: the server died under them', () => {
    expect(outcome.interrupted.map((answer) => answer.status)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('left nothing half-written, and kept everything committed before', async () => {
    // Submit: the last step's answer is not there, nor its audit row; the steps saved before are.
    expect(await scene.answersOf(scene.questionnaireId)).toEqual(outcome.before.answers);
    expect(
      (await scene.auditsOf('RCUP', scene.questionnaireId)).map(
        (row) => (row.details as { stepId?: string }).stepId,
      ),
    ).not.toContain('edys_identity');
    // Approval: not accepted, its order not stamped, no audit row, no email.
    const request = await scene.db
      .selectFrom('patient_questionnaire')
      .select(['accepted_on', 'is_active'])
      .where('id', '=', scene.approvalId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ accepted_on: null, is_active: false });
    const approvalOrders = await scene.db
      .selectFrom('order_history')
      .select('approved_on')
      .where('patient_questionnaire_id', '=', scene.approvalId)
      .execute();
    expect(approvalOrders).toEqual([{ approved_on: null }]);
    expect(await scene.auditsOf('RXAP', scene.approvalId)).toEqual([]);
    // Tracking: the order is not shipped and has no number; no audit row.
    const order = await scene.db
      .selectFrom('order_history')
      .select(['tracking_number', 'shipped_on'])
      .where('id', '=', scene.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ tracking_number: null, shipped_on: null });
    expect(await scene.auditsOf('RCUP', scene.orderId)).toEqual([]);
    // Chat: only the message sent before the crash.
    expect(await scene.chatMessages()).toEqual(outcome.before.messages);
    expect(outcome.before.messages.map((m) => m.client_message_id)).toEqual(['before-crash-1']);
    // And the audit log's chain is whole.
    expect((await verifyAuditChain(scene.db)).broken).toBeNull();
  });

  describe('after a restart on the same database', () => {
    beforeAll(async () => {
      scene.server = await startServerProcess(scene.env);
    }, START_WAIT_MS + 10_000);

    it('completes a retried questionnaire submit once', async () => {
      const retried = await scene.submitLastStep();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect((await scene.submitLastStep()).status).toBe(200);
      expect(await scene.answersOf(scene.questionnaireId)).toEqual(
        [...outcome.before.answers, 'edys_photo_id'].sort(),
      );
      const status = await scene.db
        .selectFrom('patient_questionnaire')
        .select('status')
        .where('id', '=', scene.questionnaireId)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('READY');
    });

    it('completes a retried approval once; approving again is refused, with no second email', async () => {
      const retried = await scene.approve();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.result.acceptedOn).toEqual(expect.any(String));
      const again = await scene.approve();
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('PRESCRIPTION_ALREADY_DECIDED');
      expect(await scene.auditsOf('RXAP', scene.approvalId)).toHaveLength(1);
      const owner = await scene.db
        .selectFrom('patient_questionnaire as pq')
        .innerJoin('app_user as u', 'u.id', 'pq.owner_user_id')
        .select('u.email')
        .where('pq.id', '=', scene.approvalId)
        .executeTakeFirstOrThrow();
      expect(await scene.mailsTo(owner.email, 'Your Carespace prescription was approved')).toHaveLength(1);
      const orders = await scene.db
        .selectFrom('order_history')
        .select('approved_on')
        .where('patient_questionnaire_id', '=', scene.approvalId)
        .execute();
      expect(orders).toEqual([{ approved_on: expect.any(Date) }]);
    });

    it('completes a retried tracking update once; the same update again changes nothing', async () => {
      const retried = await scene.addTracking();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const again = await scene.addTracking();
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual(retried.body.result);
      expect(await scene.auditsOf('RCUP', scene.orderId)).toHaveLength(1);
      expect(await scene.mailsTo(scene.orderPatientEmail, 'Your Carespace order')).toHaveLength(1);
    });

    it('stores a retried chat message once, and answers the same message to a second retry', async () => {
      const retried = await scene.sendChat('during-crash-2', 'Or Thursday afternoon?');
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const again = await scene.sendChat('during-crash-2', 'Or Thursday afternoon?');
      expect(again.body.result.id).toBe(retried.body.result.id);
      expect((await scene.chatMessages()).map((m) => m.client_message_id)).toEqual([
        'before-crash-1',
        'during-crash-2',
      ]);
      const read = await scene.db
        .selectFrom('chat_read')
        .select('last_read_seq')
        .where('chat_id', '=', scene.chatId)
        .where('user_id', '=', scene.guest.id)
        .executeTakeFirstOrThrow();
      expect(Number(read.last_read_seq)).toBe(retried.body.result.seq);
    });

    it(
      'extends one audit chain from two server processes writing at once',
      async () => {
        const second = await startServerProcess(scene.env);
        try {
          const record = (base: string, label: string) =>
            Promise.all(
              Array.from({ length: 60 }, (_, n) =>
                fetch(`${base}/api/audit/access-ePHI`, {
                  method: 'POST',
                  headers: {
                    cookie: `${cookieName}=${scene.patient.session}`,
                    [CSRF_HEADER]: CSRF_HEADER_VALUE,
                    'content-type': 'application/json',
                  },
                  body: JSON.stringify({ page: `/concurrent/${label}/${n}` }),
                }).then((response) => response.status),
              ),
            );
          const statuses = await Promise.all([record(scene.server!.url, 'a'), record(second.url, 'b')]);
          expect(statuses.flat().every((status) => status === 200)).toBe(true);
        } finally {
          await second.stop();
        }
        const pages = await scene.db
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
      const result = await verifyAuditChain(scene.db);
      expect(result.broken).toBeNull();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_event`.execute(scene.db);
      expect(result.verified).toBe(rows[0]!.n);
    });
  });
});
