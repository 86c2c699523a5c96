import { CHAT_SOCKET_CLOSE, type ChatSocketFrame } from '@carespace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findLiveSession } from '../auth/session.repository.ts';
import { SESSION_MAX_MS } from '../auth/session.ts';
import { latestSeq } from './chat.service.ts';

/** How an open chat socket is looked after (ms, bytes). */
export const CHAT_SOCKET_LIMITS = {
  /** A socket outlives the request that opened it: its session is checked again this often. */
  sessionCheckMs: 60_000,
  /** A ping this often; a socket that has not answered the previous one is dead (a laptop lid closed). */
  heartbeatMs: 30_000,
  /** A client this far behind is closed (1013) rather than buffered without end; it resumes from the table. */
  maxBufferedBytes: 1_000_000,
};

/**
 * Serves one chat WebSocket whose upgrade request has already been authorized (session, provider or admin, one of
 * the two organizations or an admin, same origin). Sends every message stored after `after` (the newest message
 * when the client names none), then `ready`, then each new message as it is stored, by whichever process.
 */
export function serveChatSocket(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  chatId: string,
  after: number | undefined,
  limits = CHAT_SOCKET_LIMITS,
): void {
  let closed = false;
  let stopFollowing: (() => void) | null = null;
  let lastSent = after ?? 0;

  const send = (frame: ChatSocketFrame) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(CHAT_SOCKET_CLOSE.tryAgainLater, 'Too far behind: reconnect to resume.');
      return;
    }
    socket.send(JSON.stringify(frame));
  };

  let answeredPing = true;
  const heartbeat = setInterval(() => {
    if (!answeredPing) {
      socket.terminate();
      return;
    }
    answeredPing = false;
    socket.ping();
  }, limits.heartbeatMs);
  heartbeat.unref();
  socket.on('pong', () => {
    answeredPing = true;
  });

  const sessionHash = request.sessionIdHash;
  const sessionCheck = setInterval(async () => {
    try {
      const session = sessionHash ? await findLiveSession(app.db, sessionHash, new Date()) : undefined;
      const live =
        session?.status === 'ACTV' && Date.now() - new Date(session.created_on).getTime() <= SESSION_MAX_MS;
      if (!live)
        socket.close(CHAT_SOCKET_CLOSE.sessionEnded, 'Your session has ended. Please sign in again.');
    } catch {
      // The database is briefly away: the next check decides.
    }
  }, limits.sessionCheckMs);
  sessionCheck.unref();

  // The client sends nothing (messages go by POST); anything it does send is ignored.
  socket.on('message', () => undefined);
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    stopFollowing?.();
  });

  void (async () => {
    const from = after ?? (await latestSeq(request.ctx, chatId));
    if (closed) return;
    lastSent = from;
    const following = app.chatFeed.follow(chatId, from, (message) => {
      lastSent = message.seq;
      send({ type: 'message', message });
    });
    stopFollowing = following.stop;
    await following.ready;
    send({ type: 'ready', lastSeq: lastSent });
  })().catch((error: unknown) => {
    request.log.warn({ err: error, chatId }, 'chat socket: the conversation could not be followed');
    if (!closed) socket.close(1011, 'The conversation could not be loaded. Please try again.');
  });
}
