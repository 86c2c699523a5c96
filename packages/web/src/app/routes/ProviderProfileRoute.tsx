import ProviderProfilePage from '../../features/admin/pages/ProviderProfilePage.tsx';
import { Listings } from '../../features/properties/pages/PropertiesPage.tsx';

/** /admin/providerProfile: the admin feature's view of one provider, with the practice's listings. */
export default function ProviderProfileRoute() {
  return (
    <ProviderProfilePage
      listings={(organizationId) => (
        <Listings forOrganization={organizationId} heading="The practice’s listings" />
      )}
    />
  );
}
