import { expect } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Caller, draftCookieOf, draftHeader, startQuestionnaire } from './questionnaire-test-support.ts';

/** An app for the questionnaire tests, and what they ask of it: people, anonymous drafts, progress, row counts. */
export function useQuestionnairesWorld() {
  const t = useTestApp();
  async function patient() {
    const user = await createUser(t.database.db, { isPatient: true });
    return { user, session: await sessionFor(t.database.db, user.id) };
  }

  async function staff(overrides: Parameters<typeof createUser>[1]) {
    const user = await createUser(t.database.db, overrides);
    return sessionFor(t.database.db, user.id);
  }

  async function anonymousDraft(category = 'EDYS') {
    const res = await startQuestionnaire(t.app, {}, category);
    expect(res.statusCode).toBe(200);
    const draft = draftCookieOf(res);
    return { id: res.json().result.patientQuestionnaireId as string, caller: { draft } satisfies Caller };
  }

  async function progress(id: string, caller: Caller) {
    return api(t.app, {
      method: 'GET',
      url: `/api/questionnaire/${id}`,
      session: caller.session,
      headers: draftHeader(caller.draft),
    });
  }

  async function count(table: 'patient_questionnaire' | 'patient_response') {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function auditCount(eventCode: string, entityId: string) {
    const row = await t.database.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_code', '=', eventCode)
      .where('entity_id', '=', entityId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { t, patient, staff, anonymousDraft, progress, count, auditCount };
}
