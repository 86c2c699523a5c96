/** The console's account page for one user, and their practice when they have one (organizationId, tab, userId). */
export function adminAccountPath(userId: string, organizationId: string | null, tab = 'profile'): string {
  const query = new URLSearchParams({ tab, userId });
  if (organizationId) query.set('organizationId', organizationId);
  return `/admin/account?${query.toString()}`;
}
