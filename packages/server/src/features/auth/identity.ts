import type { Identity } from '@carespace/domain';
import type { UserRow } from './auth.repository.ts';

export function identityOf(user: UserRow): Identity {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    healcoAdmin: user.healco_admin,
    patient: user.is_patient ? { id: user.id } : null,
    provider: user.provider_role ? { providerRole: user.provider_role } : null,
    organizationId: user.organization_id,
    isEmailVerified: user.is_email_verified,
    isPhoneVerified: user.is_phone_verified,
    twoFactorEnabled: user.two_factor_enabled,
  };
}
