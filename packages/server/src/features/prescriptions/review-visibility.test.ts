import type { PrescriptionDetail } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, useReviewWorld } from './review-fixtures.ts';

/** Who sees which prescription request, in the list and in the detail. */

const world = useReviewWorld();
const { t, seedRequest, get, listOf, audits } = world;
let admin: Person;
let reviewer: Person;
let texasReviewer: Person;
let pharmacist: Person;
let stanProvider: Person;
let patientA: Person;
let patientB: Person;
beforeAll(() => {
  ({ admin, reviewer, texasReviewer, pharmacist, stanProvider, patientA, patientB } = world.people);
});

describe('who sees what (GET /api/prescription/list and /api/prescription/{id})', () => {
  let njPending: string;
  let flPending: string;
  let approved: string;
  let incomplete: string;

  beforeAll(async () => {
    njPending = await seedRequest(patientA);
    await t.database.db
      .updateTable('app_user')
      .set({ date_of_birth: '1990-03-14', gender: 2 })
      .where('id', '=', patientA.id)
      .execute();
    flPending = await seedRequest(patientB, {
      usState: 'FL',
      zipcode: '33131',
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
    });
    approved = await seedRequest(patientB, {
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10003',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    incomplete = await seedRequest(patientA, {
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      paidDaysAgo: null,
    });
  });

  it('admins see every pending request, and the Incomplete tab', async () => {
    const pending = await listOf(admin, '?tab=others&pageSize=100');
    expect(pending.tab).toBe('others');
    const ids = pending.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([njPending, flPending]));
    expect(ids).not.toContain(approved);
    expect((await listOf(admin, '?tab=incomplete&pageSize=100')).items.map((i) => i.id)).toContain(
      incomplete,
    );
  });

  it('admins see the reviewing provider on decided requests; others never do', async () => {
    const forAdmin = (await listOf(admin, '?tab=approved&pageSize=100')).items.find((i) => i.id === approved);
    expect(forAdmin?.providerUser?.id).toBe(reviewer.id);
    const forPharmacist = (await listOf(pharmacist, '?pageSize=100')).items.find((i) => i.id === approved);
    expect(forPharmacist?.providerUser).toBeNull();
  });

  it('a reviewer sees only requests from the states they are licensed in', async () => {
    const ids = (await listOf(reviewer, '?tab=pending&pageSize=100')).items.map((i) => i.id);
    expect(ids).toContain(njPending);
    expect(ids).not.toContain(flPending);
    expect((await listOf(texasReviewer, '?tab=others')).items).toEqual([]);
  });

  it('a reviewer not licensed in the patient’s state cannot read the request (404), and the attempt is audited', async () => {
    const res = await get(texasReviewer.session, `/api/prescription/${njPending}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await audits(texasReviewer.id, 'ACDN', njPending)).toHaveLength(1);
  });

  it('the Incomplete tab is for admins only', async () => {
    const res = await get(reviewer.session, '/api/prescription/list?tab=incomplete');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });

  it('pharmacists have only the Approved tab, their default, and cannot read pending requests', async () => {
    const list = await listOf(pharmacist);
    expect(list.tab).toBe('approved');
    expect(list.items.map((i) => i.id)).toContain(approved);
    const pending = await get(pharmacist.session, '/api/prescription/list?tab=others');
    expect(pending.statusCode).toBe(403);
    expect((await get(pharmacist.session, `/api/prescription/${njPending}`)).statusCode).toBe(404);
  });

  it('pharmacists read an approved request without the verification and questionnaire section', async () => {
    const res = await get(pharmacist.session, `/api/prescription/${approved}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result as PrescriptionDetail;
    expect(detail.patientResponse).toBeNull();
    expect(detail.uploadedFiles).toBeNull();
    expect(detail.medication).toMatchObject({
      name: 'Emtricitabine/tenofovir disoproxil fumarate',
      daySupply: 30,
    });
  });

  it('the reviewer’s modal has the patient, the answers in words and the medication; every read is audited', async () => {
    const before = (await audits(reviewer.id, 'RCVW', njPending)).length;
    const res = await get(reviewer.session, `/api/prescription/${njPending}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result as PrescriptionDetail;
    expect(detail).toMatchObject({
      id: njPending,
      email: patientA.email,
      treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
      medication: { id: 'rxm_tadalafil_5mg_30', name: 'Tadalafil', quantity: 30, daySupply: 30 },
      waitingResponse: true,
      // A calendar day, the same in every time zone (shown as such in New York time).
      dateOfBirth: '1990-03-14',
      gender: { name: 'Female' },
    });
    expect(detail.patientResponse?.length).toBeGreaterThan(3);
    const adult = detail.patientResponse?.find((r) => r.questionId === 'edys_adult');
    expect(adult?.answer).toEqual(['Yes, I am 18 or older']);
    expect(adult?.question).toMatch(/18/);
    expect(await audits(reviewer.id, 'RCVW', njPending)).toHaveLength(before + 1);
  });

  it('patients list only their own requests and cannot read another patient’s (404)', async () => {
    const own = (await listOf(patientA, '?tab=others&pageSize=100')).items.map((i) => i.id);
    expect(own).toEqual([njPending]);
    expect((await get(patientA.session, `/api/prescription/${flPending}`)).statusCode).toBe(404);
    expect((await get(patientA.session, `/api/prescription/${njPending}`)).statusCode).toBe(200);
  });

  it('providers who neither review nor fulfil, and anonymous callers, are refused', async () => {
    expect((await get(stanProvider.session, '/api/prescription/list')).statusCode).toBe(403);
    expect((await get(undefined, '/api/prescription/list')).statusCode).toBe(401);
  });

  it('every list read is audited with one row naming the requests shown', async () => {
    const before = new Set((await audits(pharmacist.id, 'RCVW')).map((a) => a.id));
    const shown = await listOf(pharmacist);
    const added = (await audits(pharmacist.id, 'RCVW')).filter((a) => !before.has(a.id));
    expect(added).toHaveLength(1);
    const row = added[0]!;
    expect(row.entity_type).toBe('prescription_list');
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as {
      ids: string[];
      count: number;
    };
    expect(shown.items.length).toBeGreaterThan(0);
    expect(details.ids).toEqual(shown.items.map((item) => item.id));
    expect(details.count).toBe(shown.items.length);
  });
});
