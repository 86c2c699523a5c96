import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { useS3Fake } from '../../test/s3-fake.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/*
 * Every FileStore behaves the same to its callers: the local folder (the default) and an S3-compatible bucket
 * (here s3rver, a local fake). No database is involved, so the cases run once, in the PGlite project.
 */

const s3 = useS3Fake();
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-file-store-'));
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));

function s3Store(prefix: string, listPageSize?: number): S3FileStore {
  return new S3FileStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix,
    listPageSize,
  });
}

/** Each case gets a store of its own, so listings only hold what the case wrote. */
const stores: [string, () => FileStore][] = [
  ['LocalFileStore', () => new LocalFileStore(path.join(localRoot, newId()))],
  // A small page size, so a listing longer than one page shows whether every page is read.
  ['S3FileStore', () => s3Store(`${newId()}/`, 2)],
];

/** The names the app writes: a random id with the extension of what the bytes are. */
const appName = (extension: string) => `${newId()}.${extension}`;

describe.skipIf(process.env.TEST_DB === 'postgres').each(stores)('%s', (_name, makeStore) => {
  it('gives back exactly the bytes put, and the newest bytes after a second put', async () => {
    const store = makeStore();
    const name = appName('png');
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put('properties', name, bytes);
    expect((await store.get('properties', name))?.equals(bytes)).toBe(true);
    const newer = randomBytes(4096);
    await store.put('properties', name, newer);
    expect((await store.get('properties', name))?.equals(newer)).toBe(true);
  });

  it('reads a missing file as null, in a folder that has files and in one that has none', async () => {
    const store = makeStore();
    await store.put('properties', appName('jpg'), Buffer.from('x'));
    expect(await store.get('properties', appName('jpg'))).toBeNull();
    expect(await store.get('patientQuestionnaires', appName('pdf'))).toBeNull();
  });

  it('deletes a file, and deleting a missing file is no error', async () => {
    const store = makeStore();
    const kept = appName('pdf');
    const removed = appName('pdf');
    await store.put('patientPrescriptions', kept, Buffer.from('kept'));
    await store.put('patientPrescriptions', removed, Buffer.from('removed'));
    await store.delete('patientPrescriptions', removed);
    expect(await store.get('patientPrescriptions', removed)).toBeNull();
    expect((await store.get('patientPrescriptions', kept))?.toString()).toBe('kept');
    await expect(store.delete('patientPrescriptions', removed)).resolves.toBeUndefined();
    expect(await store.list('patientPrescriptions')).toEqual([kept]);
  });

  it("lists every file name of a folder and none of another folder's", async () => {
    const store = makeStore();
    expect(await store.list('properties')).toEqual([]);
    const names = ['png', 'jpg', 'pdf', 'png', 'jpg'].map(appName);
    // A dot, a hyphen and an underscore: the other characters a stored name may hold.
    names.push('A1.b-c_d.pdf');
    for (const name of names) await store.put('properties', name, Buffer.from(name));
    await store.put('logos', appName('png'), Buffer.from('logo'));
    expect((await store.list('properties')).sort()).toEqual([...names].sort());
    expect(await store.list('logos')).toHaveLength(1);
    expect(await store.list('providerLicenses')).toEqual([]);
    for (const name of names) expect((await store.get('properties', name))?.toString()).toBe(name);
  });

  it('refuses a folder or a name that could reach outside its folder', async () => {
    const store = makeStore();
    for (const [folder, name] of [
      ['properties', '../secret.txt'],
      ['properties', 'a/b.png'],
      ['..', 'x.png'],
      ['properties', '.hidden'],
    ] as const) {
      await expect(store.put(folder, name, Buffer.from('x'))).rejects.toThrow('Unsafe file path');
      await expect(store.get(folder, name)).rejects.toThrow('Unsafe file path');
      await expect(store.delete(folder, name)).rejects.toThrow('Unsafe file path');
    }
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('S3FileStore keys', () => {
  it('stores each file under <prefix><folder>/<fileName>, and a prefix keeps stores apart', async () => {
    const prefix = `${newId()}/files/`;
    const store = s3Store(prefix);
    const other = s3Store(`${newId()}/`);
    const name = appName('png');
    await store.put('patientQuestionnaires', name, Buffer.from('scan'));
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`${prefix}patientQuestionnaires/${name}`]);
    expect(await other.list('patientQuestionnaires')).toEqual([]);
    expect(await other.get('patientQuestionnaires', name)).toBeNull();
  });

  it('fails loudly when the bucket does not exist, instead of reading every file as missing', async () => {
    const store = new S3FileStore({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: '',
    });
    await expect(store.get('properties', appName('png'))).rejects.toThrow();
  });
});
