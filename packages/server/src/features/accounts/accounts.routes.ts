import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  checkVerifyPhoneBodySchema,
  SECURITY,
  sendVerifyPhoneBodySchema,
  TWO_FACTOR,
  twoFactorSetupBodySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { actorOf, requireUser } from '../../plugins/guards.ts';
import * as accounts from './accounts.service.ts';

const message = z.object({ message: z.string() });
const securityProfile = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});

/** 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) …' → 'macOS': enough for a security notice. */
function osFromUserAgent(userAgent: string | null): string {
  const ua = userAgent ?? '';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/iPhone|iPad|iOS/i.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/CrOS/i.test(ua)) return 'ChromeOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return 'Unknown device';
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const limited = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

  app.get(
    '/account/security',
    {
      schema: {
        tags: ['account'],
        summary: 'Email, phone and two-factor state of your account',
        response: responses(securityProfile),
      },
    },
    async (request) => ok(await accounts.securityProfile(request.ctx, actorOf(request).userId)),
  );

  app.post(
    '/account/change-email',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Request a change of email',
        body: changeEmailBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.changeEmail(request.ctx, request.body);
      return ok({ message: SECURITY.emailChangeSent });
    },
  );

  app.put(
    '/account/change-password',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Change your password',
        body: changePasswordBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.changePassword(request.ctx, request.body, osFromUserAgent(request.ctx.userAgent));
      return ok({ message: SECURITY.passwordUpdated });
    },
  );

  app.put(
    '/account/change-phone',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Change your phone number',
        body: changePhoneBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.changePhone(request.ctx, request.body);
      return ok({ message: SECURITY.phoneUpdated });
    },
  );

  app.post(
    '/account/send-verify-phone',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Text a verification code to your phone',
        body: sendVerifyPhoneBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.sendVerifyPhone(request.ctx, actorOf(request).userId, request.body.phoneNumber);
      return ok({ message: TWO_FACTOR.codeSent });
    },
  );

  app.post(
    '/account/check-verify-phone',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Verify your phone with the texted code',
        body: checkVerifyPhoneBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.checkVerifyPhone(request.ctx, request.body);
      return ok({ message: SECURITY.phoneVerified });
    },
  );

  app.put(
    '/account/two-factor-setup',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in on or off',
        body: twoFactorSetupBodySchema,
        response: responses(message),
      },
    },
    async (request) => {
      await accounts.setTwoFactor(request.ctx, request.body);
      return ok({ message: TWO_FACTOR.preferenceSaved });
    },
  );
};
