import { dashboardPathFor, type Identity } from '../../features/auth/api/identity.ts';
import type { Area } from '../../lib/shell-context.ts';

export type { Area };

export const AREA_PATH: Record<Area, `/${Area}`> = { admin: '/admin', provider: '/provider', rx: '/rx' };

/**
 * Who may open each area (the route guards): /admin* admins; /rx* patients, pharmacists (PHAR)
 * and healthcare professionals (HPRO); /provider* providers of any role. The server enforces the same on every
 * call; this only decides where the browser goes.
 */
export function admits(area: Area, identity: Identity): boolean {
  switch (area) {
    case 'admin':
      return identity.healcoAdmin;
    case 'rx': {
      const role = identity.provider?.providerRole;
      return identity.patient !== null || role === 'PHAR' || role === 'HPRO';
    }
    case 'provider':
      return identity.provider !== null;
  }
}

/** Where a signed-in user who may not open `area` is sent: their own dashboard (as the public header routes them). */
export function homeFor(identity: Identity): string {
  return dashboardPathFor(identity);
}

/**
 * Sign-out is the secure logout (it also closes the ePHI session) on the patient and admin paths
 *.
 */
export function isSecureLogoutPath(pathname: string): boolean {
  return /^\/(admin|rx)(\/|$)/.test(pathname);
}
