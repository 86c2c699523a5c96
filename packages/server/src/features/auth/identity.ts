import type { UserRow } from './auth.repository.ts';

/** The identity call's answer (spec 01 §3): who is signed in and what they may open. */
export interface Identity {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  healcoAdmin: boolean;
  patient: { id: string } | null;
  provider: { providerRole: string } | null;
  organizationId: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  twoFactorEnabled: boolean;
}

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
