import { describe, expect, it } from 'vitest';
import { api, createUser } from '../../test/api.ts';
import { type Caller, completeEdys, draftCookieOf, draftHeader } from './questionnaire-test-support.ts';
import { useQuestionnairesWorld } from './questionnaires-fixtures.ts';

/** Signing up inside the online visit. */

const { t, patient, staff, progress } = useQuestionnairesWorld();

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
