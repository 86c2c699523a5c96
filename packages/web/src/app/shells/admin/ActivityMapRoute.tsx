import ActivityMapPage from '../../../features/admin/pages/ActivityMapPage.tsx';
import { PropertySearch } from '../../../features/properties/components/PropertySearch.tsx';
import { useShell } from '../shell-context.ts';

/**
 * /admin/map and /provider/map: admins get the filters and the cities list; providers get the activity overview
 * and, under it, the Property Search Map (spec 02 §2; issue 13 puts the search map on /provider/map too).
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
