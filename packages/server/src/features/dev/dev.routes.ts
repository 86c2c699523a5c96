import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import { recentMail, recentSms } from './dev.repository.ts';
import { renderMailbox } from './mailbox-page.ts';

const query = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, when the message has one. */
  html: z.string().nullable(),
  /** Files the message carried (a booking's calendar invitation); left out when none. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
  createdOn: z.string(),
});
const sms = z.object({ id: z.string(), to: z.string(), body: z.string(), createdOn: z.string() });

/**
 * Messages are delivered to the outboxes by the outbound worker just after the action that queued them: the
 * mailbox waits that moment (at most this long) so that what was just sent is there when it is read.
 */
const MAILBOX_WAIT_MS = 2_000;

/**
 * What the offline mail and SMS adapters "sent", for people and tests in development. Never registered in
 * production (see app.ts), where real adapters deliver and these tables stay empty; and answered only to callers
 * on this machine (plugins/loopback-only.ts): a development server listens on every interface, and the mailbox
 * holds every password-reset link.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Mail and texts held by the offline adapters (development only; answered to callers on this machine only, 404 to any other)',
        querystring: query,
        response: responses(z.object({ mail: z.array(mail), sms: z.array(sms) })),
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      await app.outbound.settled(MAILBOX_WAIT_MS);
      const [mails, texts] = await Promise.all([recentMail(app.db, to, limit), recentSms(app.db, to, limit)]);
      return ok({
        mail: mails.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          ...(Array.isArray(m.attachments) && m.attachments.length > 0
            ? {
                attachments: m.attachments as Array<{
                  filename: string;
                  contentType: string;
                  content: string;
                }>,
              }
            : {}),
          createdOn: new Date(m.created_on).toISOString(),
        })),
        sms: texts.map((s) => ({
          id: s.id,
          to: s.to_phone,
          body: s.body,
          createdOn: new Date(s.created_on).toISOString(),
        })),
      });
    },
  );
};

export const devPages: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.get('/dev/mailbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const { to, limit } = request.query;
    await app.outbound.settled(MAILBOX_WAIT_MS);
    const [mails, texts] = await Promise.all([recentMail(app.db, to, limit), recentSms(app.db, to, limit)]);
    return reply.type('text/html; charset=utf-8').send(renderMailbox(mails, texts));
  });
};
