import type { ClientInformation } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery } from '../../../lib/api-client.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { osFromUserAgent } from '../../../lib/user-agent.ts';

/** GET /account/security: the user security profile. */
export interface SecurityProfile {
  id: string;
  email: string;
  phone: string | null;
  isPhoneVerified: boolean;
  twoFactorEnabled: boolean;
}

export const SECURITY_PROFILE_KEY = ['account', 'security'] as const;

export function useSecurityProfile() {
  return useApiQuery<SecurityProfile>(SECURITY_PROFILE_KEY, '/account/security', { staleTime: 0 });
}

/** After a change the profile and the identity (which carries phone and 2FA state too) are read again. */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SECURITY_PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY }),
    ]);
  }, [queryClient]);
}

/**
 * Client information sent with a password change. The browser knows its operating system; the IP
 * address and the approximate location are filled in by the server, which sees the connection.
 */
export function clientInformation(userAgent: string = navigator.userAgent): ClientInformation {
  return { ip: null, approximateLocation: null, os: osFromUserAgent(userAgent), geometry: null };
}
