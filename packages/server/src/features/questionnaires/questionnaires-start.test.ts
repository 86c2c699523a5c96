import { QUESTIONNAIRE, type QuestionnaireDefinition, TREATMENT_CATEGORY } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { EDYS_ANSWERS, saveStep, startQuestionnaire } from './questionnaire-test-support.ts';
import { useQuestionnairesWorld } from './questionnaires-fixtures.ts';

/** The definitions, starting a questionnaire, and what an anonymous draft lets its holder do. */

const { t, patient, staff, anonymousDraft, progress, count, auditCount } = useQuestionnairesWorld();

describe('questionnaire definitions (data, seeded by migration)', () => {
  it('every treatment category has 2 to 4 steps, asks for a photo ID, and branches only to earlier questions', async () => {
    for (const category of Object.keys(TREATMENT_CATEGORY)) {
      const res = await api(t.app, {
        method: 'GET',
        url: `/api/questionnaire/definition/${category.toLowerCase()}`,
      });
      expect(res.statusCode).toBe(200);
      const definition = res.json().result as QuestionnaireDefinition;
      expect(definition.treatmentCategory).toBe(category);
      expect(definition.steps.length).toBeGreaterThanOrEqual(2);
      expect(definition.steps.length).toBeLessThanOrEqual(4);
      const questions = definition.steps.flatMap((step) => step.questions);
      expect(questions.some((q) => q.type === 'UPLD' && q.id.endsWith('_photo_id'))).toBe(true);
      expect(questions.some((q) => q.id.endsWith('_dob'))).toBe(true);
      const seen = new Set<string>();
      for (const question of questions) {
        if (question.showIf) expect(seen.has(question.showIf.questionId)).toBe(true);
        seen.add(question.id);
      }
    }
  });

  it('the screening stops where it must, with kind words', async () => {
    const edys = (await api(t.app, { method: 'GET', url: '/api/questionnaire/definition/EDYS' })).json()
      .result as QuestionnaireDefinition;
    const nitrates = edys.steps.flatMap((s) => s.questions).find((q) => q.id === 'edys_nitrates')!;
    expect(nitrates.options.find((o) => o.id === 'yes')?.ineligible).toBe(true);
    expect(nitrates.ineligibleMessage).toContain('nitrates');
    const axdp = (await api(t.app, { method: 'GET', url: '/api/questionnaire/definition/axdp' })).json()
      .result as QuestionnaireDefinition;
    const selfHarm = axdp.steps.flatMap((s) => s.questions).find((q) => q.id === 'axdp_self_harm')!;
    expect(selfHarm.ineligibleMessage).toContain('988');
    expect(selfHarm.ineligibleMessage).toContain('911');
  });

  it('an unknown category is a 400', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/questionnaire/definition/XXXX' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/questionnaire/start', () => {
  it('an anonymous visitor in a served state gets a draft and an HttpOnly cookie', async () => {
    const res = await startQuestionnaire(t.app, {}, 'edys', '07030');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ usState: 'NJ' });
    const cookie = res.cookies.find((c) => c.name === 'cs_qd');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/questionnaire' });
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .selectAll()
      .where('id', '=', res.json().result.patientQuestionnaireId)
      .executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBeNull();
    // Only a hash of the secret is kept.
    expect(row.draft_secret_hash).not.toBe(cookie?.value);
    expect(row.draft_secret_hash).toHaveLength(64);
  });

  it('a state the pharmacy does not serve is refused before any answer, and nothing is stored', async () => {
    const before = await count('patient_questionnaire');
    const res = await startQuestionnaire(t.app, {}, 'EDYS', '99501');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'STATE_NOT_SERVED',
      message: QUESTIONNAIRE.stateNotServed('Alaska'),
    });
    expect(res.cookies).toHaveLength(0);
    expect(await count('patient_questionnaire')).toBe(before);
  });

  it('an unknown ZIP code is a 400 with the spec message', async () => {
    const res = await startQuestionnaire(t.app, {}, 'EDYS', '00000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid Zipcode.');
  });

  it('the same browser resumes its anonymous draft', async () => {
    const first = await anonymousDraft('ACNE');
    const again = await startQuestionnaire(t.app, first.caller, 'ACNE');
    expect(again.json().result.patientQuestionnaireId).toBe(first.id);
  });

  it('a signed-in patient resumes the unpaid one, is stopped while a paid one is open, and may start after a rejection', async () => {
    const { session } = await patient();
    const first = await startQuestionnaire(t.app, { session });
    const id = first.json().result.patientQuestionnaireId;
    expect(first.cookies.find((c) => c.name === 'cs_qd')).toBeUndefined();
    expect((await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId).toBe(id);

    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ paid_on: new Date() })
      .where('id', '=', id)
      .execute();
    const blocked = await startQuestionnaire(t.app, { session });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatchObject({
      code: 'SUBSCRIPTION_IN_PROGRESS',
      message: 'A new subscription can start once your current one is completed or rejected.',
    });

    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ rejected_on: new Date() })
      .where('id', '=', id)
      .execute();
    const next = await startQuestionnaire(t.app, { session });
    expect(next.statusCode).toBe(200);
    expect(next.json().result.patientQuestionnaireId).not.toBe(id);
  });

  it('providers and admins cannot start one (403)', async () => {
    for (const session of [await staff({ providerRole: 'HPRO' }), await staff({ healcoAdmin: true })]) {
      const res = await startQuestionnaire(t.app, { session });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('anonymous draft access', () => {
  it('opens with its cookie only; every read is audited', async () => {
    const { id, caller } = await anonymousDraft();
    const ok = await progress(id, caller);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({
      id,
      treatmentCategory: 'EDYS',
      usState: 'NJ',
      zipcode: '07030',
      answers: {},
      currentStepId: 'edys_about',
      hasAccount: false,
      hasPaid: false,
      status: 'DRFT',
      medication: null,
    });
    expect(await auditCount('RCVW', id)).toBe(1);
    await progress(id, caller);
    expect(await auditCount('RCVW', id)).toBe(2);

    expect((await progress(id, {})).statusCode).toBe(404);
    const stranger = await anonymousDraft();
    expect((await progress(id, stranger.caller)).statusCode).toBe(404);
    expect(
      (await saveStep(t.app, stranger.caller, id, 'edys_about', EDYS_ANSWERS.edys_about)).statusCode,
    ).toBe(404);
    expect(await auditCount('ACDN', id)).toBeGreaterThanOrEqual(2);
  });
});
