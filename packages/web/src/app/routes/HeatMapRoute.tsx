import HeatMapPage from '../../features/admin/pages/HeatMapPage.tsx';
import { PropertySearch } from '../../features/properties/components/PropertySearch.tsx';
import { useShell } from '../../lib/shell-context.ts';

/**
 * /admin/map and /provider/map: admins get the filters and the cities list; providers get the activity overview
 * and, under it, the Property Search Map.
 */
export default function HeatMapRoute() {
  const { identity } = useShell();
  if (identity.healcoAdmin) return <HeatMapPage isAdmin />;
  return (
    <div className="cs-stack">
      <HeatMapPage isAdmin={false} />
      <PropertySearch />
    </div>
  );
}
