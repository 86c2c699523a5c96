import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { S3FileStore } from '../../adapters/files/s3-file-store.ts';
import { seedDemoAccounts } from '../../db/seed/seed-demo.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useS3Fake } from '../../test/s3-fake.ts';
import { useTestApp } from '../../test/test-app.ts';

/*
 * The app with S3_BUCKET set: uploads go to the bucket (under S3_PREFIX), never to DATA_DIR/files, and ePHI is
 * served only through the app's download route after its access check, from objects written with server-side
 * encryption requested.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-files-s3-'));
const s3 = useS3Fake();
const settings = s3.env;
// The fake's settings are filled in by its beforeAll, which runs before the app's.
const t = useTestApp(Object.assign(settings, { DATA_DIR: dataDir, S3_PREFIX: 'carespace/' }));

/** Every request the store's client sent: the command, and the HTTP headers as they left. */
const sent: { command: string; headers: Record<string, string> }[] = [];
let store: S3FileStore;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = '----carespaceS3Test';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function person(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.app.db, overrides);
  return { id: user.id, session: await sessionFor(t.app.db, user.id) };
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

beforeAll(() => {
  expect(t.app.ports.files).toBeInstanceOf(S3FileStore);
  store = t.app.ports.files as S3FileStore;
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const headers = (args.request as { headers?: Record<string, string> }).headers ?? {};
      sent.push({ command: context.commandName ?? '', headers: { ...headers } });
      return next(args);
    },
    { step: 'finalizeRequest', name: 'recordRequests' },
  );
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// First: the demo accounts are only seeded into a database without users. The store does not depend on the
// database, so the slow seed runs once, on PGlite.
it.skipIf(process.env.TEST_DB === 'postgres')(
  "seeds the demo accounts' listing photos and license documents into the bucket",
  async () => {
    expect(await seedDemoAccounts(t.app.db, 'Demo-seed-password-1', t.app.ports.files)).toBe(true);
    for (const folder of ['properties', 'providerLicenses']) {
      const rows = await t.app.db
        .selectFrom('stored_file')
        .select('file_name')
        .where('folder', '=', folder)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect((await store.list(folder)).sort()).toEqual(rows.map((row) => row.file_name).sort());
    }
    const [photo] = await store.list('properties');
    const served = await api(t.app, { method: 'GET', url: `/api/no-auth/download-file/${photo}/properties` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  },
  // Seeding hashes passwords and writes every demo record: slow on a busy machine.
  120_000,
);

it("keeps a patient's upload in the bucket, encrypted at rest, served only to its owner", async () => {
  sent.length = 0;
  const patient = await person({ isPatient: true });
  const otherPatient = await person({ isPatient: true });

  const uploaded = await api(t.app, {
    method: 'POST',
    url: '/api/fileUploader/patientQuestionnaires',
    session: patient.session,
    ...multipart('lab-results.pdf', 'application/pdf', pdf),
  });
  expect(uploaded.statusCode).toBe(200);
  const { fileName } = uploaded.json().result;
  const key = `carespace/patientQuestionnaires/${fileName}`;

  // In the bucket under <prefix><folder>/<fileName>, and nothing on this machine's disk.
  expect(await keysUnder('carespace/patientQuestionnaires/')).toEqual([key]);
  expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  const puts = sent.filter((request) => request.command === 'PutObjectCommand');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.headers['x-amz-server-side-encryption']).toBe('AES256');

  const download = (session: string | undefined) =>
    api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${fileName}/patientQuestionnaires`,
      session,
    });
  const own = await download(patient.session);
  expect(own.statusCode).toBe(200);
  expect(own.rawPayload.equals(pdf)).toBe(true);
  expect(own.headers['cache-control']).toBe('private, no-store');
  expect((await download(otherPatient.session)).statusCode).toBe(404);
  expect((await download(undefined)).statusCode).toBe(401);

  const removed = await api(t.app, {
    method: 'DELETE',
    url: `/api/fileUploader/patientQuestionnaires/${fileName}`,
    session: patient.session,
  });
  expect(removed.statusCode).toBe(200);
  expect(await keysUnder('carespace/patientQuestionnaires/')).toEqual([]);
});
