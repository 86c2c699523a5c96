import { api, createUser, sessionFor } from '../test/api.ts';
import {
  currentPhone,
  lastMailKey,
  lastTextedCode,
  nextSerial,
  PASSWORD,
  patientSignup,
  plain,
  type RouteRequests,
  signedUpPatientKey,
  twoFactorChallenge,
  unique,
  userOf,
} from './request-helpers.ts';

/** The authorization matrix's requests of signing up and in, two-factor, passwords, account security and the idle gate's events. */

export const ACCOUNT_REQUESTS: Record<string, RouteRequests> = {
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
      payload: {
        phone: `20155${String(10000 + nextSerial()).slice(-5)}`,
        twoFactor: false,
        userId: userOf(c),
      },
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
};
