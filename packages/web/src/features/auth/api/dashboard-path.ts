import type { Identity } from '@carespace/domain';

/** The header's Dashboard link: admins → admin dashboard; patients, pharmacists and healcoPros → /rx; other providers → /provider. */
export function dashboardPathFor(identity: Identity): '/admin' | '/rx' | '/provider' {
  if (identity.healcoAdmin) return '/admin';
  const role = identity.provider?.providerRole;
  if (identity.patient || role === 'PHAR' || role === 'HPRO') return '/rx';
  return '/provider';
}
