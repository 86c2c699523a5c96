import type { Identity } from '@carespace/domain';
import type { ReviewRole } from './api/review-api.ts';

/**
 * Admins oversee; healthcare professionals (HPRO) review; pharmacists (PHAR) fulfil. Others have no list. A
 * module of its own: the patient dashboard asks it too, and must not load the review list to do so.
 */
export function reviewRoleOf(identity: Identity): ReviewRole | null {
  if (identity.healcoAdmin) return 'admin';
  if (identity.provider?.providerRole === 'HPRO') return 'reviewer';
  if (identity.provider?.providerRole === 'PHAR') return 'pharmacist';
  return null;
}
