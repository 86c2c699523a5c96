import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { errorOf, NOT_FOUND, type Person, pdf, png, SIGN_IN, useFilesWorld } from './files-fixtures.ts';

/** The one-file uploader: storing one file, and who may delete it. */

const world = useFilesWorld();
const { t, filesRoot, upload, stored, auditRows } = world;
let patient: Person;
let otherPatient: Person;
let prescriber: Person;
let host: Person;
let admin: Person;
beforeAll(() => {
  ({ patient, otherPatient, prescriber, host, admin } = world.people);
});

describe('POST /api/fileUploader/:folder and DELETE /api/fileUploader/:folder/:fileName', () => {
  it('stores one file and answers its record', async () => {
    const res = await upload('/api/fileUploader/patientPrescriptions', prescriber.session, [
      { name: 'rx.pdf', type: 'application/pdf', bytes: pdf() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      id: expect.any(String),
      display_order: 0,
      fileName: expect.stringMatching(/^[A-Za-z0-9]{17}\.pdf$/),
      mimeType: 'application/pdf',
      originalName: 'rx.pdf',
    });
  });

  it('refuses more than one file', async () => {
    const before = await stored();
    const res = await upload('/api/fileUploader/properties', host.session, [
      { name: 'a.png', type: 'image/png', bytes: png() },
      { name: 'b.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Please upload one file at a time.');
    expect(await stored()).toEqual(before);
  });

  it("lets only the owner or an admin delete, and hides other people's files", async () => {
    const uploaded = await upload('/api/fileUploader/patientQuestionnaires', patient.session, [
      { name: 'lab.pdf', type: 'application/pdf', bytes: pdf() },
    ]);
    const { fileName, id } = uploaded.json().result;
    const onDisk = path.join(filesRoot, 'patientQuestionnaires', fileName);
    const url = `/api/fileUploader/patientQuestionnaires/${fileName}`;

    const anonymous = await api(t.app, { method: 'DELETE', url });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe(SIGN_IN);

    for (const someone of [otherPatient, prescriber]) {
      const res = await api(t.app, { method: 'DELETE', url, session: someone.session });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
    expect(fs.existsSync(onDisk)).toBe(true);

    const res = await api(t.app, { method: 'DELETE', url, session: patient.session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { message: 'File Deleted' }, error: null });
    expect(fs.existsSync(onDisk)).toBe(false);
    expect(await t.app.db.selectFrom('stored_file').where('id', '=', id).selectAll().execute()).toEqual([]);
    expect(await auditRows('FDEL', id)).toHaveLength(1);

    const again = await api(t.app, { method: 'DELETE', url, session: patient.session });
    expect(again.statusCode).toBe(404);
    const download = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${fileName}/patientQuestionnaires`,
      session: patient.session,
    });
    expect(download.statusCode).toBe(404);
  });

  it("lets an admin delete someone else's file", async () => {
    const uploaded = await upload('/api/fileUploader/properties', host.session, [
      { name: 'porch.png', type: 'image/png', bytes: png() },
    ]);
    const { fileName } = uploaded.json().result;
    const res = await api(t.app, {
      method: 'DELETE',
      url: `/api/fileUploader/properties/${fileName}`,
      session: admin.session,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.message).toBe('File Deleted');
    expect(fs.existsSync(path.join(filesRoot, 'properties', fileName))).toBe(false);
  });
});
