import {
  isAppointmentDayAllowed,
  licenseToday,
  newYorkSlot,
  shiftCalendarDate,
  US_STATE_CODES,
} from '@carespace/domain';
import { sandboxWebhookSecret } from '../adapters/payment/sandbox/sandbox-webhook-secret.ts';
import { signWebhookPayload } from '../adapters/payment/webhook-signature.ts';
import { multipartFile, png } from '../features/questionnaires/questionnaire-test-support.ts';
import { newId } from '../lib/ids.ts';
import { api, createUser, grantLicenses, sessionFor } from '../test/api.ts';
import {
  CARD,
  fresh,
  type Identity,
  type IdentityName,
  MEDICATION,
  otherHost,
  otherPatient,
  type World,
} from '../test/identities.ts';
import { BOOKING_REQUESTS } from './booking-requests.ts';
import { IN_PERSON_REQUESTS } from './in-person-requests.ts';

/**
 * A valid request for every route of the authorization matrix, for any caller and case: one that passes the
 * route's schema, so the status it gets shows the caller's permission and nothing else. Objects a call uses up
 * (a decision, a deletion, an application, a key) are made anew for each call.
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

type Build = (c: CallContext) => Call | Promise<Call>;

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

const own = (c: CallContext) => c.case === 'own';
const userOf = (c: CallContext) => (own(c) ? c.who.user!.id : c.world.who[otherPatient(c.name)].user!.id);
/** The caller's practice for "own", else another practice (the host's, or for the host the other host's). */
const practiceOf = (c: CallContext) =>
  own(c) ? required(c.who.organizationId, c) : c.world.who[otherHost(c.name)].organizationId!;
const propertyOf = (c: CallContext) =>
  own(c) ? required(c.world.properties[c.name], c) : c.world.properties[otherHost(c.name)]!;
const draftOf = (c: CallContext) =>
  own(c) ? required(c.world.drafts[c.name], c) : c.world.drafts[otherPatient(c.name)]!;
/** A practice to act for: the caller's own, or for someone with none, the seeker's (an admin acting for it). */
const actingPractice = (c: CallContext) => c.who.organizationId ?? c.world.who.seeker.organizationId!;

function chatOf(c: CallContext): string {
  const { hostSeeker, otherHostGuest } = c.world.chats;
  const mine =
    c.name === 'otherHost' ? otherHostGuest : ['host', 'seeker'].includes(c.name) ? hostSeeker : null;
  if (own(c)) return required(mine, c);
  return mine === hostSeeker ? otherHostGuest : hostSeeker;
}

function required<T>(value: T | null | undefined, c: CallContext): T {
  if (value === null || value === undefined) throw new Error(`${c.name} has no ${c.case} object here`);
  return value;
}

/** The questionnaire of a case: the caller's draft, another patient's draft, or patient A's requests. */
function questionnaireOf(c: CallContext): string {
  if (c.case === 'pending') return c.world.pending.id;
  if (c.case === 'approved') return c.world.approved.id;
  return draftOf(c);
}

// ---- bodies ----

const PASSWORD = 'Correct-Horse-Battery-9';
let serial = 0;
const unique = (prefix: string) => `${prefix}.${++serial}.${newId(6).toLowerCase()}@example.test`;

const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet consult room on River Street',
  description: 'A calm consult room with a desk and two chairs, free on weekday mornings.',
  propertyStatus: 'LIST',
  addressInfo: {
    addressLineOne: '1 Hudson Street',
    addressLineTwo: null,
    city: 'Hoboken',
    usState: 'NJ',
    zipcode: '07030',
  },
  roomTypes: ['EXAM'],
  supportedProviderSpecialty: [],
  unsupportedProviderSpecialty: [],
  rate: 40_00,
  ratePeriod: 'SESN',
  roomInfo: { items: [] },
  propertyPhoto: { files: [] },
  ...overrides,
});

const pictureUpload = () => {
  const file = multipartFile('picture.png', 'image/png', png());
  return { payload: file.payload, headers: file.headers };
};

const scanUpload = () => {
  const file = multipartFile('scan.png', 'image/png', png());
  return { payload: file.payload, headers: file.headers };
};

/** Each therapy navigation booking takes its own free slot: weekdays, 8:00 to 16:45 in New York. */
let slotIndex = 0;
function nextAppointmentSlot(): string {
  const now = new Date();
  for (;;) {
    const index = slotIndex++;
    const dayOffset = 2 + Math.floor(index / 36);
    const minutes = 8 * 60 + (index % 36) * 15;
    const day = new Date(now.getTime() + dayOffset * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(day);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const slot = newYorkSlot(
      part('year'),
      part('month'),
      part('day'),
      Math.floor(minutes / 60),
      minutes % 60,
    );
    if (isAppointmentDayAllowed(slot, now)) return slot.toISOString();
    if (dayOffset > 40) throw new Error('no free appointment slot left');
  }
}

// ---- state licenses: one pending license per provider and state, so each call makes its own ----

// Every state but the matrix's own (NJ, CA) and the one pending licenses of others use (VT); the caller's own
// pending licenses each take the next, so no two of one caller share a state.
const LICENSE_STATES = US_STATE_CODES.filter((code) => !['NJ', 'CA', 'VT'].includes(code));
const freshLicenseState = () => LICENSE_STATES[++serial % LICENSE_STATES.length]!;

/** A pending license of a new healthcare professional: nobody's but theirs, for the admin to decide. */
async function pendingLicenseOfAnother(world: World): Promise<string> {
  const holder = await createUser(world.db, { providerRole: 'HPRO' });
  const [id] = await grantLicenses(world.db, holder.id, ['VT'], { status: 'PEND' });
  return id!;
}

// ---- emailed and texted keys, read from the offline outboxes ----

async function lastMailKey(world: World, to: string): Promise<string> {
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

async function lastMailedCode(world: World, to: string): Promise<string> {
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

async function lastTextedCode(world: World, phone: string): Promise<string> {
  const sms = await world.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_phone', '=', phone)
    .orderBy('created_on', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

async function signedUpPatientKey(world: World): Promise<string> {
  const email = unique('verify');
  const res = await api(world.app, {
    method: 'POST',
    url: '/api/auth/signup/patient',
    payload: patientSignup(email),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.body}`);
  return lastMailKey(world, email);
}

const patientSignup = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email,
  phone: '2015550199',
  password: PASSWORD,
  acceptTelehealthAndHipaa: true,
  acceptTermsAndPrivacy: true,
});

/** A user with a verified phone and two-factor sign-in on, half-way through signing in: their id and cookie. */
async function twoFactorChallenge(world: World) {
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

async function currentPhone(world: World, userId: string): Promise<string> {
  const row = await world.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phone!;
}

// ---- the routes ----

const plain =
  (url: string, payload?: unknown): Build =>
  () => ({ url, ...(payload === undefined ? {} : { payload }) });

/** The invalid query of a route that takes its input from the query string alone. */
const invalidQuery = (url: string): Build => plain(url);

export const AUTHORIZATION_REQUESTS: Record<string, RouteRequests> = {
  ...IN_PERSON_REQUESTS,
  ...BOOKING_REQUESTS,
  'GET /api/openapi.json': { valid: plain('/api/openapi.json') },
  'GET /api/health': { valid: plain('/api/health') },
  'GET /api/ready': { valid: plain('/api/ready') },

  'GET /api/auth/identity': { valid: plain('/api/auth/identity') },
  'POST /api/auth/signup/patient': {
    valid: () => ({ url: '/api/auth/signup/patient', payload: patientSignup(unique('patient')) }),
  },
  'POST /api/auth/signup/provider': {
    valid: () => ({
      url: '/api/auth/signup/provider',
      payload: {
        firstName: 'Maya',
        lastName: 'Fischer',
        email: unique('provider'),
        phone: '2015550142',
        password: PASSWORD,
        organizationName: 'Fischer Physical Therapy',
        acceptTermsAndPrivacy: true,
      },
    }),
  },
  'POST /api/auth/login': {
    valid: async ({ world }) => {
      const user = await createUser(world.db);
      // Signing in replaces the caller's session: a session of their own that may end.
      return {
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        session: 'fresh',
      };
    },
  },
  'POST /api/auth/two-factor/verify': {
    valid: async ({ world }) => {
      const challenge = await twoFactorChallenge(world);
      return {
        url: '/api/auth/two-factor/verify',
        payload: { userId: challenge.userId },
        headers: { cookie: challenge.cookie },
      };
    },
  },
  'POST /api/auth/two-factor': {
    valid: async ({ world }) => {
      const challenge = await twoFactorChallenge(world);
      return {
        url: '/api/auth/two-factor',
        payload: { userId: challenge.userId, code: await lastTextedCode(world, challenge.phone) },
        headers: { cookie: challenge.cookie },
        session: 'fresh',
      };
    },
  },
  'GET /api/logout': { valid: () => ({ url: '/api/logout', session: 'fresh' }) },
  'POST /api/auth/verify-email': {
    valid: async ({ world }) => ({
      url: '/api/auth/verify-email',
      payload: { verificationKey: await signedUpPatientKey(world) },
    }),
  },
  'POST /api/auth/verify-update-email': {
    valid: async ({ world }) => {
      const user = await createUser(world.db);
      const newEmail = unique('changed');
      const res = await api(world.app, {
        method: 'POST',
        url: '/api/account/change-email',
        session: await sessionFor(world.db, user.id),
        payload: { email: newEmail, currentEmail: user.email, userId: user.id },
      });
      if (res.statusCode !== 200) throw new Error(`change email: ${res.body}`);
      // The confirmation link goes to the new address: following it is what proves that address.
      return {
        url: '/api/auth/verify-update-email',
        payload: { verificationKey: await lastMailKey(world, newEmail) },
      };
    },
  },
  'POST /api/auth/forgot-password': {
    valid: async ({ world }) => ({
      url: '/api/auth/forgot-password',
      payload: { email: (await createUser(world.db)).email },
    }),
  },
  'POST /api/auth/reset-password': {
    valid: async ({ world }) => {
      const user = await createUser(world.db);
      const res = await api(world.app, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      if (res.statusCode !== 200) throw new Error(`forgot password: ${res.body}`);
      return {
        url: '/api/auth/reset-password',
        payload: {
          verificationKey: await lastMailKey(world, user.email),
          password: 'Another-Quiet-Harbor-8',
        },
      };
    },
  },
  'POST /api/auth/welcome': {
    valid: async ({ world }) => {
      const email = unique('invited');
      const res = await api(world.app, {
        method: 'POST',
        url: '/api/organization/invite',
        session: world.who.host.session,
        payload: { firstName: 'Nora', lastName: 'Quinn', email },
      });
      if (res.statusCode !== 200) throw new Error(`invite: ${res.body}`);
      return {
        url: '/api/auth/welcome',
        payload: {
          verificationKey: await lastMailKey(world, email),
          password: PASSWORD,
          acceptTermsAndPrivacy: true,
        },
      };
    },
  },
  'POST /api/auth/security-check': { valid: plain('/api/auth/security-check', { password: PASSWORD }) },
  'POST /api/organization/invite': {
    valid: () => ({
      url: '/api/organization/invite',
      payload: { firstName: 'Nora', lastName: 'Quinn', email: unique('colleague') },
    }),
  },
  'GET /api/account/security': { valid: plain('/api/account/security') },
  'POST /api/account/change-email': {
    valid: async (c) => {
      const user = await c.world.db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', userOf(c))
        .executeTakeFirstOrThrow();
      return {
        url: '/api/account/change-email',
        payload: { email: unique('new'), currentEmail: user.email, userId: userOf(c) },
      };
    },
  },
  'PUT /api/account/change-password': {
    // The same password again, so every identity keeps signing in as before.
    valid: (c) => ({
      url: '/api/account/change-password',
      payload: { currentPassword: PASSWORD, password: PASSWORD, userId: userOf(c) },
    }),
  },
  'PUT /api/account/change-phone': {
    valid: (c) => ({
      url: '/api/account/change-phone',
      payload: { phone: `20155${String(10000 + ++serial).slice(-5)}`, twoFactor: false, userId: userOf(c) },
    }),
  },
  'POST /api/account/send-verify-phone': {
    valid: async (c) => {
      const phoneNumber = await currentPhone(c.world, c.who.user?.id ?? c.world.who.patientA.user!.id);
      return { url: '/api/account/send-verify-phone', payload: { phoneNumber } };
    },
  },
  'POST /api/account/check-verify-phone': {
    valid: async (c) => {
      const userId = userOf(c);
      const phoneNumber = await currentPhone(c.world, userId);
      // A code that was really sent to the account's phone.
      await c.world.db
        .updateTable('app_user')
        .set({ is_phone_verified: false })
        .where('id', '=', userId)
        .execute();
      const owner = Object.values(c.world.who).find((who) => who.user?.id === userId)!;
      const sent = await api(c.world.app, {
        method: 'POST',
        url: '/api/account/send-verify-phone',
        session: owner.session,
        payload: { phoneNumber },
      });
      if (sent.statusCode !== 200) throw new Error(`send code: ${sent.body}`);
      return {
        url: '/api/account/check-verify-phone',
        payload: { code: await lastTextedCode(c.world, phoneNumber), phoneNumber, userId },
      };
    },
  },
  'PUT /api/account/two-factor-setup': {
    valid: (c) => ({
      url: '/api/account/two-factor-setup',
      payload: { userId: userOf(c), twoFactorEnabled: false },
    }),
  },
  'POST /api/audit/access-ePHI': { valid: plain('/api/audit/access-ePHI', { page: '/rx' }) },
  'POST /api/audit/continue-ePHI': { valid: plain('/api/audit/continue-ePHI', { page: '/rx' }) },
  'POST /api/audit/logout-ePHI': { valid: plain('/api/audit/logout-ePHI', { page: '/rx' }) },

  'GET /api/admin/audit-events': {
    valid: plain('/api/admin/audit-events?limit=5'),
    invalid: invalidQuery('/api/admin/audit-events?limit=0'),
  },
  'GET /api/admin/patients': {
    valid: plain('/api/admin/patients'),
    invalid: invalidQuery('/api/admin/patients?page=0'),
  },
  'GET /api/admin/providers': {
    valid: plain('/api/admin/providers'),
    invalid: invalidQuery('/api/admin/providers?page=0'),
  },
  'GET /api/admin/properties': {
    valid: plain('/api/admin/properties'),
    invalid: invalidQuery('/api/admin/properties?page=0'),
  },
  'GET /api/admin/patients/export': {
    valid: plain('/api/admin/patients/export?search=a'),
    invalid: invalidQuery('/api/admin/patients/export?sort=password'),
  },
  'GET /api/admin/providers/export': {
    valid: plain('/api/admin/providers/export?search=a'),
    invalid: invalidQuery('/api/admin/providers/export?sort=password'),
  },
  'GET /api/admin/bookings': {
    valid: plain('/api/admin/bookings?status=confirmed'),
    invalid: invalidQuery('/api/admin/bookings?when=someday'),
  },
  'GET /api/admin/bookings/export': {
    valid: plain('/api/admin/bookings/export?when=upcoming'),
    invalid: invalidQuery('/api/admin/bookings/export?sort=password'),
  },
  'GET /api/admin/properties/export': {
    valid: plain('/api/admin/properties/export?search=a'),
    invalid: invalidQuery('/api/admin/properties/export?sort=password'),
  },
  'GET /api/admin/prescriptions/export': {
    valid: plain('/api/admin/prescriptions/export?tab=approved'),
    invalid: invalidQuery('/api/admin/prescriptions/export?tab=everything'),
  },
  'GET /api/admin/connections/export': {
    valid: plain('/api/admin/connections/export?viewCondition=approved'),
    invalid: invalidQuery(`/api/admin/connections/export?organizationId=${'x'.repeat(65)}`),
  },
  'GET /api/admin/stats': { valid: plain('/api/admin/stats') },
  'GET /api/admin/users/:userId': {
    valid: (c) => ({ url: `/api/admin/users/${userOf(c)}` }),
    invalid: () => ({ url: `/api/admin/users/${'x'.repeat(65)}` }),
  },
  'PUT /api/admin/users/:userId/status': {
    // Another account: one nobody else uses, reactivated (what the console does after a deactivation).
    valid: async (c) => ({
      url: `/api/admin/users/${own(c) ? c.who.user!.id : await fresh.user(c.world)}/status`,
      payload: { status: 'ACTV' },
    }),
    invalid: async (c) => ({
      url: `/api/admin/users/${await fresh.user(c.world)}/status`,
      payload: { status: 'GONE' },
    }),
  },

  'POST /api/misc/reference-tables': { valid: plain('/api/misc/reference-tables', { tables: ['usState'] }) },
  'GET /api/search/GeolocationFromZipcode/': {
    valid: plain('/api/search/GeolocationFromZipcode/?zipcode=07030'),
  },
  'GET /api/search/place': {
    valid: plain('/api/search/place?query=07030'),
    invalid: invalidQuery('/api/search/place'),
  },
  'POST /api/pricing/medications': { valid: plain('/api/pricing/medications?treatmentCategory=EDYS') },
  'POST /api/contact': {
    valid: plain('/api/contact', {
      name: 'Maria Lopez',
      email: 'maria.lopez@example.test',
      subject: 'Question about PrEP shipping',
      content: 'Do you ship to Hoboken, NJ?',
    }),
  },
  'POST /api/contact/mailing-list': {
    valid: () => ({ url: '/api/contact/mailing-list', payload: { email: unique('news') } }),
  },
  'GET /api/wrvu/codes': { valid: plain('/api/wrvu/codes') },
  'POST /api/wrvu/email-results': {
    valid: plain('/api/wrvu/email-results', {
      email: 'dr.patel@example.test',
      lines: [{ cpt: '99214', volume: 2000 }],
      conversionFactor: 52,
    }),
  },
  'POST /api/therapy-navigation': {
    valid: () => ({
      url: '/api/therapy-navigation',
      payload: {
        firstName: 'Jordan',
        lastName: 'Reyes',
        email: unique('therapy'),
        phone: '2015550142',
        appointmentAt: nextAppointmentSlot(),
      },
    }),
  },
  'GET /api/therapy-navigation/booked-slots': { valid: plain('/api/therapy-navigation/booked-slots') },

  'POST /api/upload-files/:folder': {
    valid: (c) => ({ url: `/api/upload-files/${c.case}`, ...scanUpload() }),
  },
  'POST /api/fileUploader/:folder': {
    valid: (c) => ({ url: `/api/fileUploader/${c.case}`, ...scanUpload() }),
  },
  'DELETE /api/fileUploader/:folder/:fileName': {
    valid: async (c) => ({
      url: `/api/fileUploader/properties/${await fresh.file(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/no-auth/download-file/:fileName/:folder': {
    valid: async (c) => {
      const { world } = c;
      if (c.case === 'properties')
        return { url: `/api/no-auth/download-file/${world.propertyPhoto.fileName}/properties` };
      if (c.case === 'logos') return { url: `/api/no-auth/download-file/${world.logo.fileName}/logos` };
      if (c.case === 'providerLicenses') {
        return { url: `/api/no-auth/download-file/${world.licenseDocument.fileName}/providerLicenses` };
      }
      if (c.case === 'patientPrescriptions') {
        return {
          url: `/api/no-auth/download-file/${world.approved.prescription.fileName}/patientPrescriptions`,
        };
      }
      if (c.case === 'patientQuestionnaires') {
        return { url: `/api/no-auth/download-file/${world.pending.idUpload.fileName}/patientQuestionnaires` };
      }
      // draftUpload: the ID photo patient A uploaded into their unpaid draft.
      const file = await world.db
        .selectFrom('patient_questionnaire_file as l')
        .innerJoin('stored_file as f', 'f.id', 'l.file_id')
        .select('f.file_name')
        .where('l.patient_questionnaire_id', '=', world.drafts.patientA!)
        .executeTakeFirstOrThrow();
      return { url: `/api/no-auth/download-file/${file.file_name}/patientQuestionnaires` };
    },
  },

  'GET /api/licenses': { valid: plain('/api/licenses') },
  'POST /api/licenses': {
    valid: () => ({
      url: '/api/licenses',
      payload: {
        usState: freshLicenseState(),
        licenseNumber: `VT ${++serial}`,
        expiresOn: shiftCalendarDate(licenseToday(), 365),
      },
    }),
  },
  'DELETE /api/licenses/:id': {
    valid: async (c) => {
      // A pending license of the caller's own (providers), or of another provider for everyone else.
      if (own(c)) {
        const [id] = await grantLicenses(c.world.db, c.who.user!.id, [freshLicenseState()], {
          status: 'PEND',
        });
        return { url: `/api/licenses/${id}` };
      }
      return { url: `/api/licenses/${await pendingLicenseOfAnother(c.world)}` };
    },
  },
  'GET /api/admin/licenses': { valid: plain('/api/admin/licenses') },
  'POST /api/admin/licenses/:id/verify': {
    valid: async (c) => ({ url: `/api/admin/licenses/${await pendingLicenseOfAnother(c.world)}/verify` }),
  },
  'POST /api/admin/licenses/:id/reject': {
    valid: async (c) => ({
      url: `/api/admin/licenses/${await pendingLicenseOfAnother(c.world)}/reject`,
      payload: { reason: 'The number does not match the board.' },
    }),
  },

  'GET /api/questionnaire/definition/:treatmentCategory': {
    valid: plain('/api/questionnaire/definition/EDYS'),
  },
  'POST /api/questionnaire/start': {
    valid: plain('/api/questionnaire/start', { treatmentCategory: 'MIGR', zipcode: '07030' }),
  },
  'GET /api/questionnaire/:id': { valid: (c) => ({ url: `/api/questionnaire/${questionnaireOf(c)}` }) },
  'PUT /api/questionnaire/:id/answers': {
    valid: (c) => ({
      url: `/api/questionnaire/${draftOf(c)}/answers`,
      payload: {
        stepId: 'edys_about',
        answers: { edys_adult: 'yes', edys_dob: '04/12/1980', edys_sex: 'male' },
      },
    }),
  },
  'POST /api/questionnaire/:id/upload-files': {
    valid: (c) => ({ url: `/api/questionnaire/${draftOf(c)}/upload-files`, ...scanUpload() }),
  },
  'POST /api/questionnaire/:id/signup/code': {
    valid: async (c) => {
      const payload = { email: unique('in-flow-code') };
      if (!own(c)) return { url: `/api/questionnaire/${c.world.drafts.patientA}/signup/code`, payload };
      const draft = await fresh.visitorDraft(c.world);
      return {
        url: `/api/questionnaire/${draft.id}/signup/code`,
        payload,
        headers: { cookie: `cs_qd=${draft.cookie}` },
      };
    },
  },
  'POST /api/questionnaire/:id/signup': {
    valid: async (c) => {
      const body = { ...patientSignup(unique('in-flow')), code: '000000' };
      if (!own(c)) return { url: `/api/questionnaire/${c.world.drafts.patientA}/signup`, payload: body };
      // Signing up claims the draft: a new visitor draft each time, opened by its own cookie, with the code
      // mailed to the address first.
      const draft = await fresh.visitorDraft(c.world);
      const cookie = `cs_qd=${draft.cookie}`;
      const sent = await api(c.world.app, {
        method: 'POST',
        url: `/api/questionnaire/${draft.id}/signup/code`,
        payload: { email: body.email },
        headers: { cookie },
      });
      if (sent.statusCode !== 200) throw new Error(`signup code: ${sent.body}`);
      return {
        url: `/api/questionnaire/${draft.id}/signup`,
        payload: { ...body, code: await lastMailedCode(c.world, body.email) },
        headers: { cookie },
      };
    },
  },
  'PUT /api/questionnaire/:id/medication': {
    valid: (c) => ({
      url: `/api/questionnaire/${draftOf(c)}/medication`,
      payload: { rxMedication_id: MEDICATION.EDYS },
    }),
  },

  'POST /api/prescription/checkout': {
    valid: (c) => ({ url: '/api/prescription/checkout', payload: { patientQuestionnaireId: draftOf(c) } }),
  },
  'POST /api/card-payment/checkout-session': {
    valid: (c) =>
      c.case === 'prescription'
        ? {
            url: '/api/card-payment/checkout-session',
            payload: { sessionId: c.world.rxCheckouts.patientA.sessionId },
          }
        : {
            url: '/api/card-payment/checkout-session',
            payload: {
              sessionId: c.world.membershipCheckout.sessionId,
              organizationId: c.world.who.host.organizationId,
            },
          },
  },
  'GET /api/prescription/subscription': { valid: plain('/api/prescription/subscription') },
  'GET /api/prescription/receipt/:orderId': {
    valid: (c) => ({ url: `/api/prescription/receipt/${c.world.approved.orderId}` }),
    invalid: () => ({ url: `/api/prescription/receipt/${'x'.repeat(65)}` }),
  },
  'GET /api/record/:userId/access-log': {
    valid: (c) => ({ url: `/api/record/${userOf(c)}/access-log?page=1` }),
    invalid: (c) => ({ url: `/api/record/${userOf(c)}/access-log?page=-3` }),
  },
  'GET /api/record/:userId/:format': {
    valid: (c) => ({ url: `/api/record/${userOf(c)}/fhir` }),
    invalid: (c) => ({ url: `/api/record/${userOf(c)}/docx` }),
  },
  'POST /api/admin/record/:userId': {
    valid: (c) => ({
      url: `/api/admin/record/${userOf(c)}`,
      payload: { format: 'fhir', reason: 'The patient asked by phone for a copy of their record.' },
    }),
    invalid: (c) => ({ url: `/api/admin/record/${userOf(c)}`, payload: { format: 'pdf', reason: '' } }),
  },
  'GET /api/prescription/list': {
    valid: plain('/api/prescription/list'),
    invalid: invalidQuery('/api/prescription/list?page=-3'),
  },
  'GET /api/prescription/view-address': {
    valid: (c) => ({
      url: `/api/prescription/view-address?sessionId=${c.case === 'approved' ? c.world.approved.checkoutSessionId : c.world.pending.checkoutSessionId}`,
    }),
    invalid: invalidQuery('/api/prescription/view-address'),
  },
  'POST /api/prescription/approve': {
    valid: async (c) => ({
      url: '/api/prescription/approve',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        rxMedication_id: MEDICATION.SCCM,
        sentExternally: true,
      },
    }),
  },
  'POST /api/prescription/reject': {
    valid: async (c) => ({
      url: '/api/prescription/reject',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        rejectionReason: await rejectionReason(c.world),
      },
    }),
  },
  'POST /api/prescription/refer': {
    valid: async (c) => ({
      url: '/api/prescription/refer',
      payload: {
        patientQuestionnaire_id: await fresh.pendingRequest(c.world),
        note: 'Please have this examined in person before we prescribe.',
      },
    }),
  },
  'POST /api/prescription/tracking': {
    // The same number every time: the first call adds it, the others find it unchanged.
    valid: (c) => ({
      url: '/api/prescription/tracking',
      payload: {
        orderHistory_id: c.world.approved.orderId,
        trackingNumber: '1Z999AA10123456784',
        type: 'POST',
      },
    }),
  },
  'GET /api/prescription/:id': { valid: (c) => ({ url: `/api/prescription/${questionnaireOf(c)}` }) },
  'POST /api/card-payment/webhook': {
    valid: ({ world }) => {
      const payload = JSON.stringify({
        id: `evt_matrix_${newId()}`,
        type: 'customer.created',
        data: { object: {} },
      });
      return {
        url: '/api/card-payment/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(
            sandboxWebhookSecret(world.app.config.dataDir),
            payload,
            Math.floor(Date.now() / 1000),
          ),
        },
      };
    },
  },
  'GET /api/card-payment/customer-portal': { valid: plain('/api/card-payment/customer-portal') },
  'GET /api/card-payment/subscription-info': {
    // Patients ask about one of their subscriptions; everyone else about a practice's membership.
    valid: (c) => {
      if (c.name === 'patientA' || c.name === 'patientB' || c.name === 'anonymous') {
        const patient = (own(c) ? c.name : otherPatient(c.name)) as 'patientA' | 'patientB';
        const { subscriptionId } = c.world.rxCheckouts[patient];
        return { url: `/api/card-payment/subscription-info?subscriptionId=${subscriptionId}` };
      }
      return { url: `/api/card-payment/subscription-info?organizationId=${practiceOf(c)}` };
    },
    invalid: invalidQuery(`/api/card-payment/subscription-info?organizationId=${'x'.repeat(65)}`),
  },

  'POST /api/card-payment/membership': {
    // Another practice here is one without a membership yet (the other host's; for them, the host's), so that an
    // admin's checkout for it can start.
    valid: (c) => {
      const other = c.name === 'otherHost' ? 'host' : 'otherHost';
      const organizationId = own(c) ? practiceOf(c) : c.world.who[other].organizationId;
      return { url: '/api/card-payment/membership', payload: { organizationId } };
    },
  },
  'GET /api/card-payment/membership': {
    valid: (c) => ({ url: `/api/card-payment/membership?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery(`/api/card-payment/membership?organizationId=${'x'.repeat(65)}`),
  },
  'POST /api/card-payment/customer-portal/:organizationId': {
    valid: (c) => ({ url: `/api/card-payment/customer-portal/${practiceOf(c)}` }),
  },
  'GET /api/visit-stripe': { valid: plain('/api/visit-stripe') },

  'GET /api/profile': {
    valid: (c) => ({ url: `/api/profile?userId=${userOf(c)}` }),
    invalid: invalidQuery(`/api/profile?userId=${'x'.repeat(300)}`),
  },
  'PUT /api/profile': {
    valid: (c) => ({ url: '/api/profile', payload: { id: userOf(c), firstName: 'Robin', lastName: 'Hale' } }),
  },
  'POST /api/profilePicture/:organizationId/:userId/:type': {
    valid: (c) => ({ url: pictureUrl(c), ...pictureUpload() }),
  },
  'PUT /api/profile/avatar/:organizationId/:userId/:type': {
    valid: (c) => ({
      url: pictureUrl(c).replace('/api/profilePicture/', '/api/profile/avatar/'),
      payload: { imageId: 'initials' },
    }),
  },
  'PUT /api/organization': {
    valid: (c) => ({ url: '/api/organization', payload: { id: practiceOf(c), name: 'Renamed Practice' } }),
  },
  'GET /api/notification/:organizationId': {
    valid: (c) => ({ url: `/api/notification/${notificationPath(c)}` }),
  },
  'PUT /api/notification/:organizationId': {
    valid: (c) => ({
      url: `/api/notification/${notificationPath(c)}`,
      payload: { settings: [{ type: 'CHAT', method: ['EMAL'] }] },
    }),
  },

  'GET /api/properties': {
    valid: (c) => ({ url: `/api/properties?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery(`/api/properties?organizationId=${'x'.repeat(300)}`),
  },
  'GET /api/properties/guest': {
    valid: (c) => ({ url: `/api/properties/guest?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery('/api/properties/guest?page=0'),
  },
  'GET /api/properties/suggestion/geometry': {
    valid: plain('/api/properties/suggestion/geometry?lat=40.7445&lng=-74.0329&range=5'),
    invalid: invalidQuery('/api/properties/suggestion/geometry'),
  },
  'GET /api/properties/nearby': { valid: plain('/api/properties/nearby') },
  'PUT /api/properties/update-priority/:organizationId': {
    valid: (c) => ({
      url: `/api/properties/update-priority/${practiceOf(c)}`,
      payload: { prioritizeProperty: [propertyOf(c)] },
    }),
  },
  'POST /api/propertyMatch/:propertyId': {
    valid: (c) => ({
      url: `/api/propertyMatch/${propertyOf(c)}`,
      payload: { organizationId: actingPractice(c) },
    }),
  },
  'POST /api/properties': {
    valid: (c) => ({ url: '/api/properties', payload: propertyBody({ organizationId: practiceOf(c) }) }),
  },
  'GET /api/properties/:id': {
    valid: (c) => ({
      url: `/api/properties/${c.case === 'draft' ? c.world.hostDraftProperty : propertyOf(c)}`,
    }),
  },
  'PUT /api/properties/:id': {
    valid: (c) => ({ url: `/api/properties/${propertyOf(c)}`, payload: propertyBody() }),
  },
  'DELETE /api/properties/:id': {
    valid: async (c) => ({
      url: `/api/properties/${await fresh.property(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/search/lessee': {
    valid: plain('/api/search/lessee?state=NJ'),
    invalid: invalidQuery('/api/search/lessee?state=ZZ'),
  },

  'POST /api/propertyIntroduction': {
    valid: async (c) => ({
      url: '/api/propertyIntroduction',
      payload: {
        propertyId: own(c) ? propertyOf(c) : await fresh.property(c.world, otherHost(c.name)),
        // An admin applies for a practice they name.
        ...(c.who.user && !c.who.organizationId && c.name === 'admin'
          ? { organizationId: actingPractice(c) }
          : {}),
        messageToHost: 'Two mornings a week, please.',
        howSoon: 'NOWX',
      },
    }),
  },
  'GET /api/propertyIntroduction/host/:organizationId': {
    valid: (c) => ({ url: `/api/propertyIntroduction/host/${practiceOf(c)}?viewCondition=simple` }),
  },
  'POST /api/propertyIntroduction/:decision/:applicationId': {
    valid: async (c) => ({
      url: `/api/propertyIntroduction/true/${await fresh.application(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/propertyChat': { valid: plain('/api/propertyChat') },
  'GET /api/propertyChat/:chatId/messages': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/messages` }),
  },
  'POST /api/propertyChat/:chatId/messages': {
    valid: (c) => ({
      url: `/api/propertyChat/${chatOf(c)}/messages`,
      payload: { clientMessageId: `matrix-${newId()}`, body: 'Is Tuesday morning still free?' },
    }),
  },
  'POST /api/propertyChat/:chatId/read': {
    // The first message of the conversation (every conversation of the matrix has one).
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/read`, payload: { seq: 1 } }),
  },
  'GET /api/propertyChat/:chatId/socket': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/socket`, transport: 'websocket' }),
  },
  'GET /api/propertyChat/:chatId/stream': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/stream`, transport: 'event-stream' }),
  },

  'GET /api/dev/mailbox': { valid: plain('/api/dev/mailbox?limit=1') },
  'GET /dev/mailbox': { valid: plain('/dev/mailbox?limit=1') },
  'POST /api/dev/payments/advance-clock': {
    valid: async ({ world }) => ({
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId: (await fresh.portalToken(world)).subscriptionId },
    }),
  },

  'GET /sandbox-pay/checkout/:sessionId': {
    valid: async ({ world }) => ({ url: `/sandbox-pay/checkout/${await fresh.checkoutSession(world)}` }),
  },
  'POST /sandbox-pay/checkout/:sessionId': {
    valid: async ({ world }) => ({
      url: `/sandbox-pay/checkout/${await fresh.checkoutSession(world)}`,
      payload: new URLSearchParams(CARD).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /sandbox-pay/portal/:token': {
    valid: async ({ world }) => ({ url: `/sandbox-pay/portal/${(await fresh.portalToken(world)).token}` }),
  },
  'POST /sandbox-pay/portal/:token/cancel': {
    valid: async ({ world }) => {
      const portal = await fresh.portalToken(world);
      return {
        url: `/sandbox-pay/portal/${portal.token}/cancel`,
        payload: new URLSearchParams({ subscriptionId: portal.subscriptionId }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
  },
};

/** Picture calls: a person's own picture, another's, or a practice's logo (own or another's). */
function pictureUrl(c: CallContext): string {
  if (c.case === 'ownPractice' || c.case === 'otherPractice') {
    const organizationId =
      c.case === 'ownPractice'
        ? required(c.who.organizationId, c)
        : c.world.who[otherHost(c.name)].organizationId!;
    const owner = c.case === 'ownPractice' ? c.who : c.world.who[otherHost(c.name)];
    // An admin names the practice and its owner.
    const userId =
      c.name === 'admin' || c.case === 'ownPractice' ? owner.user!.id : (c.who.user?.id ?? owner.user!.id);
    return `/api/profilePicture/${organizationId}/${userId}/organization`;
  }
  const userId = userOf(c);
  const subject = own(c) ? c.who : c.world.who[otherPatient(c.name)];
  return `/api/profilePicture/${subject.organizationId ?? userId}/${userId}/user`;
}

/** Preferences are a person's: the caller's practice (or their own id without one); another practice's. */
function notificationPath(c: CallContext): string {
  if (own(c)) return c.who.organizationId ?? c.who.user!.id;
  return c.world.who[otherHost(c.name)].organizationId!;
}

let reasonId: string | undefined;
async function rejectionReason(world: World): Promise<string> {
  reasonId ??= (
    await world.db
      .selectFrom('reference_item')
      .select('id')
      .where('table_name', '=', 'questionnaireRejectionReason')
      .where('id', '!=', 'OTHR')
      .executeTakeFirstOrThrow()
  ).id;
  return reasonId;
}
