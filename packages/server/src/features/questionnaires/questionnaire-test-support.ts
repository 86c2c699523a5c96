/** Test helpers shared by the questionnaire and prescription API tests (never imported by product code). */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api } from '../../test/api.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG. */
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

export function multipartFile(name: string, type: string, bytes: Buffer) {
  const boundary = `----carespace${randomBytes(8).toString('hex')}`;
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

/** The draft cookie's value from a start response. */
export function draftCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'cs_qd')?.value;
}

export const draftHeader = (secret: string | undefined) => (secret ? { cookie: `cs_qd=${secret}` } : {});

/** Eligible answers to the erectile dysfunction questionnaire, step by step (the ID photo is added by the test). */
export const EDYS_ANSWERS = {
  edys_about: { edys_adult: 'yes', edys_dob: '04/12/1980', edys_sex: 'male' },
  edys_symptoms: { edys_duration: '3to12m', edys_frequency: 'often' },
  edys_heart: {
    edys_nitrates: 'no',
    edys_blood_pressure: 'normal',
    edys_chest_pain: 'no',
    edys_cardiac_history: ['none'],
    edys_alpha_blockers: 'no',
    edys_prior: 'no',
    edys_medicines: 'none',
    edys_allergies: 'none',
  },
} as const;

export interface Caller {
  session?: string;
  draft?: string;
}

function headersOf(caller: Caller) {
  return draftHeader(caller.draft);
}

export async function startQuestionnaire(
  app: FastifyInstance,
  caller: Caller,
  treatmentCategory = 'EDYS',
  zipcode = '07030',
) {
  return api(app, {
    method: 'POST',
    url: '/api/questionnaire/start',
    session: caller.session,
    headers: headersOf(caller),
    payload: { treatmentCategory, zipcode },
  });
}

export async function saveStep(
  app: FastifyInstance,
  caller: Caller,
  id: string,
  stepId: string,
  answers: Record<string, unknown>,
) {
  return api(app, {
    method: 'PUT',
    url: `/api/questionnaire/${id}/answers`,
    session: caller.session,
    headers: headersOf(caller),
    payload: { stepId, answers },
  });
}

export async function uploadPhoto(app: FastifyInstance, caller: Caller, id: string) {
  const body = multipartFile('license.png', 'image/png', png());
  return api(app, {
    method: 'POST',
    url: `/api/questionnaire/${id}/upload-files`,
    session: caller.session,
    payload: body.payload,
    headers: { ...body.headers, ...headersOf(caller) },
  });
}

/** Answers every step of an EDYS questionnaire eligibly, with an uploaded ID photo. */
export async function completeEdys(app: FastifyInstance, caller: Caller, id: string): Promise<void> {
  for (const [stepId, answers] of Object.entries(EDYS_ANSWERS)) {
    const res = await saveStep(app, caller, id, stepId, answers);
    if (res.statusCode !== 200) throw new Error(`step ${stepId}: ${res.body}`);
  }
  const upload = await uploadPhoto(app, caller, id);
  if (upload.statusCode !== 200) throw new Error(`upload: ${upload.body}`);
  const res = await saveStep(app, caller, id, 'edys_identity', { edys_photo_id: upload.json().result });
  if (res.statusCode !== 200) throw new Error(`identity: ${res.body}`);
}
