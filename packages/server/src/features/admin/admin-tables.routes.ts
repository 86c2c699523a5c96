import {
  adminBookingsQuerySchema,
  adminBookingsResultSchema,
  adminPatientsQuerySchema,
  adminPatientsResultSchema,
  adminPropertiesQuerySchema,
  adminPropertiesResultSchema,
  adminProvidersQuerySchema,
  adminProvidersResultSchema,
  adminStatsSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin } from '../../plugins/guards.ts';
import {
  bookingsTable,
  dashboardStats,
  patientsTable,
  propertiesTable,
  providersTable,
} from './admin-tables.service.ts';

/** The operator's tables and dashboard figures. Admin-only: anyone else gets NO_ADMIN_PRIVILEGES. */
export const adminTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before body and query validation: a non-admin learns nothing about the call, not even its schema.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/patients',
    {
      schema: {
        tags: ['admin'],
        summary: 'Patients, searched, sorted and paged on the server (an ePHI read: audited)',
        querystring: adminPatientsQuerySchema,
        response: responses(adminPatientsResultSchema),
      },
    },
    async (request) => ok(await patientsTable(request.ctx, request.query)),
  );

  app.get(
    '/admin/providers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Providers with their practice and listing count, searched, sorted and paged on the server',
        querystring: adminProvidersQuerySchema,
        response: responses(adminProvidersResultSchema),
      },
    },
    async (request) => ok(await providersTable(request.ctx, request.query)),
  );

  app.get(
    '/admin/properties',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every listing but deleted ones, searched, sorted and paged on the server',
        querystring: adminPropertiesQuerySchema,
        response: responses(adminPropertiesResultSchema),
      },
    },
    async (request) => ok(await propertiesTable(request.ctx, request.query)),
  );

  app.get(
    '/admin/bookings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Space bookings (paid or cancelled), searched, filtered, sorted and paged on the server',
        querystring: adminBookingsQuerySchema,
        response: responses(adminBookingsResultSchema),
      },
    },
    async (request) => ok(await bookingsTable(request.ctx, request.query)),
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: "The operator dashboard's figures",
        response: responses(adminStatsSchema),
      },
    },
    async (request) => ok(await dashboardStats(request.ctx)),
  );
};
