import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION } from '@carespace/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/api.ts';
import { asSuperuser } from '../../test/tamper.ts';
import {
  errorOf,
  exe,
  GENERIC,
  jpeg,
  LIMIT,
  type Part,
  type Person,
  pdf,
  png,
  SIGN_IN,
  sha256,
  svg,
  TOO_LARGE,
  useFilesWorld,
} from './files-fixtures.ts';

/** Uploading through POST /api/upload-files/:folder: who may, which bytes, how much, and no orphans. */

const world = useFilesWorld();
const { t, filesRoot, upload, filesOnDisk, rowCount, stored, auditRows, uploaderOf, person } = world;
let patient: Person;
let prescriber: Person;
let pharmacist: Person;
let standardProvider: Person;
let host: Person;
let admin: Person;
beforeAll(() => {
  ({ patient, prescriber, pharmacist, standardProvider, host, admin } = world.people);
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
