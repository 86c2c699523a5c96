import { AvailabilityEditor } from '../../features/bookings/components/AvailabilityEditor.tsx';
import { BookSpace } from '../../features/bookings/components/BookSpace.tsx';
import PropertyDetailPage from '../../features/properties/pages/PropertyDetailPage.tsx';

/** /provider/properties/:id and /admin/properties/:id: the properties feature's page with the bookings feature's cards. */
export default function PropertyDetailRoute() {
  return (
    <PropertyDetailPage
      availabilityEditor={(propertyId) => <AvailabilityEditor propertyId={propertyId} />}
      bookSpace={(propertyId) => <BookSpace propertyId={propertyId} />}
    />
  );
}
