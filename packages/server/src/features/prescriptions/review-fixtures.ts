import type { PrescriptionListResult } from '@carespace/domain';
import { beforeAll, expect } from 'vitest';
import { insertPrescriptionRequest, type RequestSeed } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile } from '../questionnaires/questionnaire-test-support.ts';

export interface Person {
  id: string;
  email: string;
  session: string;
}

/**
 * An app for the prescription review tests, its people (there once the file's first beforeAll has run) and what
 * the tests ask of it: requests, calls, the list, uploads, audit rows, mails.
 */
export function useReviewWorld() {
  const t = useTestApp();
  const people = {} as {
    admin: Person;
    /** HPRO licensed in NJ and NY. */
    reviewer: Person;
    /** HPRO licensed in TX only. */
    texasReviewer: Person;
    pharmacist: Person;
    stanProvider: Person;
    /** NJ. */
    patientA: Person;
    /** NY. */
    patientB: Person;
  };

  /** A person; a reviewer's states are verified licenses (what an admin's verification leaves). */
  async function person(options: Parameters<typeof createUser>[1], states: string[] = []): Promise<Person> {
    const user = await createUser(t.database.db, options);
    await grantLicenses(t.database.db, user.id, states);
    return { id: user.id, email: user.email, session: await sessionFor(t.database.db, user.id) };
  }

  const seedRequest = (owner: Person, overrides: Partial<RequestSeed> = {}) =>
    insertPrescriptionRequest(t.database.db, {
      ownerUserId: owner.id,
      category: 'EDYS',
      medicationId: 'rxm_tadalafil_5mg_30',
      usState: 'NJ',
      zipcode: '07030',
      paidDaysAgo: 1,
      shipping: { line1: '200 Hudson Street', line2: 'Apt 4B', city: 'Hoboken', postalCode: '07030' },
      ...overrides,
    });

  const get = (session: string | undefined, url: string) => api(t.app, { method: 'GET', url, session });
  const post = (session: string | undefined, url: string, payload: unknown) =>
    api(t.app, { method: 'POST', url, session, payload: payload as Record<string, unknown> });

  const listOf = async (who: Person, query = '') => {
    const res = await get(who.session, `/api/prescription/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as PrescriptionListResult;
  };

  const approveBody = (id: string, extra: Record<string, unknown> = {}) => ({
    patientQuestionnaire_id: id,
    rxMedication_id: 'rxm_tadalafil_5mg_30',
    sentExternally: true,
    ...extra,
  });

  const pdf = () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    );

  async function uploadPrescription(who: Person) {
    const file = multipartFile('prescription.pdf', 'application/pdf', pdf());
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/upload-files/patientPrescriptions',
      session: who.session,
      payload: file.payload,
      headers: file.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Array<Record<string, unknown>>;
  }

  async function audits(userId: string, eventCode: string, entityId?: string) {
    let q = t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('user_id', '=', userId)
      .where('event_code', '=', eventCode);
    if (entityId) q = q.where('entity_id', '=', entityId);
    return q.execute();
  }

  async function mailsTo(email: string) {
    return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
  }

  async function requestRow(id: string) {
    return t.database.db
      .selectFrom('patient_questionnaire')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    people.admin = await person({ healcoAdmin: true });
    people.reviewer = await person({ providerRole: 'HPRO' }, ['NJ', 'NY']);
    people.texasReviewer = await person({ providerRole: 'HPRO' }, ['TX']);
    people.pharmacist = await person({ providerRole: 'PHAR' }, ['NJ']);
    people.stanProvider = await person({ providerRole: 'STAN' });
    people.patientA = await person({ isPatient: true });
    people.patientB = await person({ isPatient: true });
  });

  return {
    t,
    people,
    pdf,
    person,
    seedRequest,
    get,
    post,
    listOf,
    approveBody,
    uploadPrescription,
    audits,
    mailsTo,
    requestRow,
  };
}
