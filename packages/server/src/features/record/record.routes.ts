import {
  adminRecordExportBodySchema,
  adminRecordExportParamsSchema,
  recordAccessQuerySchema,
  recordAccessResultSchema,
  recordParamsSchema,
} from '@carespace/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin, requireUser } from '../../plugins/guards.ts';
import { accessLog, exportOwnRecord, exportRecordForPatient, type RecordFile } from './record.service.ts';

/** A file download: the 200 is the file itself; errors keep the JSON envelope. */
const fileResponses = {
  ...responses(z.null()),
  200: z.any().describe('application/pdf or application/fhir+json'),
};

/** Sent as a download and never stored on the way: the record is made for this answer only. */
function sendRecord(reply: FastifyReply, file: RecordFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/record/:userId/access-log',
    {
      // Any signed-in caller reaches the service, which answers 404 for everyone but the patient themselves.
      onRequest: requireUser,
      schema: {
        tags: ['record'],
        summary:
          "Who has read the patient's ePHI, newest first, paged (the patient only; anyone else gets 404; audited)",
        params: z.object({ userId: recordParamsSchema.shape.userId }),
        querystring: recordAccessQuerySchema,
        response: responses(recordAccessResultSchema),
      },
    },
    async (request) => ok(await accessLog(request.ctx, request.params.userId, request.query)),
  );

  app.get(
    '/record/:userId/:format',
    {
      onRequest: requireUser,
      schema: {
        tags: ['record'],
        summary:
          "The patient's whole record as a PDF or a FHIR R4 Bundle (the patient only; anyone else gets 404; a bulk " +
          'ePHI read: audited)',
        params: recordParamsSchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendRecord(reply, await exportOwnRecord(request.ctx, request.params.userId, request.params.format)),
  );

  app.post(
    '/admin/record/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Produces a patient's whole record for them (admin only, with a reason that is written to the audit log)",
        params: adminRecordExportParamsSchema,
        body: adminRecordExportBodySchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendRecord(reply, await exportRecordForPatient(request.ctx, request.params.userId, request.body)),
  );
};
