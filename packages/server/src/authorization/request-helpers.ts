import { multipartFile, png } from '../features/questionnaires/questionnaire-test-support.ts';
import { newId } from '../lib/ids.ts';
import { api, createUser } from '../test/api.ts';
import { type Identity, type IdentityName, otherHost, otherPatient, type World } from '../test/identities.ts';

/**
 * What every group of the authorization matrix's requests shares: the call's shape, whose object a case names,
 * bodies, and the keys read from the offline outboxes.
 */

export interface CallContext {
  world: World;
  who: Identity;
  name: IdentityName;
  /** The matrix row's case: '-', 'own', 'other', or the object's name. */
  case: string;
}

export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** 'fresh': a new session of the caller, for a call that ends it (sign-out). */
  session?: 'fresh';
  /** How the route is reached: a WebSocket upgrade, or a Server-Sent Events stream (status read, then dropped). */
  transport?: 'websocket' | 'event-stream';
}

export type Build = (c: CallContext) => Call | Promise<Call>;

export interface RouteRequests {
  valid: Build;
  /**
   * A request the route's schema refuses (400 for a caller who is let through). Without it, the test sends the
   * valid request with a JSON array as the body when the route takes a body, or else a 300-character value in
   * each path parameter.
   */
  invalid?: Build;
}

// ---- whose object ----

export const own = (c: CallContext) => c.case === 'own';
export const userOf = (c: CallContext) =>
  own(c) ? c.who.user!.id : c.world.who[otherPatient(c.name)].user!.id;
/** The caller's practice for "own", else another practice (the host's, or for the host the other host's). */
export const practiceOf = (c: CallContext) =>
  own(c) ? required(c.who.organizationId, c) : c.world.who[otherHost(c.name)].organizationId!;
export const propertyOf = (c: CallContext) =>
  own(c) ? required(c.world.properties[c.name], c) : c.world.properties[otherHost(c.name)]!;
export const draftOf = (c: CallContext) =>
  own(c) ? required(c.world.drafts[c.name], c) : c.world.drafts[otherPatient(c.name)]!;
/** A practice to act for: the caller's own, or for someone with none, the seeker's (an admin acting for it). */
export const actingPractice = (c: CallContext) => c.who.organizationId ?? c.world.who.seeker.organizationId!;

export function chatOf(c: CallContext): string {
  const { hostSeeker, otherHostGuest } = c.world.chats;
  const mine =
    c.name === 'otherHost' ? otherHostGuest : ['host', 'seeker'].includes(c.name) ? hostSeeker : null;
  if (own(c)) return required(mine, c);
  return mine === hostSeeker ? otherHostGuest : hostSeeker;
}

export function required<T>(value: T | null | undefined, c: CallContext): T {
  if (value === null || value === undefined) throw new Error(`${c.name} has no ${c.case} object here`);
  return value;
}

/** The questionnaire of a case: the caller's draft, another patient's draft, or patient A's requests. */
export function questionnaireOf(c: CallContext): string {
  if (c.case === 'pending') return c.world.pending.id;
  if (c.case === 'approved') return c.world.approved.id;
  return draftOf(c);
}

// ---- bodies ----

export const PASSWORD = 'Correct-Horse-Battery-9';
let serial = 0;
/** A number no other call of this run has had. */
export const nextSerial = () => ++serial;
export const unique = (prefix: string) => `${prefix}.${nextSerial()}.${newId(6).toLowerCase()}@example.test`;

export const pictureUpload = () => {
  const file = multipartFile('picture.png', 'image/png', png());
  return { payload: file.payload, headers: file.headers };
};

export const scanUpload = () => {
  const file = multipartFile('scan.png', 'image/png', png());
  return { payload: file.payload, headers: file.headers };
};

/** Each therapy navigation booking takes its own free slot: weekdays, 8:00 to 16:45 in New York. */

// ---- emailed and texted keys, read from the offline outboxes ----

export async function lastMailKey(world: World, to: string): Promise<string> {
  const mail = await world.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_on', 'desc')
    .executeTakeFirstOrThrow();
  const key = /verificationKey=([^\s&"<>]+)/.exec(mail.text_body)?.[1];
  if (!key) throw new Error(`no key in the mail to ${to}`);
  return decodeURIComponent(key);
}

export async function lastMailedCode(world: World, to: string): Promise<string> {
  const mail = await world.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_on', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

export async function lastTextedCode(world: World, phone: string): Promise<string> {
  const sms = await world.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_phone', '=', phone)
    .orderBy('created_on', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

export async function signedUpPatientKey(world: World): Promise<string> {
  const email = unique('verify');
  const res = await api(world.app, {
    method: 'POST',
    url: '/api/auth/signup/patient',
    payload: patientSignup(email),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.body}`);
  return lastMailKey(world, email);
}

export const patientSignup = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email,
  phone: '2015550199',
  password: PASSWORD,
  acceptTelehealthAndHipaa: true,
  acceptTermsAndPrivacy: true,
});

/** A user with a verified phone and two-factor sign-in on, half-way through signing in: their id and cookie. */
export async function twoFactorChallenge(world: World) {
  const user = await createUser(world.db);
  await world.db
    .updateTable('app_user')
    .set({ is_phone_verified: true, two_factor_enabled: true })
    .where('id', '=', user.id)
    .execute();
  const login = await api(world.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const cookie = login.cookies.find((c) => c.name === 'carespace_2fa')?.value;
  if (!cookie) throw new Error(`no two-factor challenge: ${login.body}`);
  const row = await world.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { userId: user.id, phone: row.phone!, cookie: `carespace_2fa=${cookie}` };
}

export async function currentPhone(world: World, userId: string): Promise<string> {
  const row = await world.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phone!;
}

// ---- the routes ----

export const plain =
  (url: string, payload?: unknown): Build =>
  () => ({ url, ...(payload === undefined ? {} : { payload }) });

/** The invalid query of a route that takes its input from the query string alone. */
export const invalidQuery = (url: string): Build => plain(url);
