import ActivityMapPage from '../../features/admin/pages/ActivityMapPage.tsx';
import { PropertySearch } from '../../features/properties/components/PropertySearch.tsx';
import { useShell } from '../../lib/shell-context.ts';

/**
 * /admin/map and /provider/map: admins get the filters and the cities list; providers get the activity overview
 * and, under it, the Property Search Map.
 */
export default function ActivityMapRoute() {
  const { identity } = useShell();
  if (identity.healcoAdmin) return <ActivityMapPage isAdmin />;
  return (
    <div className="cs-stack">
      <ActivityMapPage isAdmin={false} />
      <PropertySearch />
    </div>
  );
}
