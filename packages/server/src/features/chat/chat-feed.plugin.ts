import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/database.ts';
import { type ChatFeed, startChatFeed } from './chat-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat connections' source of new messages, from this process or another. */
    chatFeed: ChatFeed;
  }
}

/**
 * Starts this process's chat feed and puts it on the app, for the chat's socket and event-stream routes. Called
 * on the root app before any route is registered; on PostgreSQL the feed listens for new messages only while a chat
 * is followed.
 */
export async function registerChatFeed(app: FastifyInstance, listen: Listen): Promise<void> {
  const chatFeed = await startChatFeed(app.db, listen, app.log);
  app.decorate('chatFeed', chatFeed);
  // onClose runs once the server has stopped and its connections are gone: nothing follows a chat any more.
  app.addHook('onClose', async () => chatFeed.close());
}
