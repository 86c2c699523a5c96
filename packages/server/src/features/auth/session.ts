import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Listen } from '../../db/database.ts';
import { newSecret } from '../../lib/ids.ts';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  findLiveSessions,
  insertSession,
  touchSession,
} from './session.repository.ts';
import { startSessionCache } from './session-cache.ts';
import { sessionSecret } from './session-secret.ts';
import { SessionWatch, sessionActor } from './session-watch.ts';

/**
 * Sessions live in the database; the cookie holds only a 256-bit random id, signed with SESSION_SECRET, and the
 * table only the id's hash, so a leaked table cannot be replayed. The signature is checked before anything is
 * looked up: a forged or altered cookie costs one HMAC, never a database query. A session ends after 30 minutes without a request (HIPAA automatic logoff;
 * the browser's idle gate locks the screen sooner) and at the latest 12 hours after sign-in.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export function sessionCookieName(secure: boolean) {
  // The __Host- prefix pins the cookie to this exact host and path, over HTTPS only.
  return secure ? '__Host-carespace_session' : 'carespace_session';
}

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** The session cookie's value: the id, a dot, and its HMAC-SHA256 under the session secret (base64). */
export const sessionCookieValue = (secret: string, id: string) => cookie.sign(id, secret);

declare module 'fastify' {
  interface FastifyRequest {
    sessionIdHash: string | null;
  }
  interface FastifyInstance {
    /** The sessions of this process's live channels, which must close once their session ends. */
    liveSessions: SessionWatch;
    /** Signs and checks the session cookie with the session secret. */
    sessionCookie: {
      sign(id: string): string;
      unsign(value: string): { valid: boolean; value: string | null };
    };
  }
}

function cookieSecure(app: FastifyInstance) {
  return !app.config.isDevelopment && app.config.env !== 'test';
}

/** Starts a new session (always a fresh id: no fixation) and sets its cookie. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  if (request.sessionIdHash) await deleteSession(app.db, request.sessionIdHash);
  const id = newSecret(43);
  const idHash = hashSessionId(id);
  const now = Date.now();
  await insertSession(app.db, {
    idHash,
    userId,
    expiresAt: new Date(now + SESSION_IDLE_MS),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  request.sessionIdHash = idHash;
  const secure = cookieSecure(app);
  reply.setCookie(sessionCookieName(secure), app.sessionCookie.sign(id), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_MAX_MS / 1000,
  });
  return idHash;
}

/**
 * Signs the user out everywhere: every session of the caller ends, not only this browser's, so a shared or lost
 * device is signed out too and every live channel of the user closes (session-watch.ts).
 */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const userId = request.actor?.userId;
  if (userId) await deleteUserSessions(app.db, userId);
  else if (request.sessionIdHash) await deleteSession(app.db, request.sessionIdHash);
  request.sessionIdHash = null;
  request.actor = null;
  const secure = cookieSecure(app);
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Resolves the caller from the session cookie on every /api request. A session checked in the last moments is
 * taken from this process's cache (session-cache.ts), which forgets everything whenever access may have been
 * taken away; the same signals make the live channels read their sessions again (session-watch.ts).
 */
export async function registerSessions(app: FastifyInstance, listen: Listen) {
  app.decorateRequest('sessionIdHash', null);
  app.decorate('sessionCookie', cookie.signerFactory(sessionSecret(app.config)));
  const name = sessionCookieName(cookieSecure(app));
  const liveSessions = new SessionWatch({
    load: (idHashes, now) => findLiveSessions(app.db, idHashes, now),
    maxAgeMs: SESSION_MAX_MS,
    log: app.log,
  });
  app.decorate('liveSessions', liveSessions);
  const sessions = await startSessionCache(listen, () => void liveSessions.recheck());
  app.addHook('onClose', async () => {
    liveSessions.close();
    await sessions.close();
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const value = request.cookies[name];
    if (!value || value.length > 200) return;
    const { valid, value: id } = app.sessionCookie.unsign(value);
    if (!valid || !id) return;
    const idHash = hashSessionId(id);
    const now = new Date();
    const row = await sessions.cache.read(idHash, now, () => findLiveSession(app.db, idHash, now));
    if (row?.status !== 'ACTV') return;
    if (now.getTime() - new Date(row.created_on).getTime() > SESSION_MAX_MS) {
      await deleteSession(app.db, idHash);
      return;
    }
    request.sessionIdHash = idHash;
    request.actor = sessionActor(row);
    // Sliding expiry, written at most once a minute so reads stay reads.
    if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
      await touchSession(app.db, idHash, now, new Date(now.getTime() + SESSION_IDLE_MS));
      // The kept copy still has the old time: read afresh next time rather than touch again.
      sessions.cache.forget(idHash);
    }
  });
}
