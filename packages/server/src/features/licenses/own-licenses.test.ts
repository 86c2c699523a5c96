import { ERRORS, LICENSES, licenseToday, VALIDATION } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, grantLicenses } from '../../test/api.ts';
import { multipartFile, png } from '../questionnaires/questionnaire-test-support.ts';
import { inDays, license, PDF, type Person, useLicensesWorld } from './licenses-fixtures.ts';

/** A provider's own licenses, and the license document in its private folder. */

const world = useLicensesWorld();
const { t, person, call, submit, own, licenseRows, audits, uploadDocument } = world;
let admin: Person;
let patient: Person;
beforeAll(() => {
  ({ admin, patient } = world.people);
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
