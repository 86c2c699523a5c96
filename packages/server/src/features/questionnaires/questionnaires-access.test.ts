import { describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { EDYS_ANSWERS, saveStep, startQuestionnaire, uploadPhoto } from './questionnaire-test-support.ts';
import { useQuestionnairesWorld } from './questionnaires-fixtures.ts';

/** Who may read a questionnaire. */

const { t, patient, staff, progress, auditCount } = useQuestionnairesWorld();

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
