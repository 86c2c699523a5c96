import {
  adminUserStatusBodySchema,
  adminUserStatusParamsSchema,
  adminUserStatusResultSchema,
  adminUserSummarySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin } from '../../plugins/guards.ts';
import { setUserStatus, userSummary } from './admin-accounts.service.ts';

/** Account status changes from the console. Admin-only: anyone else gets NO_ADMIN_PRIVILEGES. */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before body and query validation: a non-admin learns nothing about the call, not even its schema.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/users/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "One account's status, role and practice, for the console's detail pages (audited)",
        params: adminUserStatusParamsSchema,
        response: responses(adminUserSummarySchema),
      },
    },
    async (request) => ok(await userSummary(request.ctx, request.params.userId)),
  );

  app.put(
    '/admin/users/:userId/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deactivate (DEAC) or reactivate (ACTV) an account; deactivation ends its sessions at once',
        params: adminUserStatusParamsSchema,
        body: adminUserStatusBodySchema,
        response: responses(adminUserStatusResultSchema),
      },
    },
    async (request) => ok(await setUserStatus(request.ctx, request.params.userId, request.body)),
  );
};
