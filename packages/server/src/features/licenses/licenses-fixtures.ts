import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LicenseView, licenseToday, shiftCalendarDate } from '@carespace/domain';
import { beforeAll, expect } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile } from '../questionnaires/questionnaire-test-support.ts';

export interface Person {
  id: string;
  email: string;
  session: string;
}

export const inDays = (days: number) => shiftCalendarDate(licenseToday(), days);
export const license = (usState: string, extra: Record<string, unknown> = {}) => ({
  usState,
  licenseNumber: `25MA${usState}0042`,
  expiresOn: inDays(300),
  ...extra,
});

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * An app for the license tests, its admins and patient (there once the file's first beforeAll has run), and what
 * the tests ask of it: people, calls, submissions, rows, audit rows, mails, uploads.
 */
export function useLicensesWorld() {
  const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-licenses-test-')) });
  const people = {} as { admin: Person; otherAdmin: Person; patient: Person };

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

  beforeAll(async () => {
    people.admin = await person({ healcoAdmin: true });
    people.otherAdmin = await person({ healcoAdmin: true });
    people.patient = await person({ isPatient: true });
  });

  return { t, people, person, call, submit, own, licenseRows, audits, mailsTo, uploadDocument };
}
