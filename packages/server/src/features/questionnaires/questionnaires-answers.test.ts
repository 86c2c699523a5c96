import { QUESTIONNAIRE } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { EDYS_ANSWERS, saveStep, startQuestionnaire, uploadPhoto } from './questionnaire-test-support.ts';
import { useQuestionnairesWorld } from './questionnaires-fixtures.ts';

/** Answering, choosing a medication, a draft carried into a signed-in session, and abandoned drafts. */

const { t, patient, anonymousDraft, progress, count, auditCount } = useQuestionnairesWorld();

describe('PUT /api/questionnaire/{id}/answers', () => {
  it('a bad answer is a 400 naming the question, and nothing changes', async () => {
    const { id, caller } = await anonymousDraft();
    const before = await count('patient_response');
    const bad = await saveStep(t.app, caller, id, 'edys_about', {
      ...EDYS_ANSWERS.edys_about,
      edys_sex: 'other',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Please choose from the options listed for "What sex were you assigned at birth?".',
    );
    const missing = await saveStep(t.app, caller, id, 'edys_about', { edys_adult: 'yes', edys_sex: 'male' });
    expect(missing.json().error.message).toBe('Please answer "What is your date of birth?".');
    const wrongStep = await saveStep(t.app, caller, id, 'edys_about', { edys_nitrates: 'no' });
    expect(wrongStep.json().error.message).toBe(QUESTIONNAIRE.unknownQuestion);
    const wrongType = await saveStep(t.app, caller, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_cardiac_history: 'none',
    });
    expect(wrongType.json().error.message).toBe(
      'Please choose from the options listed for "Have you ever had any of these?".',
    );
    expect(await count('patient_response')).toBe(before);
  });

  it('saves a step and points to the next one', async () => {
    const { id, caller } = await anonymousDraft();
    const res = await saveStep(t.app, caller, id, 'edys_about', EDYS_ANSWERS.edys_about);
    expect(res.json().result).toEqual({ ineligibleMessage: null, nextStepId: 'edys_symptoms' });
    const read = await progress(id, caller);
    expect(read.body).toContain('"success":true');
    const state = read.json().result;
    expect(state.answers).toEqual(EDYS_ANSWERS.edys_about);
    expect(state.currentStepId).toBe('edys_symptoms');
  });

  it('an ineligible answer stops with the kind message; changing it lets the patient go on', async () => {
    const { id, caller } = await anonymousDraft();
    const stop = await saveStep(t.app, caller, id, 'edys_heart', { edys_nitrates: 'yes' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().result.ineligibleMessage).toMatch(
      /^Erectile dysfunction medicines taken with nitrates/,
    );
    expect(stop.json().result.nextStepId).toBeNull();
    const stopped = (await progress(id, caller)).json().result;
    expect(stopped.status).toBe('INEL');
    expect(stopped.currentStepId).toBe('edys_heart');

    const go = await saveStep(t.app, caller, id, 'edys_heart', EDYS_ANSWERS.edys_heart);
    expect(go.json().result).toEqual({ ineligibleMessage: null, nextStepId: 'edys_identity' });
    const state = (await progress(id, caller)).json().result;
    expect(state.ineligibleMessage).toBeNull();
    expect(state.status).toBe('DRFT');
    expect(state.currentStepId).toBe('edys_about');
  });

  it('a branch question is asked only when it applies, and its answer goes when the branch closes', async () => {
    const { id, caller } = await anonymousDraft();
    const needed = await saveStep(t.app, caller, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_cardiac_history: ['arrhythmia'],
    });
    expect(needed.json().error.message).toBe(
      'Please answer "Please tell us more about your heart condition and when it was treated.".',
    );
    await saveStep(t.app, caller, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_cardiac_history: ['arrhythmia'],
      edys_cardiac_detail: 'Atrial fibrillation, treated in 2019',
    });
    expect((await progress(id, caller)).json().result.answers.edys_cardiac_detail).toBe(
      'Atrial fibrillation, treated in 2019',
    );
    await saveStep(t.app, caller, id, 'edys_heart', {
      ...EDYS_ANSWERS.edys_heart,
      edys_cardiac_detail: 'no longer applies',
    });
    expect((await progress(id, caller)).json().result.answers.edys_cardiac_detail).toBeUndefined();
  });

  it('an upload answer may only name files uploaded for this questionnaire', async () => {
    const { id, caller } = await anonymousDraft();
    const forged = await saveStep(t.app, caller, id, 'edys_identity', {
      edys_photo_id: [
        {
          id: 'someone-else',
          display_order: 0,
          fileName: 'x.png',
          mimeType: 'image/png',
          originalName: 'x.png',
        },
      ],
    });
    expect(forged.statusCode).toBe(400);
    const upload = await uploadPhoto(t.app, caller, id);
    expect(upload.statusCode).toBe(200);
    const [record] = upload.json().result;
    expect(record).toMatchObject({ mimeType: 'image/png', originalName: 'license.png' });
    const saved = await saveStep(t.app, caller, id, 'edys_identity', { edys_photo_id: [record] });
    expect(saved.json().result.nextStepId).toBe('edys_about');
    expect((await uploadPhoto(t.app, {}, id)).statusCode).toBe(404);
  });

  it('a paid questionnaire can no longer be changed', async () => {
    const { id, caller } = await anonymousDraft();
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ paid_on: new Date() })
      .where('id', '=', id)
      .execute();
    const res = await saveStep(t.app, caller, id, 'edys_about', EDYS_ANSWERS.edys_about);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('QUESTIONNAIRE_LOCKED');
  });
});

describe('PUT /api/questionnaire/{id}/medication', () => {
  it('takes an active medication of the same category, from the owner only', async () => {
    const { session } = await patient();
    const id = (await startQuestionnaire(t.app, { session })).json().result.patientQuestionnaireId;
    const put = (rxMedication_id: string, s = session) =>
      api(t.app, {
        method: 'PUT',
        url: `/api/questionnaire/${id}/medication`,
        session: s,
        payload: { rxMedication_id },
      });

    const wrong = await put('rxm_tretinoin_0025_cream');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('MEDICATION_NOT_AVAILABLE');
    const ok = await put('rxm_sildenafil_50mg_8');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({ id: 'rxm_sildenafil_50mg_8', name: 'Sildenafil', price: 3200 });
    expect((await progress(id, { session })).json().result.medication.id).toBe('rxm_sildenafil_50mg_8');

    const other = await patient();
    expect((await put('rxm_sildenafil_50mg_8', other.session)).statusCode).toBe(404);
    expect((await put('rxm_sildenafil_50mg_8', '')).statusCode).toBe(401);
  });
});

describe('a draft started before signing in', () => {
  it('is claimed by the signed-in patient who holds its cookie, at the medication step', async () => {
    const { id, caller } = await anonymousDraft();
    const { user, session } = await patient();
    const res = await api(t.app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/medication`,
      // The browser sends both cookies.
      headers: { cookie: `carespace_session=${session}; cs_qd=${caller.draft}` },
      payload: { rxMedication_id: 'rxm_sildenafil_50mg_8' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .select(['owner_user_id', 'draft_secret_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: user.id, draft_secret_hash: null });
    expect((await progress(id, { session })).json().result.hasAccount).toBe(true);
  });
});

describe('abandoned drafts', () => {
  it('an unclaimed draft older than its cookie is deleted with its answers and uploads when a visitor starts', async () => {
    const { id, caller } = await anonymousDraft('MIGR');
    await saveStep(t.app, caller, id, 'migr_about', { migr_adult: 'yes' });
    const upload = await uploadPhoto(t.app, caller, id);
    const [file] = upload.json().result;
    const claimed = await patient();
    const kept = (await startQuestionnaire(t.app, { session: claimed.session }, 'MIGR')).json().result
      .patientQuestionnaireId;
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.database.db
      .updateTable('patient_questionnaire')
      .set({ updated_on: old })
      .where('id', 'in', [id, kept])
      .execute();

    expect((await startQuestionnaire(t.app, {}, 'ACNE')).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('patient_questionnaire')
      .select('id')
      .where('id', 'in', [id, kept])
      .execute();
    expect(left.map((r) => r.id)).toEqual([kept]);
    const responses = await t.database.db
      .selectFrom('patient_response')
      .select('question_id')
      .where('patient_questionnaire_id', '=', id)
      .execute();
    expect(responses).toEqual([]);
    expect(
      await t.database.db.selectFrom('stored_file').select('id').where('id', '=', file.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.app.ports.files.get('patientQuestionnaires', file.fileName)).toBeNull();
    expect(await auditCount('FDEL', file.id)).toBe(1);
  });
});
