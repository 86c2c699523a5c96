import { PLACE_MESSAGES, type Place, PROPERTIES, type PropertyView } from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPlace } from '../../../lib/place-search.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { recordPropertyMatch, usePropertiesAround, useSignedInIdentity } from '../api/properties-api.ts';
import { PropertyGrid } from './PropertyGrid.tsx';
import { markersOf, searchTarget, withinPlace } from './property-markers.ts';

// Leaflet and the US outline load with the search only, never with a public page.
const SearchMap = lazy(() => import('./SearchMap.tsx'));

/**
 * The Property Search Map: a ZIP code, a city or a state and a specialty; listed spaces around it
 * as pins on the map (a card on click) and as cards below, nearest first. The place lookup records the
 * practice's interest for the admin heat map (on the server).
 */
export function PropertySearch() {
  const identity = useSignedInIdentity();
  const navigate = useNavigate();
  const specialties = useQuery(referenceTableQuery('providerSpecialty'));
  const [query, setQuery] = useState('');
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const results = usePropertiesAround(
    place ? { lat: place.latitude, lng: place.longitude, miles: place.radiusMiles } : null,
    specialty,
  );
  const found = useMemo(
    () => (place && results.data ? withinPlace(place, results.data) : []),
    [place, results.data],
  );
  const markers = useMemo(() => markersOf(found), [found]);
  const target = useMemo(() => (place ? searchTarget(place, markers) : null), [place, markers]);

  const search = async () => {
    if (query.trim().length < 2) {
      setProblem(PLACE_MESSAGES.queryRequired);
      return;
    }
    setLooking(true);
    const answer = await searchPlace(query);
    setLooking(false);
    if (answer.success) {
      setProblem(null);
      setPlace(answer.result);
    } else {
      setProblem(answer.error.message || PLACE_MESSAGES.notFound);
    }
  };
  const record = (propertyId: string) => {
    // The property opens whatever this call answers.
    void recordPropertyMatch(propertyId, identity?.organizationId ?? null).catch(() => undefined);
  };
  const open = (property: PropertyView) => {
    record(property.id);
    navigate(`/provider/properties/${property.id}`);
  };

  return (
    <div className="cs-stack">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {PROPERTIES.propertySearchMap}
      </Typography.Title>
      <Flex wrap gap={8} align="flex-start">
        <div style={{ flex: '1 1 240px', maxWidth: 320 }}>
          <Input
            aria-label="ZIP code, city or state"
            placeholder="ZIP code, city or state"
            maxLength={80}
            value={query}
            status={problem ? 'error' : undefined}
            aria-describedby={problem ? 'place-problem' : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onPressEnter={() => void search()}
          />
          {problem && (
            <Typography.Text id="place-problem" type="danger" role="alert" style={{ fontSize: 13 }}>
              {problem}
            </Typography.Text>
          )}
        </div>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label="Specialty"
          placeholder="Any specialty"
          style={{ flex: '1 1 220px', maxWidth: 320 }}
          value={specialty}
          onChange={(value) => setSpecialty(value ?? null)}
          options={(specialties.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        <Button type="primary" loading={looking} onClick={() => void search()}>
          Search
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        {place
          ? results.isPending
            ? `Looking around ${place.label}…`
            : `${found.length === 1 ? '1 listed space' : `${found.length} listed spaces`} ${
                place.kind === 'state'
                  ? `in ${place.label}`
                  : `within ${place.radiusMiles} miles of ${place.label}`
              }, nearest first.`
          : 'Search a ZIP code (07030), a city (Hoboken, NJ) or a state (New Jersey) to see listed spaces on the map.'}
      </Typography.Text>
      <Suspense fallback={<div className="cs-map" />}>
        <SearchMap markers={markers} target={target} onOpen={(listing) => record(listing.id)} />
      </Suspense>
      {place && (
        <PropertyGrid
          properties={found}
          loading={results.isPending}
          onOpen={open}
          empty={
            <Card>
              <Empty description="No listed spaces here yet. Try a nearby town, a whole state, or another specialty." />
            </Card>
          }
        />
      )}
    </div>
  );
}
