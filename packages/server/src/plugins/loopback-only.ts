import net from 'node:net';
import { publicError } from '@carespace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers a proxy adds: a request carrying one came through something that may be relaying anyone. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family === 6) return loopback.check(address, 'ipv6');
  return false;
}

/**
 * Whether the caller is this machine: judged by the connection's own address, never by what a header claims,
 * and never for a request that came through a proxy — a proxy on this machine (a trusted one included) would
 * make every client look local.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}

/**
 * An onRequest hook for the development helpers (the mailbox, the sandbox's clock): any caller but this machine
 * gets the answer of a path that does not exist.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackCaller(request)) return;
  return reply.status(404).send({ success: false, result: null, error: publicError('NOT_FOUND') });
}
