import type { Identity } from '../../features/auth/api/identity.ts';

/**
 * The side menus of the signed-in areas. Which menu shows depends on the role (admin;
 * patient, pharmacist or healthcare professional; other providers), not on the area being visited.
 */
export type MenuKind = 'admin' | 'patient' | 'provider';

export type IconName =
  | 'dashboard'
  | 'patients'
  | 'provider'
  | 'properties'
  | 'prescriptions'
  | 'connections'
  | 'chat'
  | 'bookings'
  | 'settings'
  | 'account'
  | 'signOut';

export interface NavLink {
  kind: 'link';
  label: string;
  /** Path with an optional query (the connections views). */
  to: string;
  icon?: IconName;
}

export interface NavGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: IconName;
  children: NavLink[];
}

export interface NavSignOut {
  kind: 'signOut';
  label: 'Sign Out';
  icon: 'signOut';
}

export type NavItem = NavLink | NavGroup | NavSignOut;

const signOut: NavSignOut = { kind: 'signOut', label: 'Sign Out', icon: 'signOut' };

const link = (label: string, to: string, icon?: IconName): NavLink => ({ kind: 'link', label, to, icon });

/** Pending, Approved (viewCondition=approved), Rejected (viewCondition=rejected). */
function connections(base: string): NavGroup {
  return {
    kind: 'group',
    // Not the Pending entry's path: menu keys must be unique.
    key: `${base}#connections`,
    label: 'Connections',
    icon: 'connections',
    children: [
      link('Pending', `${base}/connections`),
      link('Approved', `${base}/connections?viewCondition=approved`),
      link('Rejected', `${base}/connections?viewCondition=rejected`),
    ],
  };
}

export const MENUS: Record<MenuKind, NavItem[]> = {
  admin: [
    link('Dashboard', '/admin', 'dashboard'),
    link('Patients', '/admin/patient', 'patients'),
    link('Provider', '/admin/provider', 'provider'),
    link('Properties', '/admin/properties', 'properties'),
    link('Bookings', '/admin/bookings', 'bookings'),
    link('Prescriptions', '/admin/prescription', 'prescriptions'),
    connections('/admin'),
    link('Chat', '/admin/property-chat', 'chat'),
    link('Settings', '/admin/settings', 'settings'),
    signOut,
  ],
  provider: [
    link('Dashboard', '/provider', 'dashboard'),
    link('Properties', '/provider/properties', 'properties'),
    connections('/provider'),
    link('Chat', '/provider/property-chat', 'chat'),
    link('Bookings', '/provider/bookings', 'bookings'),
    link('Account', '/provider/account', 'account'),
    signOut,
  ],
  patient: [link('Dashboard', '/rx', 'dashboard'), link('Account', '/rx/account', 'account'), signOut],
};

export function menuKindFor(identity: Identity): MenuKind {
  if (identity.healcoAdmin) return 'admin';
  const role = identity.provider?.providerRole;
  if (identity.patient !== null || role === 'PHAR' || role === 'HPRO') return 'patient';
  return 'provider';
}

function links(items: NavItem[]): NavLink[] {
  return items.flatMap((item) =>
    item.kind === 'link' ? [item] : item.kind === 'group' ? item.children : [],
  );
}

/**
 * The menu entry matching the current location: the longest path that is the location or a parent of it
 * (a dashboard matches only itself); an entry with a viewCondition matches only that view and wins over the
 * same path without one.
 */
export function selectedKey(items: NavItem[], pathname: string, search: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const viewCondition = new URLSearchParams(search).get('viewCondition');
  let best: { key: string; score: number } | undefined;
  for (const candidate of links(items)) {
    const [candidatePath = '', query] = candidate.to.split('?');
    const candidateView = query === undefined ? null : new URLSearchParams(query).get('viewCondition');
    if (candidateView !== null && candidateView !== viewCondition) continue;
    const isDashboard = candidatePath.lastIndexOf('/') === 0;
    const matches = path === candidatePath || (!isDashboard && path.startsWith(`${candidatePath}/`));
    if (!matches) continue;
    const score = candidatePath.length * 2 + (candidateView === null ? 0 : 1);
    if (!best || score > best.score) best = { key: candidate.to, score };
  }
  return best?.key;
}

/** The group holding the selected entry, so its submenu starts open. */
export function openGroupFor(items: NavItem[], key: string | undefined): string | undefined {
  const group = items.find(
    (item): item is NavGroup => item.kind === 'group' && item.children.some((child) => child.to === key),
  );
  return group?.key;
}
