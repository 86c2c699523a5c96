import {
  idSchema,
  notificationSettingsUpdateSchema,
  notificationSettingViewSchema,
  profileQuerySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/guards.ts';
import { getNotificationSettings, saveNotificationSettings } from './notifications.service.ts';

const params = z.object({ organizationId: idSchema });

/** Notification preferences (GET/PUT /notification/{organizationId}, under /api like every call). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/notification/:organizationId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How you hear about each event: email, text, both or neither',
        params,
        querystring: profileQuerySchema,
        response: responses(z.array(notificationSettingViewSchema)),
      },
    },
    async (request) =>
      ok(await getNotificationSettings(request.ctx, request.params.organizationId, request.query.userId)),
  );

  app.put(
    '/notification/:organizationId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Saves your notification preferences',
        params,
        querystring: profileQuerySchema,
        body: notificationSettingsUpdateSchema,
        response: responses(z.array(notificationSettingViewSchema)),
      },
    },
    async (request) =>
      ok(
        await saveNotificationSettings(
          request.ctx,
          request.params.organizationId,
          request.body,
          request.query.userId,
        ),
      ),
  );
};
