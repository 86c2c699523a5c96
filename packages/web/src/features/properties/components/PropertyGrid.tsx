import type { PropertyView } from '@carespace/domain';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PropertyCard, type PropertyCardProps } from './PropertyCard.tsx';

export interface PropertyGridProps extends Omit<PropertyCardProps, 'property' | 'selected'> {
  properties: PropertyView[] | undefined;
  loading: boolean;
  empty: ReactNode;
  selectedIds?: readonly string[];
}

/** Cards in a responsive grid: one column on a phone, up to four on a wide screen. */
export function PropertyGrid({ properties, loading, empty, selectedIds, ...card }: PropertyGridProps) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
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
