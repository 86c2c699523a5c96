import {
  adminBookingsQuerySchema,
  adminPatientsQuerySchema,
  adminPropertiesQuerySchema,
  adminProvidersQuerySchema,
  applicationListQuerySchema,
  idSchema,
  prescriptionListQuerySchema,
} from '@carespace/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/envelope.ts';
import { requireAdmin } from '../../plugins/guards.ts';
import {
  bookingsCsv,
  type CsvExport,
  connectionsCsv,
  patientsCsv,
  prescriptionsCsv,
  propertiesCsv,
  providersCsv,
} from './admin-export.service.ts';

/** A CSV download: the 200 is the file itself, errors keep the JSON envelope. */
export const csvResponses = { ...responses(z.null()), 200: z.string().describe('text/csv') };

/** Sends an export as a download, streamed as it is read. */
export function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv.body);
}

/**
 * The admin tables as CSV files: the same query as the table's list call (search and sort; the page is ignored),
 * every matching row. Admin-only: anyone else gets NO_ADMIN_PRIVILEGES before the query is read.
 */
export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/patients/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Every patient the table's search selects, as CSV (a bulk ePHI read: audited with its row count)",
        querystring: adminPatientsQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, patientsCsv(request.ctx, request.query)),
  );

  app.get(
    '/admin/providers/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Every provider the table's search selects, as CSV (audited with its row count)",
        querystring: adminProvidersQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, providersCsv(request.ctx, request.query)),
  );

  app.get(
    '/admin/properties/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Every listing the table's search selects, as CSV (audited with its row count)",
        querystring: adminPropertiesQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, propertiesCsv(request.ctx, request.query)),
  );
  app.get(
    '/admin/prescriptions/export',
    {
      schema: {
        tags: ['admin'],
        summary: "One tab of prescription requests as the list's filters select them, as CSV (ePHI: audited)",
        querystring: prescriptionListQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, prescriptionsCsv(request.ctx, request.query)),
  );
  app.get(
    '/admin/connections/export',
    {
      schema: {
        tags: ['admin'],
        summary: "One view of the space applications (every organization's, or one's), as CSV (audited)",
        // The Connections list's own query, with the organization its path names made optional (all of them); the
        // file holds one of the admin's three views (the short 'simple' view is a host's list, not a table).
        querystring: applicationListQuerySchema.extend({
          organizationId: idSchema.optional(),
          viewCondition: z.enum(['pending', 'approved', 'rejected']).default('pending'),
        }),
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, connectionsCsv(request.ctx, request.query)),
  );
  app.get(
    '/admin/bookings/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Every booking the table's filters select, as CSV (audited with its row count)",
        querystring: adminBookingsQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) => sendCsv(reply, bookingsCsv(request.ctx, request.query)),
  );
};
