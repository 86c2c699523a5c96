import {
  adminLicenseQueueSchema,
  licenseIdParamsSchema,
  licenseListSchema,
  licenseRejectSchema,
  licenseSubmitSchema,
  licenseViewSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin, requireCaller } from '../../plugins/guards.ts';
import { registerDeletionGuard } from '../files/file-access-rules.ts';
import { licenseDocumentRefusal } from './license-documents.ts';
import * as licenses from './licenses.service.ts';

/** A provider's own state licenses: listed, added (always pending) and withdrawn while pending. */
export const licensesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A license's document is the evidence it was verified on: it is deleted only with its (pending) license.
  registerDeletionGuard('providerLicenses', licenseDocumentRefusal);
  // onRequest, before the body is read or validated: signed out 401, not a provider 403.
  app.addHook(
    'onRequest',
    requireCaller((actor) => actor !== null && actor.providerRole !== null),
  );

  app.get(
    '/licenses',
    {
      schema: {
        tags: ['licenses'],
        summary: "The caller's state licenses with where each stands (providers)",
        response: responses(licenseListSchema),
      },
    },
    async (request) => ok(await licenses.listOwn(request.ctx)),
  );

  app.post(
    '/licenses',
    {
      schema: {
        tags: ['licenses'],
        summary: 'Adds a state license; it stays pending until an admin verifies it (providers)',
        body: licenseSubmitSchema,
        response: responses(licenseViewSchema),
      },
    },
    async (request) => ok(await licenses.submit(request.ctx, request.body)),
  );

  app.delete(
    '/licenses/:id',
    {
      schema: {
        tags: ['licenses'],
        summary: "Withdraws one of the caller's pending licenses and its document",
        params: licenseIdParamsSchema,
        response: responses(z.object({ id: z.string() })),
      },
    },
    async (request) => ok(await licenses.withdraw(request.ctx, request.params.id)),
  );
};

/** The console's queue of licenses to verify. Admin-only: anyone else gets NO_ADMIN_PRIVILEGES. */
export const adminLicensesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before body and query validation: a non-admin learns nothing about the call, not even its schema.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/licenses',
    {
      schema: {
        tags: ['admin', 'licenses'],
        summary: 'Licenses waiting for verification, oldest first, with their providers (audited)',
        response: responses(adminLicenseQueueSchema),
      },
    },
    async (request) => ok(await licenses.queue(request.ctx)),
  );

  app.post(
    '/admin/licenses/:id/verify',
    {
      schema: {
        tags: ['admin', 'licenses'],
        summary: 'Verifies a pending, unexpired license, once; the provider is emailed (audited)',
        params: licenseIdParamsSchema,
        response: responses(licenseViewSchema),
      },
    },
    async (request) => ok(await licenses.verify(request.ctx, request.params.id)),
  );

  app.post(
    '/admin/licenses/:id/reject',
    {
      schema: {
        tags: ['admin', 'licenses'],
        summary: 'Rejects a pending license with a reason the provider is emailed, once (audited)',
        params: licenseIdParamsSchema,
        body: licenseRejectSchema,
        response: responses(licenseViewSchema),
      },
    },
    async (request) => ok(await licenses.reject(request.ctx, request.params.id, request.body)),
  );
};
