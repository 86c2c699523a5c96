import {
  forgotPasswordSchema,
  identitySchema,
  loginSchema,
  organizationInviteBodySchema,
  patientSignupBodySchema,
  providerSignupBodySchema,
  resetPasswordBodySchema,
  securityCheckBodySchema,
  TWO_FACTOR,
  twoFactorSendBodySchema,
  twoFactorSubmitBodySchema,
  verifyEmailBodySchema,
  welcomeBodySchema,
} from '@carespace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { actorOf, requireCaller, requireUser } from '../../plugins/guards.ts';
import { accountRateLimit, networkRateLimit } from '../../plugins/rate-limit.ts';
import { AUTH_POLICY } from './auth.policy.ts';
import * as auth from './auth.service.ts';
import { createLoginThrottle } from './create-login-throttle.ts';
import { endSession, startSession } from './session.ts';

const loginResult = z.union([
  z.object({ twoFactorRequired: z.literal(false), identity: identitySchema }),
  z.object({ twoFactorRequired: z.literal(true), userId: z.string(), phoneNumber: z.string() }),
]);
const message = z.object({ message: z.string() });

// The browser that passed the password step holds this; the code step must come from the same browser.
const TWO_FACTOR_COOKIE = 'carespace_2fa';

const perIp = { max: AUTH_POLICY.attemptsPerWindow, timeWindow: AUTH_POLICY.attemptWindow };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reset links are mailed: a ceiling per address keeps one inbox from being flooded. Sign-in has no such
  // window per account (a stranger could fill it and keep the owner out): its throttle slows wrong passwords down.
  const resetsPerAccount = accountRateLimit(
    app,
    'reset',
    AUTH_POLICY.attemptsPerWindow,
    AUTH_POLICY.attemptWindow,
  );
  const signInsPerNetwork = networkRateLimit(
    app,
    'sign-in',
    AUTH_POLICY.attemptsPerNetworkWindow,
    AUTH_POLICY.attemptWindow,
  );
  const throttle = createLoginThrottle(app.db, app.redis, app.log);
  const secure = !app.config.isDevelopment && app.config.env !== 'test';

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    await startSession(app, request, reply, userId);
    reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/auth' });
    const identity = await auth.identityFor(request.ctx, userId);
    return ok({ twoFactorRequired: false as const, identity: identity! });
  }

  app.get(
    '/auth/identity',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null when signed out',
        response: responses(identitySchema.nullable()),
      },
    },
    async (request) => ok(request.actor ? await auth.identityFor(request.ctx, request.actor.userId) : null),
  );

  app.post(
    '/auth/signup/patient',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Create a patient account',
        body: patientSignupBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.signUpPatient(request.ctx, request.body);
      return ok({ message: 'Check your email: we sent you a link to verify your address.' });
    },
  );

  app.post(
    '/auth/signup/provider',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Create a provider account and the practice they own',
        body: providerSignupBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.signUpProvider(request.ctx, request.body);
      return ok({ message: 'Check your email: we sent you a link to verify your address.' });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: perIp },
      preHandler: signInsPerNetwork,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: responses(loginResult),
      },
    },
    async (request, reply) => {
      const outcome = await auth.logIn(request.ctx, request.body.email, request.body.password, throttle);
      if (outcome.kind === 'throttled') {
        reply.header('retry-after', Math.ceil(outcome.retryAfterMs / 1000));
        throw new AppError('SIGN_IN_THROTTLED', outcome.message);
      }
      if (outcome.kind === 'signedIn') return signIn(request, reply, outcome.userId);
      reply.setCookie(TWO_FACTOR_COOKIE, outcome.challengeToken, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: AUTH_POLICY.codeMinutes * 60,
      });
      return ok({
        twoFactorRequired: true as const,
        userId: outcome.userId,
        phoneNumber: outcome.phoneNumber,
      });
    },
  );

  app.post(
    '/auth/two-factor/verify',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Send a new sign-in code to the registered phone',
        body: twoFactorSendBodySchema.partial({ phoneNumber: true }),
        response: responses(message),
      },
    },
    async (request) => {
      await auth.resendLoginCode(request.ctx, request.body.userId, request.cookies[TWO_FACTOR_COOKIE]);
      return ok({ message: TWO_FACTOR.codeSent });
    },
  );

  app.post(
    '/auth/two-factor',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with the texted code',
        body: twoFactorSubmitBodySchema,
        response: responses(loginResult),
      },
    },
    async (request, reply) => {
      const userId = await auth.submitLoginCode(
        request.ctx,
        request.body.userId,
        request.body.code,
        request.cookies[TWO_FACTOR_COOKIE],
      );
      return signIn(request, reply, userId);
    },
  );

  app.get(
    '/logout',
    {
      // A GET by contract, yet it ends the session: it needs the CSRF header as every write does (plugins/csrf.ts).
      config: { changesState: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign out (ends the session on the server). Needs the X-Requested-With header of every state-changing call (403 without it)',
        response: responses(message),
      },
    },
    async (request, reply) => {
      const userId = request.actor?.userId;
      await endSession(app, request, reply);
      if (userId) await request.ctx.audit({ eventCode: 'LGOT', userId });
      return ok({ message: 'Signed out' });
    },
  );

  for (const [path, verify, summary] of [
    ['/auth/verify-email', auth.verifyEmail, 'Verify an email address with the emailed key'],
    [
      '/auth/verify-update-email',
      auth.verifyUpdatedEmail,
      'Confirm a change of email address with the emailed key',
    ],
  ] as const) {
    app.post(
      path,
      {
        config: { rateLimit: perIp },
        schema: { tags: ['auth'], summary, body: verifyEmailBodySchema, response: responses(message) },
      },
      async (request) => {
        await verify(request.ctx, request.body.verificationKey);
        return ok({ message: 'Your email has been verified!' });
      },
    );
  }

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: perIp },
      preHandler: [signInsPerNetwork, resetsPerAccount],
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link',
        body: forgotPasswordSchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.ctx, request.body.email);
      return ok({
        message:
          'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.',
      });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed key',
        body: resetPasswordBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.resetPassword(request.ctx, request.body.verificationKey, request.body.password, throttle);
      return ok({ message: 'Your password has been reset. Please log in with your new password.' });
    },
  );

  app.post(
    '/auth/security-check',
    {
      onRequest: requireUser,
      config: {
        rateLimit: {
          ...perIp,
          keyGenerator: (request: FastifyRequest) => `check:${request.actor?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Re-enter the password to unlock an idle screen',
        body: securityCheckBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.securityCheck(request.ctx, actorOf(request).userId, request.body.password);
      return ok({ message: 'Unlocked' });
    },
  );

  app.post(
    '/organization/invite',
    {
      // Into the caller's own practice: someone with none is refused before anything else.
      onRequest: requireCaller((actor) => actor?.organizationId != null),
      schema: {
        tags: ['organizations'],
        summary: 'Invite a colleague into your organization',
        body: organizationInviteBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.inviteToOrganization(request.ctx, actorOf(request).userId, request.body);
      return ok({ message: `Invitation sent to ${request.body.email}` });
    },
  );

  app.post(
    '/auth/welcome',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Set the password of an invited account',
        body: welcomeBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await auth.acceptInvitation(request.ctx, request.body.verificationKey, request.body.password);
      return ok({ message: 'Your password is set. Please log in.' });
    },
  );
};
