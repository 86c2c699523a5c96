import {
  CHAT_SESSION_ENDED,
  CHAT_STREAM_EVENT,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatIdParamsSchema,
  chatMessageSendSchema,
  chatMessageViewSchema,
  chatReadSchema,
  chatStreamQuerySchema,
  chatSummarySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { originMatchesHost } from '../../plugins/csrf.ts';
import { actorOf, requireProvider } from '../../plugins/guards.ts';
import { accessibleChat, history, latestSeq, listChats, markRead, sendMessage } from './chat.service.ts';
import { serveChatSocket } from './chat-socket.ts';
import { type EventStream, openEventStream } from './event-stream.ts';

/** The property chat (an approved application opens it). Providers and admins. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireProvider());
  // Open streams would otherwise keep a stopping server alive: the server waits for its connections to end
  // before onClose hooks run, so they are ended before (preClose).
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  app.get(
    '/propertyChat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Your conversations, most recent first, with unread counts (every conversation, for admins)',
        response: responses(z.array(chatSummarySchema)),
      },
    },
    async (request) => ok(await listChats(request.ctx)),
  );

  app.get(
    '/propertyChat/:chatId/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'A page of a conversation’s history, oldest first (before: a sequence number)',
        params: chatIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: responses(chatHistorySchema),
      },
    },
    async (request) => ok(await history(request.ctx, request.params.chatId, request.query)),
  );

  app.post(
    '/propertyChat/:chatId/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Sends a message; the same clientMessageId again stores nothing new and answers the first',
        params: chatIdParamsSchema,
        body: chatMessageSendSchema,
        response: responses(chatMessageViewSchema),
      },
    },
    async (request) => ok(await sendMessage(request.ctx, request.params.chatId, request.body)),
  );

  app.post(
    '/propertyChat/:chatId/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Marks the conversation read up to a sequence number',
        params: chatIdParamsSchema,
        body: chatReadSchema,
        response: responses(z.object({ lastReadSeq: z.number() })),
      },
    },
    async (request) => ok(await markRead(request.ctx, request.params.chatId, request.body.seq)),
  );

  app.get(
    '/propertyChat/:chatId/socket',
    {
      websocket: true,
      schema: {
        tags: ['chat'],
        summary:
          'Live messages over a WebSocket (JSON frames: message, ready); resumes after ?after= (the last sequence number the client has). Refused on the upgrade request (401, 403, 404) for anyone who may not read the chat',
        params: chatIdParamsSchema,
        querystring: chatStreamQuerySchema,
        response: {
          ...responses(z.null()),
          101: z.null().describe('Switching Protocols: frames per ChatSocketFrame'),
        },
      },
      // Decided on the upgrade request, before any socket exists: the refusal is an ordinary error envelope.
      preHandler: async (request) => {
        if (!originMatchesHost(request)) throw new AppError('FORBIDDEN');
        await accessibleChat(request.ctx, request.params.chatId);
      },
    },
    (socket, request) => serveChatSocket(app, socket, request, request.params.chatId, request.query.after),
  );

  app.get(
    '/propertyChat/:chatId/stream',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Live messages as Server-Sent Events (each event id is the sequence number); resumes after Last-Event-ID or ?after=. Refused (401, 403, 404) for anyone who may not read the chat or a page on another site; ends with a session-ended event when the session does',
        params: chatIdParamsSchema,
        querystring: chatStreamQuerySchema,
        response: { ...responses(z.null()), 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx;
      const chatId = request.params.chatId;
      // Refused before the stream opens, by the socket's rules: a page of another origin (403: the SameSite cookie
      // alone does not keep out a sibling subdomain), an outsider (the ordinary 404 envelope).
      if (!originMatchesHost(request)) throw new AppError('FORBIDDEN');
      const actor = actorOf(request);
      const sessionIdHash = request.sessionIdHash;
      if (!sessionIdHash) throw new AppError('INVALID_USER_AUTH');
      await accessibleChat(ctx, chatId);
      const header = Number(request.headers['last-event-id']);
      let lastSent =
        Number.isFinite(header) && header >= 0
          ? header
          : (request.query.after ?? (await latestSeq(ctx, chatId)));
      const stream = openEventStream(request, reply);
      const following = app.chatFeed.follow(chatId, lastSent, (message) => {
        stream.send({ id: message.seq, data: message });
        lastSent = message.seq;
      });
      // The stream outlives the request that authorized it. When the session ends, the last event says so and the
      // client must not come back; when only what its user may do changed, the stream just ends and the browser's
      // reconnect is authorized afresh.
      const stopWatching = app.liveSessions.watch(sessionIdHash, actor, (why) => {
        if (why === 'ended')
          stream.send({ event: CHAT_STREAM_EVENT.sessionEnded, data: { message: CHAT_SESSION_ENDED } });
        stream.close();
      });
      open.add(stream);
      stream.onClose(() => {
        following.stop();
        stopWatching();
        open.delete(stream);
      });
      try {
        await following.ready;
      } catch (error) {
        // Not listening, this stream would stay silent: it ends, and the browser's reconnect tries again.
        request.log.warn({ err: error, chatId }, 'chat stream: the conversation could not be followed');
        stream.close();
        return reply;
      }
      stream.send({ event: CHAT_STREAM_EVENT.ready, data: { lastSeq: lastSent } });
      return reply;
    },
  );
};
