import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll } from 'vitest';
import { api, createUser, sessionFor, type TestUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

export const REQUIRED = 'Please fill out this field.';
export const NOT_FOUND = 'Page or object not found';
export const SIGN_IN = 'Please sign in to continue.';

// ---- a real 1×1 PNG and a multipart body ----
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
export function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = `----carespace${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface Signed extends TestUser {
  session: string;
}

export const ADDRESS = {
  addressLineOne: '1 Hudson Street',
  city: 'Hoboken',
  usState: 'nj',
  zipcode: '07030',
};

/**
 * An app for the profile tests, its people (there once the file's first beforeAll has run), and what the tests
 * ask of it: people, profile and practice calls, audit rows.
 */
export function useProfileWorld() {
  const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-profile-test-')) });
  const people = {} as { host: Signed; other: Signed; admin: Signed; patient: Signed };

  async function signedUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Signed> {
    const user = await createUser(t.app.db, overrides);
    return { ...user, session: await sessionFor(t.app.db, user.id) };
  }

  const getProfile = (who: Signed, userId?: string) =>
    api(t.app, {
      method: 'GET',
      url: `/api/profile${userId ? `?userId=${userId}` : ''}`,
      session: who.session,
    });
  const putProfile = (who: Signed | null, payload: unknown) =>
    api(t.app, { method: 'PUT', url: '/api/profile', session: who?.session, payload: payload as object });
  const putOrganization = (who: Signed | null, payload: unknown) =>
    api(t.app, {
      method: 'PUT',
      url: '/api/organization',
      session: who?.session,
      payload: payload as object,
    });

  async function auditRows(entityId: string) {
    return t.app.db
      .selectFrom('audit_event')
      .select(['event_code', 'user_id', 'entity_type', 'details'])
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  }

  beforeAll(async () => {
    people.host = await signedUser({ providerRole: 'STAN', organizationName: 'Riverside Family Practice' });
    people.other = await signedUser({ providerRole: 'HPRO', organizationName: 'Elsewhere Clinic' });
    people.admin = await signedUser({ healcoAdmin: true });
    people.patient = await signedUser({ isPatient: true });
  });

  return { t, people, signedUser, getProfile, putProfile, putOrganization, auditRows };
}
