import type { PrescriptionListQuery } from '@carespace/domain';
import type { Updateable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import type { DB } from '../../db/types.ts';
import { createUser } from '../../test/api.ts';
import { countFromTabCounters, countListQuery, type ReviewScope } from './review.repository.ts';
import { type Person, useReviewWorld } from './review-fixtures.ts';

/** The list's paging, filters and sorting, and the totals the database keeps per tab. */

const world = useReviewWorld();
const { t, person, seedRequest, get, listOf } = world;
let admin: Person;
let reviewer: Person;
let texasReviewer: Person;
let patientA: Person;
let patientB: Person;
beforeAll(() => {
  ({ admin, reviewer, texasReviewer, patientA, patientB } = world.people);
});

describe('list paging, filters and sorting', () => {
  let owner: Person;
  beforeAll(async () => {
    // A reviewer of Connecticut only, so these rows are theirs alone.
    owner = await person({ providerRole: 'HPRO' }, ['CT']);
    const names: Array<[string, string, number, 'EDYS' | 'ACNE']> = [
      ['Ada', 'Byron', 1, 'EDYS'],
      ['Grace', 'Hopper', 2, 'ACNE'],
      ['Alan', 'Turing', 3, 'EDYS'],
      ['Edsger', 'Dijkstra', 4, 'ACNE'],
      ['Barbara', 'Liskov', 5, 'EDYS'],
    ];
    for (const [first, last, days, category] of names) {
      const user = await createUser(t.database.db, {
        isPatient: true,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@example.test`,
      });
      await t.database.db
        .updateTable('app_user')
        .set({ first_name: first, last_name: last })
        .where('id', '=', user.id)
        .execute();
      await insertPrescriptionRequest(t.database.db, {
        ownerUserId: user.id,
        category,
        medicationId: category === 'EDYS' ? 'rxm_tadalafil_5mg_30' : 'rxm_tretinoin_cream_0_05pct_20g',
        usState: 'CT',
        zipcode: '06510',
        paidDaysAgo: days,
      });
    }
  });

  it('pages in SQL with the total, oldest first on Pending', async () => {
    const first = await listOf(owner, '?tab=others&pageSize=2');
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.name)).toEqual(['Barbara Liskov', 'Edsger Dijkstra']);
    const third = await listOf(owner, '?tab=others&pageSize=2&page=3');
    expect(third.items.map((i) => i.name)).toEqual(['Ada Byron']);
    expect(third.total).toBe(5);
  });

  it('sorts by name and filters by name, email, category and date range', async () => {
    const byName = await listOf(owner, '?tab=others&sort=name&order=asc');
    expect(byName.items.map((i) => i.name)).toEqual([
      'Ada Byron',
      'Edsger Dijkstra',
      'Grace Hopper',
      'Barbara Liskov',
      'Alan Turing',
    ]);
    expect((await listOf(owner, '?tab=others&name=hopp')).items.map((i) => i.name)).toEqual(['Grace Hopper']);
    expect((await listOf(owner, '?tab=others&email=turing@')).items.map((i) => i.name)).toEqual([
      'Alan Turing',
    ]);
    const acne = await listOf(owner, '?tab=others&treatmentCategory=ACNE&sort=name');
    expect(acne.items.map((i) => i.name)).toEqual(['Edsger Dijkstra', 'Grace Hopper']);
    expect(acne.total).toBe(2);
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(Date.now() - daysAgo * 86_400_000),
      );
    const recent = await listOf(owner, `?tab=others&from=${day(2)}&to=${day(0)}`);
    expect(recent.items.map((i) => i.name).sort()).toEqual(['Ada Byron', 'Grace Hopper']);
  });

  it('refuses a bad query with 400, never a 500', async () => {
    for (const query of [
      '?pageSize=1000',
      '?sort=password',
      '?from=yesterday',
      // Shaped like a day, but no such day: the database would refuse them.
      '?from=2023-02-29',
      '?to=2025-13-01',
      '?from=8484-01-07',
      '?to=0299-22-65',
      '?tab=all',
      '?treatmentCategory=XXXX',
    ]) {
      const res = await get(owner.session, `/api/prescription/list${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the totals the database keeps per tab (migrations 0019 and 0040)', () => {
  const tabs = ['others', 'approved', 'completed', 'rejected', 'referred', 'incomplete'] as const;
  const noFilter = { page: 1, pageSize: 20 } as PrescriptionListQuery;

  async function expectCountersToMatchTheRows() {
    const scopes: ReviewScope[] = [
      { kind: 'admin' },
      { kind: 'pharmacist' },
      { kind: 'reviewer', userId: reviewer.id },
      { kind: 'reviewer', userId: texasReviewer.id },
    ];
    for (const scope of scopes) {
      for (const tab of tabs) {
        const counters = countFromTabCounters(t.database.db, scope, tab);
        if (!counters) continue;
        const kept = Number((await counters.executeTakeFirstOrThrow()).total);
        const counted = Number(
          (await countListQuery(t.database.db, scope, tab, noFilter).executeTakeFirstOrThrow()).total,
        );
        expect(kept, `${scope.kind} ${'userId' in scope ? scope.userId : ''} ${tab}`).toBe(counted);
      }
    }
  }

  it('equal a count of the rows after requests are paid, decided, ended, moved and deleted', async () => {
    // Everything the tests above did through the API (checkouts, approvals, rejections) is already in them.
    await expectCountersToMatchTheRows();
    const ids = await Promise.all([
      seedRequest(patientA),
      seedRequest(patientA),
      seedRequest(patientB, { usState: 'NY' }),
      seedRequest(patientB, { usState: 'NY' }),
      seedRequest(patientB, { usState: 'NY', paidDaysAgo: null }),
      seedRequest(patientA),
    ]);
    await expectCountersToMatchTheRows();
    const now = new Date();
    const change = (id: string, values: Updateable<DB['patient_questionnaire']>) =>
      t.database.db.updateTable('patient_questionnaire').set(values).where('id', '=', id).execute();
    await change(ids[0]!, { accepted_on: now, is_active: true });
    await change(ids[1]!, { rejected_on: now });
    await change(ids[2]!, { accepted_on: now, is_active: true });
    await change(ids[5]!, { referred_on: now, referral_note: 'Seen in person first.' });
    await expectCountersToMatchTheRows();
    await change(ids[2]!, { is_active: false });
    await change(ids[3]!, { us_state: 'TX' });
    await change(ids[4]!, { paid_on: now });
    await change(ids[0]!, { provider_note: 'A note moves nothing.' });
    await expectCountersToMatchTheRows();
    await t.database.db
      .deleteFrom('patient_questionnaire_file')
      .where('patient_questionnaire_id', 'in', ids)
      .execute();
    await t.database.db.deleteFrom('order_history').where('patient_questionnaire_id', 'in', ids).execute();
    await t.database.db.deleteFrom('patient_response').where('patient_questionnaire_id', 'in', ids).execute();
    await t.database.db.deleteFrom('patient_questionnaire').where('id', 'in', ids).execute();
    await expectCountersToMatchTheRows();
  });

  it('answer the list’s total without a search filter, and a count of the rows with one', async () => {
    const all = await listOf(admin, '?tab=others&pageSize=1');
    const kept = Number(
      (await countFromTabCounters(t.database.db, { kind: 'admin' }, 'others')!.executeTakeFirstOrThrow())
        .total,
    );
    expect(all.total).toBe(kept);
    const filtered = await listOf(admin, '?tab=others&pageSize=1&treatmentCategory=ACNE');
    expect(filtered.total).toBeLessThan(all.total);
  });
});
