import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

/** What the file tests share: messages, minimal real files, multipart bodies, and an app with its own data folder and people. */
export const SIGN_IN = 'Please sign in to continue.';
export const NOT_FOUND = 'Page or object not found';
export const TOO_LARGE = 'File too large for upload, maximum size of files in batch is 10 MB';
export const PATH_CHARACTERS = 'File and folder names cannot contain "/", "\\", "%" or "..".';
export const GENERIC =
  'Something went wrong. Please try again later, or contact support if this problem persists.';
export const LIMIT = 10_385_760;
export const SECRET = 'TOP-SECRET-OUTSIDE-THE-FILE-STORE';

// ---- real, minimal files built from bytes ----

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG; `padTo` appends a private ancillary chunk to reach a size. */
export function png(padTo = 0): Buffer {
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

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);
export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

// ---- multipart bodies by hand ----

export interface Part {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

export function multipart(parts: Part[], extraFields: Record<string, string> = {}) {
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

// ---- what is stored ----

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function errorOf(res: { json(): unknown }) {
  return (res.json() as { error: { code: string; message: string } }).error;
}

export interface Person {
  id: string;
  session: string;
}

/**
 * An app on a data folder of its own (so the files on disk can be counted exactly), the people who call it, and
 * what is stored in it. The people are there once the file's first beforeAll has run.
 */
export function useFilesWorld() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-files-test-'));
  const filesRoot = path.join(dataDir, 'files');
  const t = useTestApp({ DATA_DIR: dataDir });
  const people = {} as {
    patient: Person;
    otherPatient: Person;
    prescriber: Person;
    pharmacist: Person;
    standardProvider: Person;
    /** A provider with an organization: who uploads listing photos and documents (the properties folder). */
    host: Person;
    admin: Person;
  };

  function upload(
    url: string,
    session: string | undefined,
    parts: Part[],
    extraFields?: Record<string, string>,
  ) {
    return api(t.app, { method: 'POST', url, session, ...multipart(parts, extraFields) });
  }

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

  /** Someone who may upload into the folder through the general routes. */
  function uploaderOf(folder: string) {
    if (folder === 'properties') return people.host;
    if (folder === 'patientPrescriptions') return people.prescriber;
    if (folder === 'patientQuestionnaires') return people.patient;
    return people.admin;
  }

  async function person(overrides: Parameters<typeof createUser>[1]): Promise<Person> {
    const user = await createUser(t.app.db, overrides);
    return { id: user.id, session: await sessionFor(t.app.db, user.id) };
  }

  beforeAll(async () => {
    people.patient = await person({ isPatient: true });
    people.otherPatient = await person({ isPatient: true });
    people.prescriber = await person({ providerRole: 'HPRO', organizationName: 'Carespace Clinic' });
    people.pharmacist = await person({ providerRole: 'PHAR', organizationName: 'Carespace Pharmacy' });
    people.standardProvider = await person({
      providerRole: 'STAN',
      organizationName: 'Main Street Practice',
    });
    people.host = people.standardProvider;
    people.admin = await person({ healcoAdmin: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), SECRET);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    t,
    dataDir,
    filesRoot,
    people,
    upload,
    filesOnDisk,
    rowCount,
    stored,
    auditRows,
    uploaderOf,
    person,
  };
}
