import { ERRORS, LICENSES, type LicenseView } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, grantLicenses } from '../../test/api.ts';
import { listConsultRoom, signedProvider } from '../../test/marketplace-fixtures.ts';
import { inDays, license, type Person, useLicensesWorld } from './licenses-fixtures.ts';

/** The admin queue (verify, reject) and “License verified” in the marketplace. */

const world = useLicensesWorld();
const { t, person, call, submit, licenseRows, audits, mailsTo } = world;
let admin: Person;
let otherAdmin: Person;
beforeAll(() => {
  ({ admin, otherAdmin } = world.people);
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
