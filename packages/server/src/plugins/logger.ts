import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Structured logs that never hold secrets or PHI: cookies, auth headers and any body field that could carry
 * a password, contact detail or health answer are replaced before a line is written.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.email',
  '*.phone',
  '*.phoneNumber',
  '*.dateOfBirth',
  '*.code',
  '*.verificationKey',
  '*.patientResponse',
  '*.address',
  '*.firstName',
  '*.lastName',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.env === 'test') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The URL only: query strings can carry keys and identifiers.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}
