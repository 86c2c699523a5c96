import { PRESCRIPTIONS } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, useReviewWorld } from './review-fixtures.ts';

/** Fulfilment: the shipping address and tracking. */

const world = useReviewWorld();
const { t, seedRequest, get, post, listOf, audits, mailsTo, requestRow } = world;
let admin: Person;
let reviewer: Person;
let pharmacist: Person;
let patientA: Person;
let patientB: Person;
beforeAll(() => {
  ({ admin, reviewer, pharmacist, patientA, patientB } = world.people);
});

describe('fulfilment: view-address and tracking', () => {
  let approvedId: string;
  let sessionId: string;
  let orderId: string;

  beforeAll(async () => {
    approvedId = await seedRequest(patientA, {
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    const row = await requestRow(approvedId);
    sessionId = row.checkout_session_id as string;
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', approvedId)
      .executeTakeFirstOrThrow();
    orderId = order.id;
  });

  it('pharmacists and admins read the shipping address of an approved request, audited', async () => {
    const res = await get(pharmacist.session, `/api/prescription/view-address?sessionId=${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      line1: '200 Hudson Street',
      line2: 'Apt 4B',
      city: 'Hoboken',
      state: 'NJ',
      postal_code: '07030',
    });
    expect(await audits(pharmacist.id, 'RCVW', approvedId)).not.toHaveLength(0);
    expect(
      (await get(admin.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(200);
  });

  it('reviewers and patients cannot; a pending request has no address to show (404)', async () => {
    expect(
      (await get(reviewer.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(patientA.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(403);
    const pending = await seedRequest(patientA);
    const pendingSession = (await requestRow(pending)).checkout_session_id;
    expect(
      (await get(pharmacist.session, `/api/prescription/view-address?sessionId=${pendingSession}`))
        .statusCode,
    ).toBe(404);
  });

  it('an empty value is refused with the spec’s message', async () => {
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PRESCRIPTIONS.trackingRequired);
  });

  it('adds a tracking number: shipped, the patient emailed with it; replacing needs the confirmation', async () => {
    const added = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '9400111899223344556677',
      type: 'POST',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toMatchObject({ trackingNumber: '9400111899223344556677' });
    expect(added.json().result.shippedOn).toEqual(expect.any(Number));
    // The pharmacist's list carries the order with the page (dates as the detail gives them).
    const listed = (await listOf(pharmacist, '?pageSize=100')).items.flatMap((item) => item.orderHistory);
    expect(listed.find((order) => order.id === orderId)).toMatchObject({
      trackingNumber: '9400111899223344556677',
      shippedOn: added.json().result.shippedOn,
      paidOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const mails = await mailsTo(patientA.email);
    // A USPS barcode: the email names the carrier and links its tracking page.
    const shipped = mails.find((m) =>
      m.text_body.includes('Your USPS tracking number is 9400111899223344556677.'),
    );
    expect(shipped?.text_body).toContain('https://tools.usps.com/');

    const unconfirmed = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '1Z999AA10123456784',
      type: 'POST',
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.code).toBe('TRACKING_REPLACE_UNCONFIRMED');
    const stored = await t.database.db
      .selectFrom('order_history')
      .select('tracking_number')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored.tracking_number).toBe('9400111899223344556677');

    const replaced = await post(admin.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '1Z999AA10123456784',
      type: 'PUT',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.trackingNumber).toBe('1Z999AA10123456784');
    expect((await mailsTo(patientA.email)).some((m) => m.text_body.includes('1Z999AA10123456784'))).toBe(
      true,
    );

    const subscription = await get(patientA.session, '/api/prescription/subscription');
    const entries = subscription.json().result.flatMap((g: { subscriptions: unknown[] }) => g.subscriptions);
    expect(entries.find((s: { id: string }) => s.id === approvedId)).toMatchObject({ stage: 'shipped' });
  });

  it('mark as shipped without a number; reviewers cannot edit tracking', async () => {
    const id = await seedRequest(patientB, {
      usState: 'NY',
      zipcode: '10003',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = await post(reviewer.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      markAsShipped: true,
    });
    expect(refused.statusCode).toBe(403);
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      markAsShipped: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ trackingNumber: null, shippedOn: expect.any(Number) });
  });

  it('tracking on an order of a pending request is not found for a pharmacist', async () => {
    const id = await seedRequest(patientA);
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      trackingNumber: 'X1',
    });
    expect(res.statusCode).toBe(404);
  });
});
