import type { Place } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { propertyView as property } from '../property-view.fixture.ts';
import { markersOf, searchTarget, withinPlace } from './property-markers.ts';

const hoboken: Place = {
  kind: 'zip',
  label: 'Hoboken, NJ 07030',
  city: 'Hoboken',
  state: 'NJ',
  latitude: 40.7445,
  longitude: -74.0329,
  bounds: [40.7445, -74.0329, 40.7445, -74.0329],
  radiusMiles: 25,
};

describe('markersOf', () => {
  it('puts a pin per spot with the card facts, and none for a listing without a position', () => {
    const markers = markersOf([
      property(),
      property({
        id: 'p2',
        title: 'Two exam rooms',
        rate: 12000,
        ratePeriod: 'DAYX',
      }),
      property({
        id: 'p3',
        title: 'Group room near Grove Street',
        latitude: 40.7196,
        longitude: -74.0431,
        addressInfo: { ...property().addressInfo, city: 'Jersey City', zipcode: '07302' },
        rate: null,
      }),
      property({ id: 'p4', latitude: null, longitude: null }),
    ]);
    expect(markers).toEqual([
      {
        key: '40.74000,-74.03000',
        position: [40.74, -74.03],
        title: '2 spaces in Hoboken, NJ',
        listings: [
          { id: 'p1', title: 'Sunlit therapy office', place: 'Hoboken, NJ', rate: '$40 per session' },
          { id: 'p2', title: 'Two exam rooms', place: 'Hoboken, NJ', rate: '$120 per day' },
        ],
      },
      {
        key: '40.71960,-74.04310',
        position: [40.7196, -74.0431],
        title: 'Group room near Grove Street',
        listings: [
          {
            id: 'p3',
            title: 'Group room near Grove Street',
            place: 'Jersey City, NJ',
            rate: 'Rate on request',
          },
        ],
      },
    ]);
  });

  it('never carries the street address onto the map', () => {
    const [marker] = markersOf([
      property({ addressInfo: { ...property().addressInfo, addressLineOne: '100 Washington Street' } }),
    ]);
    expect(JSON.stringify(marker)).not.toContain('Washington');
  });
});

describe('searchTarget', () => {
  it('fits the place and every pin found around it, up close for a ZIP code', () => {
    const markers = markersOf([property({ latitude: 40.9, longitude: -74.3 })]);
    expect(searchTarget(hoboken, markers)).toEqual({
      bounds: [
        [40.7445, -74.3],
        [40.9, -74.0329],
      ],
      maxZoom: 11,
    });
  });

  it('shows a whole state from further out', () => {
    const nj: Place = {
      ...hoboken,
      kind: 'state',
      label: 'New Jersey',
      city: null,
      bounds: [38.9, -75.6, 41.4, -73.9],
    };
    expect(searchTarget(nj, [])).toEqual({
      bounds: [
        [38.9, -75.6],
        [41.4, -73.9],
      ],
      maxZoom: 8,
    });
  });
});

describe('withinPlace', () => {
  it('keeps a state search to listings in that state', () => {
    const ny = property({
      id: 'ny',
      addressInfo: { ...property().addressInfo, city: 'New York', usState: 'NY' },
    });
    const nj: Place = { ...hoboken, kind: 'state', label: 'New Jersey', city: null };
    expect(withinPlace(nj, [property(), ny]).map((p) => p.id)).toEqual(['p1']);
    expect(withinPlace(hoboken, [property(), ny]).map((p) => p.id)).toEqual(['p1', 'ny']);
  });
});
