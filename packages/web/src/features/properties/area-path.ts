import { useLocation } from 'react-router';

/**
 * The area a property page is shown in: the provider area, or the admin console acting for an organization
 * (admins may not open /provider paths, so their property pages live under /admin with the same names).
 */
export function useAreaBase(): '/admin' | '/provider' {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin' : '/provider';
}

/** Keeps the organization an admin acts for (organizationId, userId) on the next property page. */
export function actingQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['organizationId', 'userId']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
