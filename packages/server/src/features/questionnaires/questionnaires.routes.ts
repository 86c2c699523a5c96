import {
  fileRecordSchema,
  identitySchema,
  medicationChoiceBodySchema,
  medicationPriceOptionSchema,
  QUESTIONNAIRE_DRAFT_COOKIE,
  questionnaireAnswersBodySchema,
  questionnaireAnswersResultSchema,
  questionnaireDefinitionSchema,
  questionnaireIdParamsSchema,
  questionnaireProgressSchema,
  questionnaireSignupBodySchema,
  questionnaireSignupCodeBodySchema,
  questionnaireStartBodySchema,
  questionnaireStartResultSchema,
  SIGNUP_CODE,
  treatmentCategoryParamSchema,
} from '@carespace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireCaller, requireUser } from '../../plugins/guards.ts';
import { accountRateLimit, networkRateLimit } from '../../plugins/rate-limit.ts';
import { AUTH_POLICY } from '../auth/auth.policy.ts';
import { identityFor } from '../auth/auth.service.ts';
import { startSession } from '../auth/session.ts';
import { readUploads } from '../files/upload-reader.ts';
import * as questionnaires from './questionnaires.service.ts';

/** An anonymous draft lives a week in its browser (then it is deleted); after that the visitor starts again. */
const DRAFT_COOKIE_MAX_AGE_S = questionnaires.DRAFT_LIFETIME_MS / 1000;
const DRAFT_COOKIE_PATH = '/api/questionnaire';

const draftSecretOf = (request: FastifyRequest) => request.cookies[QUESTIONNAIRE_DRAFT_COOKIE];

/** Anyone may start a draft or upload to it, so both have a per-IP ceiling a person never reaches. */
const START_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

export const questionnairesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = !app.config.isDevelopment && app.config.env !== 'test';

  app.get(
    '/questionnaire/definition/:treatmentCategory',
    {
      schema: {
        tags: ['questionnaires'],
        summary: "A treatment category's questionnaire: steps, questions, options and branching",
        params: z.object({ treatmentCategory: treatmentCategoryParamSchema }),
        response: responses(questionnaireDefinitionSchema),
      },
    },
    async (request) => ok(await questionnaires.definitionOf(request.ctx, request.params.treatmentCategory)),
  );

  app.post(
    '/questionnaire/start',
    {
      // Visitors and patients; providers and admins never start one (403).
      onRequest: requireCaller((actor) => actor === null || actor.isPatient),
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        tags: ['questionnaires'],
        summary:
          'Starts (or resumes) a questionnaire for a served state; anonymous visitors get the draft cookie cs_qd',
        body: questionnaireStartBodySchema,
        response: responses(questionnaireStartResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await questionnaires.start(request.ctx, request.body, draftSecretOf(request));
      if (outcome.draftSecret) {
        reply.setCookie(QUESTIONNAIRE_DRAFT_COOKIE, outcome.draftSecret, {
          path: DRAFT_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: DRAFT_COOKIE_MAX_AGE_S,
        });
      }
      return ok(outcome.result);
    },
  );

  app.get(
    '/questionnaire/:id',
    {
      schema: {
        tags: ['questionnaires'],
        summary: "A questionnaire's answers and progress (ePHI: audited)",
        params: questionnaireIdParamsSchema,
        response: responses(questionnaireProgressSchema),
      },
    },
    async (request) =>
      ok(await questionnaires.progress(request.ctx, request.params.id, draftSecretOf(request))),
  );

  app.put(
    '/questionnaire/:id/answers',
    {
      schema: {
        tags: ['questionnaires'],
        summary: "Saves one step's answers and answers whether the patient may go on",
        params: questionnaireIdParamsSchema,
        body: questionnaireAnswersBodySchema,
        response: responses(questionnaireAnswersResultSchema),
      },
    },
    async (request) =>
      ok(
        await questionnaires.saveAnswers(
          request.ctx,
          request.params.id,
          draftSecretOf(request),
          request.body,
        ),
      ),
  );

  app.post(
    '/questionnaire/:id/upload-files',
    {
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['questionnaires'],
        summary:
          'Uploads photos or ID for the questionnaire (multipart, repeated field "file"; 10385760 bytes)',
        consumes: ['multipart/form-data'],
        params: questionnaireIdParamsSchema,
        response: responses(z.array(fileRecordSchema)),
      },
    },
    async (request) => {
      const files = await readUploads(request, { single: false });
      return ok(await questionnaires.upload(request.ctx, request.params.id, draftSecretOf(request), files));
    },
  );

  const codesPerAddress = accountRateLimit(
    app,
    'signup-code',
    AUTH_POLICY.signupCodesPerAddress,
    AUTH_POLICY.attemptWindow,
  );
  const codesPerNetwork = networkRateLimit(
    app,
    'signup-code',
    AUTH_POLICY.attemptsPerNetworkWindow,
    AUTH_POLICY.attemptWindow,
  );

  app.post(
    '/questionnaire/:id/signup/code',
    {
      config: { rateLimit: { max: AUTH_POLICY.attemptsPerWindow, timeWindow: AUTH_POLICY.attemptWindow } },
      preHandler: [codesPerNetwork, codesPerAddress],
      schema: {
        tags: ['questionnaires'],
        summary:
          'Mails a 6-digit code to the address the visitor signs up with (the same answer whether or not it has an account)',
        params: questionnaireIdParamsSchema,
        body: questionnaireSignupCodeBodySchema,
        response: responses(z.object({ message: z.string() })),
      },
    },
    async (request) => {
      await questionnaires.requestSignupCode(
        request.ctx,
        request.params.id,
        draftSecretOf(request),
        request.body.email,
      );
      return ok({ message: SIGNUP_CODE.sent(request.body.email.trim()) });
    },
  );

  app.post(
    '/questionnaire/:id/signup',
    {
      config: { rateLimit: { max: AUTH_POLICY.attemptsPerWindow, timeWindow: AUTH_POLICY.attemptWindow } },
      schema: {
        tags: ['questionnaires'],
        summary:
          'Creates the patient account inside the flow (with the mailed code), claims the draft and signs the patient in',
        params: questionnaireIdParamsSchema,
        body: questionnaireSignupBodySchema,
        response: responses(identitySchema),
      },
    },
    async (request, reply) => {
      const userId = await questionnaires.signUp(
        request.ctx,
        request.params.id,
        draftSecretOf(request),
        request.body,
      );
      await startSession(app, request, reply, userId);
      const identity = await identityFor(request.ctx, userId);
      return ok(identity!);
    },
  );

  app.put(
    '/questionnaire/:id/medication',
    {
      // Choosing a medication needs an account (it leads to checkout): a visitor is asked to sign in first.
      onRequest: requireUser,
      schema: {
        tags: ['questionnaires'],
        summary: "Chooses the medication price option (of the questionnaire's category) for the subscription",
        params: questionnaireIdParamsSchema,
        body: medicationChoiceBodySchema,
        response: responses(medicationPriceOptionSchema),
      },
    },
    async (request) =>
      ok(
        await questionnaires.chooseMedication(
          request.ctx,
          request.params.id,
          draftSecretOf(request),
          request.body,
        ),
      ),
  );
};
