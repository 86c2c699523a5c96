import { fresh } from '../test/identities.ts';
import { invalidQuery, own, plain, type RouteRequests, userOf } from './request-helpers.ts';

/** The authorization matrix's requests of the admin console: tables, exports, users and the audit log. */

export const ADMIN_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/admin/audit-events': {
    valid: plain('/api/admin/audit-events?limit=5'),
    invalid: invalidQuery('/api/admin/audit-events?limit=0'),
  },
  'GET /api/admin/patients': {
    valid: plain('/api/admin/patients'),
    invalid: invalidQuery('/api/admin/patients?page=0'),
  },
  'GET /api/admin/providers': {
    valid: plain('/api/admin/providers'),
    invalid: invalidQuery('/api/admin/providers?page=0'),
  },
  'GET /api/admin/properties': {
    valid: plain('/api/admin/properties'),
    invalid: invalidQuery('/api/admin/properties?page=0'),
  },
  'GET /api/admin/patients/export': {
    valid: plain('/api/admin/patients/export?search=a'),
    invalid: invalidQuery('/api/admin/patients/export?sort=password'),
  },
  'GET /api/admin/providers/export': {
    valid: plain('/api/admin/providers/export?search=a'),
    invalid: invalidQuery('/api/admin/providers/export?sort=password'),
  },
  'GET /api/admin/bookings': {
    valid: plain('/api/admin/bookings?status=confirmed'),
    invalid: invalidQuery('/api/admin/bookings?when=someday'),
  },
  'GET /api/admin/bookings/export': {
    valid: plain('/api/admin/bookings/export?when=upcoming'),
    invalid: invalidQuery('/api/admin/bookings/export?sort=password'),
  },
  'GET /api/admin/properties/export': {
    valid: plain('/api/admin/properties/export?search=a'),
    invalid: invalidQuery('/api/admin/properties/export?sort=password'),
  },
  'GET /api/admin/prescriptions/export': {
    valid: plain('/api/admin/prescriptions/export?tab=approved'),
    invalid: invalidQuery('/api/admin/prescriptions/export?tab=everything'),
  },
  'GET /api/admin/connections/export': {
    valid: plain('/api/admin/connections/export?viewCondition=approved'),
    invalid: invalidQuery(`/api/admin/connections/export?organizationId=${'x'.repeat(65)}`),
  },
  'GET /api/admin/stats': { valid: plain('/api/admin/stats') },
  'GET /api/admin/users/:userId': {
    valid: (c) => ({ url: `/api/admin/users/${userOf(c)}` }),
    invalid: () => ({ url: `/api/admin/users/${'x'.repeat(65)}` }),
  },
  'PUT /api/admin/users/:userId/status': {
    // Another account: one nobody else uses, reactivated (what the console does after a deactivation).
    valid: async (c) => ({
      url: `/api/admin/users/${own(c) ? c.who.user!.id : await fresh.user(c.world)}/status`,
      payload: { status: 'ACTV' },
    }),
    invalid: async (c) => ({
      url: `/api/admin/users/${await fresh.user(c.world)}/status`,
      payload: { status: 'GONE' },
    }),
  },
};
