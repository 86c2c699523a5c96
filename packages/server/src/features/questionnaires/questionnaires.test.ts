import { QUESTIONNAIRE, type QuestionnaireDefinition, TREATMENT_CATEGORY } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  type Caller,
  completeEdys,
  draftCookieOf,
  draftHeader,
  EDYS_ANSWERS,
  saveStep,
  startQuestionnaire,
  uploadPhoto,
} from './questionnaire-test-support.ts';

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

describe('sign-up inside the flow', () => {
  const body = (email: string, code?: string) => ({
    firstName: 'Jordan',
    lastName: 'Rivera',
    email,
    phone: '2015550199',
    password: 'Harbor-Lantern-42',
    acceptTelehealthAndHipaa: true,
    acceptTermsAndPrivacy: true,
    ...(code === undefined ? {} : { code }),
  });

  let nextIp = 0;
  /** Each call from its own address: the per-IP windows of sign-up belong to other tests. */
  const ip = () => {
    nextIp += 1;
    return `10.60.${nextIp}.1`;
  };

  /** A visitor's draft, started from an address of its own (the start window of 127.0.0.1 is the file's). */
  async function draft() {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/questionnaire/start',
      payload: { treatmentCategory: 'EDYS', zipcode: '07030' },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(200);
    return {
      id: res.json().result.patientQuestionnaireId as string,
      caller: { draft: draftCookieOf(res) } satisfies Caller,
    };
  }

  const askForCode = (id: string, caller: Caller, email: string) =>
    api(t.app, {
      method: 'POST',
      url: `/api/questionnaire/${id}/signup/code`,
      headers: draftHeader(caller.draft),
      payload: { email },
      remoteAddress: ip(),
    });

  const signUp = (id: string, caller: Caller, payload: Record<string, unknown>) =>
    api(t.app, {
      method: 'POST',
      url: `/api/questionnaire/${id}/signup`,
      headers: draftHeader(caller.draft),
      payload,
      remoteAddress: ip(),
    });

  async function mailsTo(email: string) {
    return t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email.toLowerCase())
      .orderBy('created_on', 'desc')
      .execute();
  }

  async function codeMailedTo(email: string) {
    const mail = (await mailsTo(email)).find((m) =>
      m.subject.endsWith('is your Carespace verification code'),
    );
    return /\b(\d{6})\b/.exec(mail?.text_body ?? '')?.[1];
  }

  const accountsWith = async (email: string) =>
    t.database.db
      .selectFrom('app_user')
      .select(['id', 'is_email_verified'])
      .where('email', '=', email)
      .execute();

  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('mails a code first; with it the patient is created verified, claims the draft and its uploads, and is signed in', async () => {
    const { id, caller } = await draft();
    await completeEdys(t.app, caller, id);
    const asked = await askForCode(id, caller, 'jordan.rivera@example.test');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result).toEqual({
      message:
        'We sent a 6-digit code to jordan.rivera@example.test. Enter it below to create your account. It expires in 10 minutes.',
    });
    const code = await codeMailedTo('jordan.rivera@example.test');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db
      .selectFrom('signup_code')
      .select(['code_hash', 'email_hash'])
      .execute();
    expect(JSON.stringify(stored)).not.toContain(code!);
    expect(JSON.stringify(stored)).not.toContain('jordan.rivera');

    const res = await signUp(id, caller, body('jordan.rivera@example.test', code));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      email: 'jordan.rivera@example.test',
      patient: { id: expect.any(String) },
      isEmailVerified: true,
    });
    const session = res.cookies.find((c) => c.name === 'carespace_session')?.value;
    expect(session).toBeTruthy();

    const mine = await progress(id, { session });
    expect(mine.json().result).toMatchObject({ hasAccount: true, status: 'READY', currentStepId: null });
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .select(['owner_user_id', 'draft_secret_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(res.json().result.id);
    expect(row.draft_secret_hash).toBeNull();
    // The claimed draft no longer opens with the cookie alone.
    expect((await progress(id, caller)).statusCode).toBe(404);

    // The uploaded ID now belongs to the patient, who can download it; nobody signed out can.
    const photo = mine.json().result.answers.edys_photo_id[0];
    const own = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${photo.fileName}/patientQuestionnaires`,
      session,
    });
    expect(own.statusCode).toBe(200);
    const anonymous = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${photo.fileName}/patientQuestionnaires`,
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await patient();
    const other = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${photo.fileName}/patientQuestionnaires`,
      session: stranger.session,
    });
    expect(other.statusCode).toBe(404);
    const admin = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${photo.fileName}/patientQuestionnaires`,
      session: await staff({ healcoAdmin: true }),
    });
    expect(admin.statusCode).toBe(200);
    // An unpaid draft is nobody's to review yet, and a pharmacist never reads the patient's own uploads
    // (review.test: a reviewer licensed in the state reads them once the request is paid).
    for (const reader of [await staff({ providerRole: 'HPRO' }), await staff({ providerRole: 'PHAR' })]) {
      const download = await api(t.app, {
        method: 'GET',
        url: `/api/no-auth/download-file/${photo.fileName}/patientQuestionnaires`,
        session: reader,
      });
      expect(download.statusCode).toBe(404);
    }

    // The code proved the address: no verification link is sent, and the account signs in with its password.
    expect((await mailsTo('jordan.rivera@example.test')).map((m) => m.subject)).not.toContain(
      'Verify your email for Carespace',
    );
    const login = await t.database.db
      .selectFrom('audit_event')
      .select('event_code')
      .where('user_id', '=', res.json().result.id)
      .where('event_code', '=', 'LGIN')
      .execute();
    expect(login).toHaveLength(1);
    // The code works once.
    const { id: secondId, caller: second } = await draft();
    expect((await signUp(secondId, second, body('jordan.rivera@example.test', code))).statusCode).toBe(400);
  });

  it("cannot create an account with someone else's address: no code, no account, and the owner can still sign up", async () => {
    const { id, caller } = await draft();
    await completeEdys(t.app, caller, id);
    const victim = 'dana.owner@example.test';
    expect((await askForCode(id, caller, victim)).statusCode).toBe(200);
    const code = (await codeMailedTo(victim))!;

    const withoutCode = await signUp(id, caller, body(victim));
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().error.message).toBe('Please fill out this field.');
    const guessed = await signUp(id, caller, body(victim, otherCode(code)));
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toEqual({
      code: 'SIGNUP_CODE_INVALID',
      message:
        'That code is not correct or has expired. Please check the latest email we sent, or ask for a new code.',
      isInformation: false,
    });
    expect(guessed.cookies.find((c) => c.name === 'carespace_session')).toBeUndefined();
    expect(await accountsWith(victim)).toHaveLength(0);
    // The draft is still the visitor's, unclaimed.
    expect((await progress(id, caller)).statusCode).toBe(200);

    const ownSignup = await api(t.app, {
      method: 'POST',
      url: '/api/auth/signup/patient',
      payload: { ...body(victim), firstName: 'Dana', lastName: 'Owner' },
      remoteAddress: ip(),
    });
    expect(ownSignup.statusCode).toBe(200);
  });

  it('takes five tries per code, only the newest code, and not an expired one', async () => {
    const { id, caller } = await draft();
    const email = 'five.tries@example.test';
    await askForCode(id, caller, email);
    const first = (await codeMailedTo(email))!;
    await askForCode(id, caller, email);
    const newest = (await codeMailedTo(email))!;
    if (first !== newest) {
      expect((await signUp(id, caller, body(email, first))).json().error.code).toBe('SIGNUP_CODE_INVALID');
    }
    for (let i = 0; i < 4 - (first !== newest ? 1 : 0); i++) {
      expect((await signUp(id, caller, body(email, otherCode(newest)))).json().error.code).toBe(
        'SIGNUP_CODE_INVALID',
      );
    }
    // Four wrong tries so far on the newest code (one, if the older code was sent, on the older): the fifth
    // try is the right code and works.
    const fifth = await signUp(id, caller, body(email, newest));
    expect(fifth.statusCode).toBe(200);

    const { id: otherId, caller: other } = await draft();
    const second = 'six.tries@example.test';
    await askForCode(otherId, other, second);
    const code = (await codeMailedTo(second))!;
    for (let i = 0; i < 5; i++) await signUp(otherId, other, body(second, otherCode(code)));
    expect((await signUp(otherId, other, body(second, code))).json().error.code).toBe('SIGNUP_CODE_INVALID');
    expect(await accountsWith(second)).toHaveLength(0);

    const { id: lateId, caller: late } = await draft();
    const third = 'too.late@example.test';
    await askForCode(lateId, late, third);
    await t.database.db
      .updateTable('signup_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('patient_questionnaire_id', '=', lateId)
      .execute();
    expect((await signUp(lateId, late, body(third, (await codeMailedTo(third))!))).json().error.code).toBe(
      'SIGNUP_CODE_INVALID',
    );
  });

  it('answers a code request for a registered address as for a new one, and tells its owner to sign in', async () => {
    const { id, caller } = await draft();
    const existing = await createUser(t.database.db, { isPatient: true });
    const known = await askForCode(id, caller, existing.email);
    const fresh = await askForCode(id, caller, 'not.registered@example.test');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json().result.message.replace(existing.email, 'EMAIL')).toBe(
      fresh.json().result.message.replace('not.registered@example.test', 'EMAIL'),
    );
    const notice = await mailsTo(existing.email);
    expect(notice.map((m) => m.subject)).toEqual(['You already have a Carespace account']);
    expect(notice[0]!.text_body).toContain('/login');
    expect(notice[0]!.text_body).not.toMatch(/\b\d{6}\b/);
    const guessed = await signUp(id, caller, body(existing.email, '123456'));
    expect(guessed.json().error.code).toBe('SIGNUP_CODE_INVALID');
  });

  it('limits codes per address, and is only for the draft holder', async () => {
    const { id, caller } = await draft();
    const statuses: number[] = [];
    for (let i = 0; i <= 5; i++)
      statuses.push((await askForCode(id, caller, 'flooded@example.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const noCookie = await api(t.app, {
      method: 'POST',
      url: `/api/questionnaire/${id}/signup/code`,
      payload: { email: 'someone.new@example.test' },
      remoteAddress: ip(),
    });
    expect(noCookie.statusCode).toBe(404);
    const noCookieSignup = await api(t.app, {
      method: 'POST',
      url: `/api/questionnaire/${id}/signup`,
      payload: body('someone.new@example.test', '123456'),
      remoteAddress: ip(),
    });
    expect(noCookieSignup.statusCode).toBe(404);
    const invalid = await signUp(id, caller, {
      ...body('valid.person@example.test', '123456'),
      acceptTelehealthAndHipaa: false,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Please accept before continuing.');
    const badEmail = await askForCode(id, caller, 'not-an-email');
    expect(badEmail.statusCode).toBe(400);
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

describe('who may read a questionnaire', () => {
  async function licensedPro(states: string[]) {
    const user = await createUser(t.database.db, { providerRole: 'HPRO' });
    await grantLicenses(t.database.db, user.id, states);
    return sessionFor(t.database.db, user.id);
  }

  /** Patient A's questionnaire in New Jersey with its first step answered, not paid. */
  async function unpaidDraft() {
    const a = await patient();
    const id = (await startQuestionnaire(t.app, { session: a.session })).json().result.patientQuestionnaireId;
    await saveStep(t.app, { session: a.session }, id, 'edys_about', EDYS_ANSWERS.edys_about);
    return { a, id: id as string };
  }

  it('staff see an unpaid draft no more than patient B does (404, audited); its patient and admins read it', async () => {
    const { a, id } = await unpaidDraft();
    const b = await patient();
    const refusedBefore = await auditCount('ACDN', id);
    const outsiders = [
      b.session,
      await staff({ providerRole: 'STAN', organizationName: 'Clinic' }),
      await licensedPro(['NY', 'PA']),
      // Licensed in the patient's state, but an unpaid draft is no prescription request yet.
      await licensedPro(['NJ']),
      await staff({ providerRole: 'PHAR' }),
    ];
    for (const session of outsiders) {
      const res = await progress(id, { session });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('edys_dob');
    }
    expect(await auditCount('ACDN', id)).toBe(refusedBefore + outsiders.length);

    const before = await auditCount('RCVW', id);
    for (const session of [a.session, await staff({ healcoAdmin: true })]) {
      const res = await progress(id, { session });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.answers).toEqual(EDYS_ANSWERS.edys_about);
    }
    expect(await auditCount('RCVW', id)).toBe(before + 2);
  });

  it('staff cannot change a draft, its files or its medication either', async () => {
    const { id } = await unpaidDraft();
    for (const session of [await licensedPro(['NJ']), await staff({ providerRole: 'PHAR' })]) {
      const answers = await saveStep(t.app, { session }, id, 'edys_about', EDYS_ANSWERS.edys_about);
      expect(answers.statusCode).toBe(404);
      expect((await uploadPhoto(t.app, { session }, id)).statusCode).toBe(404);
      const medication = await api(t.app, {
        method: 'PUT',
        url: `/api/questionnaire/${id}/medication`,
        session,
        payload: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
      });
      expect(medication.statusCode).toBe(404);
    }
  });

  it("once paid, a reviewer licensed in the patient's state reads it, as the prescription routes show it", async () => {
    const a = await patient();
    const id = await insertPrescriptionRequest(t.database.db, {
      ownerUserId: a.user.id,
      category: 'EDYS',
      medicationId: 'rxm_tadalafil_5mg_30',
      usState: 'NJ',
      zipcode: '07030',
      paidDaysAgo: 1,
    });
    const reviewer = await licensedPro(['NJ']);
    const read = await progress(id, { session: reviewer });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.json().result.answers).length).toBeGreaterThan(0);
    const prescription = await api(t.app, {
      method: 'GET',
      url: `/api/prescription/${id}`,
      session: reviewer,
    });
    expect(prescription.statusCode).toBe(200);
    // Not approved yet: nothing for the pharmacist to fill, so nothing to see.
    for (const session of [await licensedPro(['NY']), await staff({ providerRole: 'PHAR' })]) {
      expect((await progress(id, { session })).statusCode).toBe(404);
      expect((await api(t.app, { method: 'GET', url: `/api/prescription/${id}`, session })).statusCode).toBe(
        404,
      );
    }
  });

  it('a pharmacist sees an approved request but not its answers', async () => {
    const a = await patient();
    const id = await insertPrescriptionRequest(t.database.db, {
      ownerUserId: a.user.id,
      category: 'EDYS',
      medicationId: 'rxm_tadalafil_5mg_30',
      usState: 'NJ',
      zipcode: '07030',
      paidDaysAgo: 2,
      decision: { kind: 'approved', daysAgo: 1, reviewerUserId: null },
    });
    const res = await progress(id, { session: await staff({ providerRole: 'PHAR' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id, answers: {}, treatmentCategory: 'EDYS' });
  });
});
