import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ERRORS,
  LICENSES,
  type LicenseView,
  licenseToday,
  shiftCalendarDate,
  VALIDATION,
} from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { listConsultRoom, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile, png } from '../questionnaires/questionnaire-test-support.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-licenses-test-')) });

interface Person {
  id: string;
  email: string;
  session: string;
}

async function person(options: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.database.db, options);
  return { id: user.id, email: user.email, session: await sessionFor(t.database.db, user.id) };
}

const call = (
  who: Person | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  api(t.app, {
    method,
    url,
    ...(who ? { session: who.session } : {}),
    ...(payload ? { payload } : {}),
  });

const inDays = (days: number) => shiftCalendarDate(licenseToday(), days);
const license = (usState: string, extra: Record<string, unknown> = {}) => ({
  usState,
  licenseNumber: `25MA${usState}0042`,
  expiresOn: inDays(300),
  ...extra,
});

async function submit(who: Person, body: Record<string, unknown>): Promise<LicenseView> {
  const res = await call(who, 'POST', '/api/licenses', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const own = async (who: Person): Promise<LicenseView[]> => {
  const res = await call(who, 'GET', '/api/licenses');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const licenseRows = (userId: string) =>
  t.database.db.selectFrom('provider_license').selectAll().where('user_id', '=', userId).execute();

const audits = (eventCode: string, entityId: string) =>
  t.database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('event_code', '=', eventCode)
    .where('entity_id', '=', entityId)
    .execute();

const mailsTo = (email: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_on', 'desc')
    .execute();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function uploadDocument(who: Person, folder = 'providerLicenses') {
  const file = multipartFile('nj-license.pdf', 'application/pdf', PDF);
  return api(t.app, {
    method: 'POST',
    url: `/api/fileUploader/${folder}`,
    session: who.session,
    payload: file.payload,
    headers: file.headers,
  });
}

let admin: Person;
let otherAdmin: Person;
let patient: Person;

beforeAll(async () => {
  admin = await person({ healcoAdmin: true });
  otherAdmin = await person({ healcoAdmin: true });
  patient = await person({ isPatient: true });
});

describe('a provider’s own licenses (GET, POST /api/licenses)', () => {
  it('records a license as pending and lists it; patients and anonymous callers are refused', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const added = await submit(pro, license('nj', { licenseNumber: '  25MA09876500 ' }));
    expect(added).toMatchObject({
      usState: 'NJ',
      licenseNumber: '25MA09876500',
      status: 'PEND',
      standing: 'pending',
      reviewedOn: null,
      rejectionReason: null,
      document: null,
    });
    expect(await own(pro)).toEqual([added]);
    expect(await audits('LCSB', added.id)).toHaveLength(1);

    const byPatient = await call(patient, 'POST', '/api/licenses', license('NJ'));
    expect(byPatient.statusCode).toBe(403);
    expect((await call(patient, 'GET', '/api/licenses')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/licenses')).statusCode).toBe(401);
    // Another provider sees only their own.
    expect(await own(await person({ providerRole: 'STAN' }))).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const pro = await person({ providerRole: 'STAN' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [license('ZZ'), VALIDATION.usState],
      [license('NJ', { licenseNumber: '   ' }), LICENSES.numberRequired],
      [license('NJ', { licenseNumber: 'MD<script>' }), LICENSES.numberFormat],
      [license('NJ', { licenseNumber: 'A'.repeat(31) }), VALIDATION.tooLong(30)],
      [license('NJ', { expiresOn: '' }), LICENSES.expiryRequired],
      [license('NJ', { expiresOn: '2031-02-30' }), LICENSES.expiryInvalid],
      [license('NJ', { expiresOn: '03/31/2031' }), LICENSES.expiryInvalid],
      [license('NJ', { expiresOn: inDays(-1) }), LICENSES.expiryPast],
      [license('NJ', { expiresOn: inDays(366 * 11) }), LICENSES.expiryTooFar],
      [license('NJ', { documentFileId: 'no-such-file' }), ERRORS.LICENSE_DOCUMENT_INVALID.message],
    ];
    for (const [body, message] of cases) {
      const res = await call(pro, 'POST', '/api/licenses', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
      expect(res.body).not.toMatch(/provider_license|insert into|"stack"/i);
    }
    expect(await licenseRows(pro.id)).toEqual([]);
  });

  it('keeps one pending license per state; a renewal waits beside the verified one', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    await submit(pro, license('NY'));
    const again = await call(pro, 'POST', '/api/licenses', license('NY', { licenseNumber: '999999' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LICENSE_ALREADY_PENDING');

    const [verifiedId] = await grantLicenses(t.database.db, pro.id, ['CT'], { expiresOn: inDays(20) });
    const renewal = await submit(pro, license('CT', { licenseNumber: '0060123', expiresOn: inDays(750) }));
    const listed = await own(pro);
    expect(listed.filter((item) => item.usState === 'CT').map((item) => item.standing)).toEqual([
      'pending',
      'verified',
    ]);

    // Verifying the renewal replaces the earlier license: one verified CT line, with the new date.
    expect((await call(admin, 'POST', `/api/admin/licenses/${renewal.id}/verify`)).statusCode).toBe(200);
    const ct = (await own(pro)).filter((item) => item.usState === 'CT');
    expect(ct).toHaveLength(1);
    expect(ct[0]).toMatchObject({ id: renewal.id, standing: 'verified', expiresOn: inDays(750) });
    const old = (await licenseRows(pro.id)).find((row) => row.id === verifiedId);
    expect(old?.replaced_on).not.toBeNull();
  });

  it('a new submission answers a rejection: the rejected line gives way to the pending one', async () => {
    const pro = await person({ providerRole: 'STAN' });
    const first = await submit(pro, license('PA'));
    await call(admin, 'POST', `/api/admin/licenses/${first.id}/reject`, {
      reason: 'The document shows a different license number.',
    });
    expect(await own(pro)).toEqual([
      expect.objectContaining({
        id: first.id,
        standing: 'rejected',
        rejectionReason: 'The document shows a different license number.',
      }),
    ]);
    const second = await submit(pro, license('PA', { licenseNumber: 'MD461234' }));
    expect(await own(pro)).toEqual([expect.objectContaining({ id: second.id, standing: 'pending' })]);
  });

  it('shows a verified license past its expiry day as expired', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    await grantLicenses(t.database.db, pro.id, ['MA'], { expiresOn: inDays(-3) });
    await grantLicenses(t.database.db, pro.id, ['DE'], { expiresOn: licenseToday() });
    const standings = Object.fromEntries((await own(pro)).map((item) => [item.usState, item.standing]));
    expect(standings).toEqual({ DE: 'verified', MA: 'expired' });
  });
});

describe('the license document (private folder providerLicenses)', () => {
  it('is readable by its owner and admins only, every read audited; others are told it does not exist', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const uploaded = await uploadDocument(pro);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().result as { id: string; fileName: string };
    const added = await submit(pro, license('NJ', { documentFileId: file.id }));
    expect(added.document).toMatchObject({
      id: file.id,
      fileName: file.fileName,
      originalName: 'nj-license.pdf',
    });

    const url = `/api/no-auth/download-file/${file.fileName}/providerLicenses`;
    for (const reader of [pro, admin]) {
      const res = await call(reader, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await audits('FDWN', file.id)).toHaveLength(2);
    // Not even a reviewer of the same state, nor a pharmacist, nor the patient.
    const reviewer = await person({ providerRole: 'HPRO' });
    await grantLicenses(t.database.db, reviewer.id, ['NJ']);
    for (const someone of [reviewer, await person({ providerRole: 'PHAR' }), patient]) {
      const res = await call(someone, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await audits('ACDN', file.id)).toHaveLength(3);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
  });

  it('takes uploads from providers only, and only their own unused file in that folder', async () => {
    expect((await uploadDocument(patient)).statusCode).toBe(403);
    const pro = await person({ providerRole: 'STAN', organizationName: 'Harbor Physical Therapy' });
    const stranger = await person({ providerRole: 'STAN' });
    const theirs = (await uploadDocument(stranger)).json().result as { id: string };
    // A file of the provider's own, in another folder (a listing photo).
    const picture = await api(t.app, {
      method: 'POST',
      url: '/api/fileUploader/properties',
      session: pro.session,
      ...(() => {
        const part = multipartFile('logo.png', 'image/png', png());
        return { payload: part.payload, headers: part.headers };
      })(),
    });
    const mine = (await uploadDocument(pro)).json().result as { id: string };
    for (const documentFileId of [theirs.id, picture.json().result.id]) {
      const res = await call(pro, 'POST', '/api/licenses', license('NJ', { documentFileId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('LICENSE_DOCUMENT_INVALID');
    }
    await submit(pro, license('NJ', { documentFileId: mine.id }));
    const reused = await call(pro, 'POST', '/api/licenses', license('NY', { documentFileId: mine.id }));
    expect(reused.json().error.code).toBe('LICENSE_DOCUMENT_INVALID');
  });

  it('cannot be deleted apart from its license; withdrawing the pending license removes both', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const file = (await uploadDocument(pro)).json().result as { id: string; fileName: string };
    const added = await submit(pro, license('NJ', { documentFileId: file.id }));
    const deleted = await call(pro, 'DELETE', `/api/fileUploader/providerLicenses/${file.fileName}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('LICENSE_DOCUMENT_IN_USE');

    // Someone else's pending license is not found.
    const stranger = await person({ providerRole: 'HPRO' });
    expect((await call(stranger, 'DELETE', `/api/licenses/${added.id}`)).statusCode).toBe(404);

    const withdrawn = await call(pro, 'DELETE', `/api/licenses/${added.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await licenseRows(pro.id)).toEqual([]);
    expect(
      await t.database.db.selectFrom('stored_file').select('id').where('id', '=', file.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.app.ports.files.get('providerLicenses', file.fileName)).toBeNull();
    expect(await audits('LCWD', added.id)).toHaveLength(1);
    expect(await audits('FDEL', file.id)).toHaveLength(1);
  });

  it('a decided license cannot be withdrawn', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const [verified] = await grantLicenses(t.database.db, pro.id, ['NY']);
    const res = await call(pro, 'DELETE', `/api/licenses/${verified}`);
    expect(res.statusCode).toBe(404);
    expect(await licenseRows(pro.id)).toHaveLength(1);
  });
});

describe('the admin queue (/api/admin/licenses)', () => {
  it('lists pending licenses oldest first with their providers, and the read is audited', async () => {
    const first = await person({ providerRole: 'HPRO', organizationName: 'Queue Clinic' });
    const second = await person({ providerRole: 'STAN' });
    const older = await submit(first, license('VT'));
    const newer = await submit(second, license('VT'));
    const res = await call(admin, 'GET', '/api/admin/licenses');
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json().result as { items: Array<LicenseView & { provider: Record<string, unknown> }> };
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.items.find((item) => item.id === older.id)?.provider).toMatchObject({
      userId: first.id,
      email: first.email,
      providerRole: 'HPRO',
      organizationName: 'Queue Clinic',
    });
    expect(queue.items.every((item) => item.status === 'PEND')).toBe(true);
    const read = await t.database.db
      .selectFrom('audit_event')
      .select('details')
      .where('event_code', '=', 'RCVW')
      .where('entity_type', '=', 'provider_license_queue')
      .where('user_id', '=', admin.id)
      .execute();
    expect(read.length).toBeGreaterThan(0);
  });

  it('verifies once, audits it and emails the provider', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const added = await submit(pro, license('NJ'));
    const res = await call(admin, 'POST', `/api/admin/licenses/${added.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'VERI', standing: 'verified' });
    const again = await call(otherAdmin, 'POST', `/api/admin/licenses/${added.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LICENSE_ALREADY_DECIDED');
    const audit = await audits('LCVR', added.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: admin.id, entity_type: 'provider_license' });
    const [mail] = await mailsTo(pro.email);
    expect(mail?.subject).toBe('Your New Jersey license is verified');
    expect(mail?.text_body).toContain('review prescription requests from patients in New Jersey');
    expect(mail?.text_body).toContain('/rx/account?tab=licenses');
  });

  it('rejects with a reason (required, at most 255 characters), audited and emailed', async () => {
    const pro = await person({ providerRole: 'STAN' });
    const added = await submit(pro, license('NJ'));
    for (const reason of ['', '   ', 'x'.repeat(256)]) {
      const res = await call(admin, 'POST', `/api/admin/licenses/${added.id}/reject`, { reason });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call(admin, 'POST', `/api/admin/licenses/${added.id}/reject`, { reason: '' })).json().error
        .message,
    ).toBe(LICENSES.reasonRequired);
    expect((await licenseRows(pro.id))[0]?.status).toBe('PEND');

    const reason = 'The license number is not on the New Jersey register.';
    const res = await call(admin, 'POST', `/api/admin/licenses/${added.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'REJE', rejectionReason: reason });
    expect(await audits('LCRJ', added.id)).toHaveLength(1);
    const [mail] = await mailsTo(pro.email);
    expect(mail?.subject).toBe('We could not verify your New Jersey license');
    expect(mail?.text_body).toContain(reason);
    expect(mail?.text_body).toContain('/provider/account?tab=licenses');
    const verify = await call(admin, 'POST', `/api/admin/licenses/${added.id}/verify`);
    expect(verify.json().error.code).toBe('LICENSE_ALREADY_DECIDED');
  });

  it('will not verify an expired license, nor let an admin decide their own', async () => {
    const pro = await person({ providerRole: 'HPRO' });
    const [expired] = await grantLicenses(t.database.db, pro.id, ['RI'], {
      status: 'PEND',
      expiresOn: inDays(-1),
    });
    const res = await call(admin, 'POST', `/api/admin/licenses/${expired}/verify`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'LICENSE_EXPIRED',
      message: ERRORS.LICENSE_EXPIRED.message,
    });
    // It can still be rejected, so it leaves the queue.
    const rejected = await call(admin, 'POST', `/api/admin/licenses/${expired}/reject`, {
      reason: 'This license expired before it could be verified. Please add the renewed one.',
    });
    expect(rejected.statusCode).toBe(200);

    const adminPro = await person({ healcoAdmin: true, providerRole: 'HPRO' });
    const own = await submit(adminPro, license('NJ'));
    const self = await call(adminPro, 'POST', `/api/admin/licenses/${own.id}/verify`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('LICENSE_SELF_REVIEW');
    expect((await call(admin, 'POST', '/api/admin/licenses/unknown-license/verify')).statusCode).toBe(404);
  });
});

describe('“License verified” in the marketplace', () => {
  it('shows the host’s verified, unexpired states on the property, and the applicant’s on the application', async () => {
    const host = await signedProvider(t.app, 'Badge Host Practice', 'LGCY');
    const seeker = await signedProvider(t.app, 'Badge Seeker Practice');
    const propertyId = await listConsultRoom(t.app, host, 'Bright exam room near the PATH');
    const viewOf = async () =>
      (await call(seeker, 'GET', `/api/properties/${propertyId}`)).json().result.hostLicenseStates;
    expect(await viewOf()).toEqual([]);

    await grantLicenses(t.database.db, host.id, ['NY', 'NJ']);
    await grantLicenses(t.database.db, host.id, ['PA'], { status: 'PEND' });
    await grantLicenses(t.database.db, host.id, ['CT'], { expiresOn: inDays(-1) });
    expect(await viewOf()).toEqual(['NJ', 'NY']);

    const applied = await api(t.app, {
      method: 'POST',
      url: '/api/propertyIntroduction',
      session: seeker.session,
      payload: {
        propertyId,
        organizationId: seeker.organizationId,
        messageToHost: 'Two mornings a week for counselling.',
        howSoon: 'MNTH',
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationOf = async () =>
      (await call(host, 'GET', `/api/propertyIntroduction/host/${host.organizationId}`)).json().result[0]
        .applicantInfo.licenseStates;
    expect(await applicationOf()).toEqual([]);
    // The seeker's own profile claim grants no badge.
    await t.database.db
      .insertInto('provider_licensed_state')
      .values({ user_id: seeker.id, us_state: 'NJ' })
      .execute();
    expect(await applicationOf()).toEqual([]);
    await grantLicenses(t.database.db, seeker.id, ['NJ']);
    expect(await applicationOf()).toEqual(['NJ']);
  });
});
