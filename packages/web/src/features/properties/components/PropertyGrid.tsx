import type { PropertyView } from '@carespace/domain';
import type { ReactNode } from 'react';
import { SkeletonBox } from '../../../components/plain/Skeleton.tsx';
import { PropertyCard, type PropertyCardProps } from './PropertyCard.tsx';

export interface PropertyGridProps extends Omit<PropertyCardProps, 'property' | 'selected'> {
  properties: PropertyView[] | undefined;
  loading: boolean;
  empty: ReactNode;
  selectedIds?: readonly string[];
}

/**
 * Cards in a responsive grid: one column on a phone, up to four on a wide screen. While they load, one card's
 * placeholder in the grid's first cell (plain, as the cards are).
 */
export function PropertyGrid({ properties, loading, empty, selectedIds, ...card }: PropertyGridProps) {
  if (loading) {
    return (
      <div className="cs-property-card__grid" aria-busy="true">
        <SkeletonBox className="cs-property-card__placeholder" />
      </div>
    );
  }
  if (!properties || properties.length === 0) return <>{empty}</>;
  return (
    <div className="cs-property-card__grid">
      {properties.map((property) => (
        <PropertyCard
          key={property.id}
          property={property}
          selected={selectedIds?.includes(property.id) ?? false}
          {...card}
        />
      ))}
    </div>
  );
}
