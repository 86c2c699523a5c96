import { CHAT_SESSION_ENDED, CHAT_SOCKET_CLOSE, type ChatSocketFrame } from '@carespace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { latestSeq } from './chat.service.ts';

/** How an open chat socket is looked after (ms, bytes). */
export const CHAT_SOCKET_LIMITS = {
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

  // A socket outlives the request that opened it: it closes as soon as its session ends, or is told to
  // reconnect (and be authorized again) when what the session's user may do changes.
  const { sessionIdHash, actor } = request;
  const stopWatching =
    sessionIdHash && actor
      ? app.liveSessions.watch(sessionIdHash, actor, (why) => {
          if (why === 'ended') socket.close(CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SESSION_ENDED);
          else socket.close(CHAT_SOCKET_CLOSE.accessChanged, 'Your access changed: reconnect to continue.');
        })
      : null;
  if (!stopWatching) socket.close(CHAT_SOCKET_CLOSE.sessionEnded, CHAT_SESSION_ENDED);

  // The client sends nothing (messages go by POST); anything it does send is ignored.
  socket.on('message', () => undefined);
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    stopWatching?.();
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
