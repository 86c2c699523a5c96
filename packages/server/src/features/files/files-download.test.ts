import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/api.ts';
import {
  errorOf,
  GENERIC,
  NOT_FOUND,
  PATH_CHARACTERS,
  type Person,
  pdf,
  png,
  SECRET,
  SIGN_IN,
  useFilesWorld,
} from './files-fixtures.ts';

/** Downloading: who may read which file, how it is served and audited, and paths that leave the store. */

const world = useFilesWorld();
const { t, dataDir, filesRoot, upload, filesOnDisk, stored, auditRows } = world;
let patient: Person;
let otherPatient: Person;
let prescriber: Person;
let pharmacist: Person;
let standardProvider: Person;
let host: Person;
let admin: Person;
beforeAll(() => {
  ({ patient, otherPatient, prescriber, pharmacist, standardProvider, host, admin } = world.people);
});

describe('GET /api/no-auth/download-file/:fileName/:folder', () => {
  let publicImage: { id: string; fileName: string; bytes: Buffer };
  let publicPdf: { fileName: string; bytes: Buffer };
  let questionnaireFile: { id: string; fileName: string; bytes: Buffer };

  beforeAll(async () => {
    const image = png();
    const document = pdf();
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'kitchen.png', type: 'image/png', bytes: image },
      // A quoted-string escape, as the multipart grammar allows, and a non-ASCII letter sent as UTF-8.
      { name: 'Lease \\"draft\\" ü.pdf', type: 'application/pdf', bytes: document },
    ]);
    const [imageRecord, pdfRecord] = res.json().result;
    expect(pdfRecord.originalName).toBe('Lease "draft" ü.pdf');
    publicImage = { id: imageRecord.id, fileName: imageRecord.fileName, bytes: image };
    publicPdf = { fileName: pdfRecord.fileName, bytes: document };
    const ephiBytes = pdf();
    const ephi = await upload('/api/fileUploader/patientQuestionnaires', patient.session, [
      { name: 'insurance-card.pdf', type: 'application/pdf', bytes: ephiBytes },
    ]);
    questionnaireFile = { ...ephi.json().result, bytes: ephiBytes };
  });

  it('serves a public image to anyone, inline, with nosniff and its MIME type', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${publicImage.fileName}/properties`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="kitchen.png"; filename*=UTF-8''kitchen.png`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(publicImage.bytes)).toBe(true);
    expect(await auditRows('FDWN', publicImage.id)).toEqual([]);
  });

  it('also finds a picture by its file id (logos and pictures are linked by id)', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${publicImage.id}/properties`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(publicImage.bytes)).toBe(true);
  });

  it('serves a PDF as an attachment with a safe file name', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${publicPdf.fileName}/properties`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lease _draft_ _.pdf"; filename*=UTF-8''Lease%20%22draft%22%20%C3%BC.pdf`,
    );
    expect(res.rawPayload.equals(publicPdf.bytes)).toBe(true);
  });

  it('answers 404 for a file that does not exist, or that lives in another folder', async () => {
    for (const url of [
      '/api/no-auth/download-file/NoSuchFile1234567.png/properties',
      `/api/no-auth/download-file/${publicImage.fileName}/logos`,
    ]) {
      const res = await api(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
  });

  it('refuses anonymous callers on ePHI folders with 401, whether or not the file exists', async () => {
    for (const name of [questionnaireFile.fileName, 'NoSuchFile1234567.pdf']) {
      const res = await api(t.app, {
        method: 'GET',
        url: `/api/no-auth/download-file/${name}/patientQuestionnaires`,
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_USER_AUTH', message: SIGN_IN });
      expect(res.body).not.toContain('%PDF');
    }
    const refused = await t.app.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event_code', '=', 'ACDN')
      .where('user_id', 'is', null)
      .execute();
    expect(refused.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ folder: 'patientQuestionnaires', fileName: questionnaireFile.fileName }),
        expect.objectContaining({ folder: 'patientQuestionnaires', fileName: 'NoSuchFile1234567.pdf' }),
      ]),
    );
  });

  it('hides an ePHI file from another patient and an ordinary provider (404, not 403)', async () => {
    for (const someone of [otherPatient, standardProvider]) {
      const res = await api(t.app, {
        method: 'GET',
        url: `/api/no-auth/download-file/${questionnaireFile.fileName}/patientQuestionnaires`,
        session: someone.session,
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
    expect(await auditRows('FDWN', questionnaireFile.id)).toEqual([]);
    const refused = await auditRows('ACDN', questionnaireFile.id);
    expect(refused.map((row) => row.user_id).sort()).toEqual([otherPatient.id, standardProvider.id].sort());
    expect(refused[0]).toMatchObject({ entity_type: 'file', details: { reason: 'not-allowed' } });
  });

  it('serves an ePHI file to its owner, uncached, and audits the read', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${questionnaireFile.fileName}/patientQuestionnaires`,
      session: patient.session,
      headers: { 'user-agent': 'files-test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.rawPayload.equals(questionnaireFile.bytes)).toBe(true);
    const audit = await auditRows('FDWN', questionnaireFile.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: patient.id,
      entity_type: 'file',
      user_agent: 'files-test',
      details: { folder: 'patientQuestionnaires' },
    });
  });

  it('serves an ePHI file to an admin, auditing the read', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${questionnaireFile.fileName}/patientQuestionnaires`,
      session: admin.session,
    });
    expect(res.statusCode).toBe(200);
    const readers = (await auditRows('FDWN', questionnaireFile.id)).map((row) => row.user_id);
    expect(readers).toContain(admin.id);
  });

  it('does not serve a patient file to a prescriber or pharmacist when it belongs to no request of theirs', async () => {
    // Being a prescriber is not enough: the file must be attached to a request they may see (review.test).
    for (const reader of [prescriber, pharmacist]) {
      const res = await api(t.app, {
        method: 'GET',
        url: `/api/no-auth/download-file/${questionnaireFile.fileName}/patientQuestionnaires`,
        session: reader.session,
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
    const readers = (await auditRows('FDWN', questionnaireFile.id)).map((row) => row.user_id);
    expect(readers).not.toContain(prescriber.id);
    expect(readers).not.toContain(pharmacist.id);
  });

  it('refuses to serve a file whose bytes no longer match their SHA-256', async () => {
    const res = await upload('/api/fileUploader/properties', host.session, [
      { name: 'tampered.png', type: 'image/png', bytes: png() },
    ]);
    const { fileName } = res.json().result;
    fs.writeFileSync(path.join(filesRoot, 'properties', fileName), png(200));
    const download = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${fileName}/properties`,
    });
    expect(download.statusCode).toBe(500);
    expect(errorOf(download)).toMatchObject({ code: 'INTERNAL_ERROR', message: GENERIC });
  });
});

describe('path traversal', () => {
  it('refuses encoded traversal in the file name with 400 before the store is touched', async () => {
    const get = vi.spyOn(t.app.ports.files, 'get');
    for (const fileName of [
      '%2e%2e%2fsecret.txt',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      '..%2fsecret.txt',
      '..%2F..%2Fsecret.txt',
      '..%5csecret.txt',
      'a%5c..%5c..%5csecret.txt',
      '%252e%252e%252fsecret.txt',
    ]) {
      for (const folder of ['properties', 'patientQuestionnaires']) {
        const res = await api(t.app, {
          method: 'GET',
          url: `/api/no-auth/download-file/${fileName}/${folder}`,
          session: admin.session,
        });
        expect(res.statusCode, fileName).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: PATH_CHARACTERS });
        expect(res.body).not.toContain(SECRET);
      }
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses traversal in the folder with 400', async () => {
    const get = vi.spyOn(t.app.ports.files, 'get');
    for (const folder of ['..%2f..', '%2e%2e%2ffiles', '%2e%2e%5c']) {
      const res = await api(t.app, { method: 'GET', url: `/api/no-auth/download-file/secret.txt/${folder}` });
      expect(res.statusCode, folder).toBe(400);
      expect(errorOf(res).message).toBe(PATH_CHARACTERS);
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('never reads a file outside the store for a raw ../ (the router does not match it)', async () => {
    const get = vi.spyOn(t.app.ports.files, 'get');
    for (const url of [
      '/api/no-auth/download-file/../secret.txt/properties',
      '/api/no-auth/download-file/../../secret.txt/properties',
      '/api/no-auth/download-file/..\\secret.txt/properties',
      // A whole segment of encoded dots is decoded before routing: the path no longer has both parameters.
      '/api/no-auth/download-file/%2e%2e/properties',
      '/api/no-auth/download-file/secret.txt/%2e%2e',
    ]) {
      const res = await api(t.app, { method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain(SECRET);
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses traversal on upload and delete routes with 400', async () => {
    const before = await stored();
    const badUpload = await upload('/api/upload-files/%2e%2e%2f', patient.session, [
      { name: 'a.png', type: 'image/png', bytes: png() },
    ]);
    expect(badUpload.statusCode).toBe(400);
    expect(errorOf(badUpload).message).toBe(PATH_CHARACTERS);
    const deleteSpy = vi.spyOn(t.app.ports.files, 'delete');
    const badDelete = await api(t.app, {
      method: 'DELETE',
      url: '/api/fileUploader/properties/%2e%2e%2fsecret.txt',
      session: admin.session,
    });
    expect(badDelete.statusCode).toBe(400);
    expect(errorOf(badDelete).message).toBe(PATH_CHARACTERS);
    expect(deleteSpy).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe(SECRET);
    expect(await stored()).toEqual(before);
  });

  it("never uses the client's file name on disk", async () => {
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: '../../escape.png', type: 'image/png', bytes: png() },
      { name: '..\\..\\escape2.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode).toBe(200);
    const names = res.json().result.map((r: { originalName: string }) => r.originalName);
    expect(names).toEqual(['escape.png', 'escape2.png']);
    for (const record of res.json().result) expect(record.fileName).toMatch(/^[A-Za-z0-9]{17}\.png$/);
    const everything = filesOnDisk(dataDir).map((file) => path.basename(file));
    expect(everything.filter((name) => name.includes('escape'))).toEqual([]);
  });
});
