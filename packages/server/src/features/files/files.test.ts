import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { VALIDATION } from '@carespace/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { asSuperuser } from '../../test/tamper.ts';
import { useTestApp } from '../../test/test-app.ts';

// Each run gets its own data folder so the files on disk can be counted exactly.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-files-test-'));
const filesRoot = path.join(dataDir, 'files');
const t = useTestApp({ DATA_DIR: dataDir });

const SIGN_IN = 'Please sign in to continue.';
const NOT_FOUND = 'Page or object not found';
const TOO_LARGE = 'File too large for upload, maximum size of files in batch is 10 MB';
const PATH_CHARACTERS = 'File and folder names cannot contain "/", "\\", "%" or "..".';
const GENERIC = 'Something went wrong. Please try again later, or contact support if this problem persists.';
const LIMIT = 10_385_760;
const SECRET = 'TOP-SECRET-OUTSIDE-THE-FILE-STORE';

// ---- real, minimal files built from bytes ----

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG; `padTo` appends a private ancillary chunk to reach a size. */
function png(padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(pngChunk('prVt', Buffer.alloc(padTo - size - 12)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);
const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

// ---- multipart bodies by hand ----

interface Part {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

function multipart(parts: Part[], extraFields: Record<string, string> = {}) {
  const boundary = `----carespace${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  url: string,
  session: string | undefined,
  parts: Part[],
  extraFields?: Record<string, string>,
) {
  return api(t.app, { method: 'POST', url, session, ...multipart(parts, extraFields) });
}

// ---- what is stored ----

function filesOnDisk(dir = filesRoot): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOnDisk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

async function rowCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from stored_file`.execute(t.app.db);
  return rows[0]!.n;
}

async function stored() {
  return { rows: await rowCount(), files: filesOnDisk().length };
}

async function auditRows(eventCode: string, entityId: string) {
  return t.app.db
    .selectFrom('audit_event')
    .selectAll()
    .where('event_code', '=', eventCode)
    .where('entity_id', '=', entityId)
    .execute();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function errorOf(res: { json(): unknown }) {
  return (res.json() as { error: { code: string; message: string } }).error;
}

// ---- people ----

let patient: { id: string; session: string };
let otherPatient: { id: string; session: string };
let prescriber: { id: string; session: string };
let pharmacist: { id: string; session: string };
let standardProvider: { id: string; session: string };
/** A provider with an organization: who uploads listing photos and documents (the properties folder). */
let host: { id: string; session: string };
let admin: { id: string; session: string };

/** Someone who may upload into the folder through the general routes. */
function uploaderOf(folder: string) {
  if (folder === 'properties') return host;
  if (folder === 'patientPrescriptions') return prescriber;
  if (folder === 'patientQuestionnaires') return patient;
  return admin;
}

async function person(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.app.db, overrides);
  return { id: user.id, session: await sessionFor(t.app.db, user.id) };
}

beforeAll(async () => {
  patient = await person({ isPatient: true });
  otherPatient = await person({ isPatient: true });
  prescriber = await person({ providerRole: 'HPRO', organizationName: 'Carespace Clinic' });
  pharmacist = await person({ providerRole: 'PHAR', organizationName: 'Carespace Pharmacy' });
  standardProvider = await person({ providerRole: 'STAN', organizationName: 'Main Street Practice' });
  host = standardProvider;
  admin = await person({ healcoAdmin: true });
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), SECRET);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/upload-files/:folder', () => {
  it('stores a PNG and a PDF under random names and answers their file records', async () => {
    const image = png();
    const document = pdf();
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'Front Door.png', type: 'image/png', bytes: image },
      { name: 'floor-plan.pdf', type: 'application/pdf', bytes: document },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.result).toHaveLength(2);
    const [first, second] = body.result;
    expect(first).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{17}$/),
      display_order: 0,
      fileName: `${first.id}.png`,
      mimeType: 'image/png',
      originalName: 'Front Door.png',
    });
    expect(second).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{17}$/),
      display_order: 1,
      fileName: `${second.id}.pdf`,
      mimeType: 'application/pdf',
      originalName: 'floor-plan.pdf',
    });

    expect(fs.readFileSync(path.join(filesRoot, 'properties', first.fileName)).equals(image)).toBe(true);
    expect(fs.readFileSync(path.join(filesRoot, 'properties', second.fileName)).equals(document)).toBe(true);
    const rows = await t.app.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', 'in', [first.id, second.id])
      .orderBy('display_order')
      .execute();
    expect(rows.map((row) => [row.folder, row.size_bytes, row.sha256, row.owner_user_id])).toEqual([
      ['properties', image.length, sha256(image), host.id],
      ['properties', document.length, sha256(document), host.id],
    ]);
    const audit = await auditRows('FUPL', first.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: host.id, entity_type: 'file' });
    expect(await auditRows('FUPL', second.id)).toHaveLength(1);
  });

  it('accepts a JPEG named .jpeg and stores it with the canonical .jpg extension', async () => {
    const res = await upload('/api/upload-files/logos', admin.session, [
      { name: 'logo.JPEG', type: 'image/jpeg', bytes: jpeg() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result[0]).toMatchObject({ mimeType: 'image/jpeg', originalName: 'logo.JPEG' });
    expect(res.json().result[0].fileName).toMatch(/^[A-Za-z0-9]{17}\.jpg$/);
  });

  it('refuses anonymous callers before reading the body', async () => {
    const before = await stored();
    const res = await upload('/api/upload-files/properties', undefined, [
      { name: 'a.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_USER_AUTH', message: SIGN_IN });
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown folder', async () => {
    const res = await upload('/api/upload-files/avatars', patient.session, [
      { name: 'a.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This input is not valid.' });
  });

  it('says what is wrong with a request that carries no usable file', async () => {
    const notMultipart = await api(t.app, {
      method: 'POST',
      url: '/api/upload-files/properties',
      session: host.session,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(errorOf(notMultipart).message).toBe('Please send the files as multipart/form-data.');

    const none = await upload('/api/upload-files/properties', host.session, [], { note: 'hello' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('Please choose a file to upload.');

    const wrongField = await upload('/api/upload-files/properties', host.session, [
      { name: 'a.png', type: 'image/png', bytes: png(), field: 'picture' },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).message).toBe('Please send each file in the "file" field.');

    const tooMany = await upload(
      '/api/upload-files/properties',
      host.session,
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: png() })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toBe('Please upload at most 20 files at a time.');
  });
});

describe('who may upload into which folder', () => {
  it('only a provider with an organization (a host) or an admin uploads to the public properties folder, on either route', async () => {
    const noOrganization = await person({ providerRole: 'PHAR' });
    const reviewer = await person({ providerRole: 'HPRO' });
    for (const url of ['/api/upload-files/properties', '/api/fileUploader/properties']) {
      const before = await stored();
      for (const someone of [patient, noOrganization, reviewer]) {
        const res = await upload(url, someone.session, [
          { name: 'room.png', type: 'image/png', bytes: png() },
        ]);
        expect(res.statusCode, res.body).toBe(403);
        expect(errorOf(res).code).toBe('FORBIDDEN');
      }
      const anonymous = await upload(url, undefined, [{ name: 'room.png', type: 'image/png', bytes: png() }]);
      expect(anonymous.statusCode).toBe(401);
      expect(await stored()).toEqual(before);
      for (const someone of [standardProvider, pharmacist, admin]) {
        const res = await upload(url, someone.session, [
          { name: 'room.png', type: 'image/png', bytes: png() },
        ]);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });

  it.each([
    ['logos', 'admins only: pictures and logos come through the picture call', ['admin']],
    ['patientPrescriptions', 'prescribers (HPRO) and admins', ['prescriber', 'admin']],
    ['patientQuestionnaires', 'patients and admins', ['patient', 'admin']],
  ] as const)('%s takes uploads from %s', async (folder, _who, allowed) => {
    const everyone = { patient, prescriber, pharmacist, standardProvider, admin };
    for (const [name, someone] of Object.entries(everyone)) {
      const res = await upload(`/api/upload-files/${folder}`, someone.session, [
        { name: 'scan.png', type: 'image/png', bytes: png() },
      ]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(
        (allowed as readonly string[]).includes(name) ? 200 : 403,
      );
    }
  });
});

describe('file types are judged by their bytes', () => {
  const refusals: Array<[string, string, Part]> = [
    [
      'a .txt renamed .png (photo folder)',
      'logos',
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text\n') },
    ],
    [
      'a .txt renamed .png (document folder)',
      'properties',
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text\n') },
    ],
    [
      'an MZ executable renamed .pdf',
      'patientQuestionnaires',
      { name: 'setup.pdf', type: 'application/pdf', bytes: exe() },
    ],
    ['an SVG', 'logos', { name: 'logo.svg', type: 'image/svg+xml', bytes: svg() }],
    ['an SVG renamed .png', 'properties', { name: 'logo.png', type: 'image/png', bytes: svg() }],
    ['a PDF in the photo folder', 'logos', { name: 'scan.pdf', type: 'application/pdf', bytes: pdf() }],
    ['a JPEG named .png', 'logos', { name: 'photo.png', type: 'image/png', bytes: jpeg() }],
    ['a PNG declared as a PDF', 'properties', { name: 'plan.pdf', type: 'application/pdf', bytes: png() }],
    ['an empty file', 'properties', { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }],
  ];
  const messages = [
    'notes.png is not a png/jpeg file',
    'notes.png is not a png/jpeg file',
    'setup.pdf is not a png/jpeg file',
    'logo.svg is not a png/jpeg file',
    'logo.png is not a png/jpeg file',
    'scan.pdf is not a png/jpeg file',
    'The content of photo.png does not match its file extension',
    'The content of plan.pdf does not match its file extension',
    'empty.png is empty',
  ];

  it.each(refusals.map(([label, folder, part], i) => [label, folder, part, messages[i]!] as const))(
    'refuses %s with a 400 and stores nothing',
    async (_label, folder, part, message) => {
      const before = await stored();
      const res = await upload(`/api/upload-files/${folder}`, uploaderOf(folder).session, [part]);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a file name with a NUL character with 400, on either route, storing nothing', async () => {
    const rows = await rowCount();
    const onDisk = filesOnDisk().length;
    for (const url of ['/api/upload-files/properties', '/api/fileUploader/properties']) {
      const res = await upload(url, host.session, [
        { name: 'front\u0000door.png', type: 'image/png', bytes: png() },
      ]);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).message).toBe(VALIDATION.unsupportedCharacter);
    }
    expect(await rowCount()).toBe(rows);
    expect(filesOnDisk()).toHaveLength(onDisk);
  });

  it('refuses a whole batch when one file is bad, leaving no file and no row', async () => {
    const before = await stored();
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'good-1.png', type: 'image/png', bytes: png() },
      { name: 'good-2.pdf', type: 'application/pdf', bytes: pdf() },
      { name: 'evil.pdf', type: 'application/pdf', bytes: exe() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('evil.pdf is not a png/jpeg file');
    expect(await stored()).toEqual(before);
  });
});

describe('the 10385760-byte batch limit', () => {
  it('answers 413 ER_FILE_SIZE for an 11 MB batch and stores nothing', async () => {
    const before = await stored();
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'big-1.png', type: 'image/png', bytes: png(6 * 1024 * 1024) },
      { name: 'big-2.png', type: 'image/png', bytes: png(5 * 1024 * 1024) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      result: null,
      error: { code: 'ER_FILE_SIZE', message: TOO_LARGE, isInformation: false },
    });
    expect(await stored()).toEqual(before);
  });

  it('answers 413 ER_FILE_SIZE for one 11 MB file on either route', async () => {
    const before = await stored();
    for (const url of ['/api/upload-files/properties', '/api/fileUploader/properties']) {
      const res = await upload(url, host.session, [
        { name: 'huge.png', type: 'image/png', bytes: png(11 * 1024 * 1024) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toMatchObject({ code: 'ER_FILE_SIZE', message: TOO_LARGE });
    }
    expect(await stored()).toEqual(before);
  });

  it('accepts a batch of exactly the limit', async () => {
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'half-1.png', type: 'image/png', bytes: png(LIMIT / 2) },
      { name: 'half-2.png', type: 'image/png', bytes: png(LIMIT / 2) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toHaveLength(2);
  });
});

describe('a failure after checking leaves no orphans', () => {
  it('removes the files already written when the database insert fails', async () => {
    // Schema changes are the owner's: on PostgreSQL the app's own connections may not make them.
    await asSuperuser(t.database, async (owner) => {
      await sql`create function test_refuse_file() returns trigger language plpgsql as $$
        begin raise exception 'refused by test'; end $$`.execute(owner);
      await sql`create trigger test_refuse_file before insert on stored_file
        for each row execute function test_refuse_file()`.execute(owner);
    });
    try {
      const before = await stored();
      const res = await upload('/api/upload-files/patientQuestionnaires', patient.session, [
        { name: 'a.png', type: 'image/png', bytes: png() },
        { name: 'b.pdf', type: 'application/pdf', bytes: pdf() },
      ]);
      expect(res.statusCode).toBe(500);
      expect(errorOf(res)).toMatchObject({ code: 'INTERNAL_ERROR', message: GENERIC });
      expect(res.body).not.toContain('refused by test');
      expect(await stored()).toEqual(before);
    } finally {
      await asSuperuser(t.database, async (owner) => {
        await sql`drop trigger test_refuse_file on stored_file`.execute(owner);
        await sql`drop function test_refuse_file()`.execute(owner);
      });
    }
  });

  it('removes the files already written when the file store fails part-way', async () => {
    const store = t.app.ports.files;
    const realPut = store.put.bind(store);
    let calls = 0;
    vi.spyOn(store, 'put').mockImplementation(async (folder, fileName, bytes) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return realPut(folder, fileName, bytes);
    });
    const before = await stored();
    const res = await upload('/api/upload-files/properties', host.session, [
      { name: 'a.png', type: 'image/png', bytes: png() },
      { name: 'b.png', type: 'image/png', bytes: png() },
      { name: 'c.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).message).toBe(GENERIC);
    expect(calls).toBe(2);
    expect(await stored()).toEqual(before);
  });
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
