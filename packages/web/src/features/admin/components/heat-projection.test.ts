import { describe, expect, it } from 'vitest';
import { citiesOf, heatPointsOf, weightedCentre } from './heat-projection.ts';

const cell = (x: number, y: number, weight: number, isoLocation = 'Trenton, NJ') => ({
  geometry: { x, y },
  weight,
  isoLocation,
});

describe('heatPointsOf', () => {
  it('draws one point per returned cell, the busiest at full strength', () => {
    expect(heatPointsOf([cell(40.2, -74.7, 12), cell(40.7, -74.0, 3)])).toEqual([
      [40.2, -74.7, 1],
      [40.7, -74.0, 0.25],
    ]);
    expect(heatPointsOf([])).toEqual([]);
  });
});

describe('weightedCentre', () => {
  it('leans towards the heavier cells, and is null without interest', () => {
    expect(weightedCentre([cell(40, -74, 3), cell(44, -70, 1)])).toEqual({ lat: 41, lng: -73 });
    expect(weightedCentre([])).toBeNull();
  });
});

describe('citiesOf', () => {
  it('sums weights per city, busiest first, and pans to the busiest cell', () => {
    expect(
      citiesOf([
        cell(40.7, -74.0, 4, 'Hoboken, NJ'),
        cell(40.8, -74.1, 9, 'Hoboken, NJ'),
        cell(39.9, -75.2, 10, 'Philadelphia, PA'),
      ]),
    ).toEqual([
      { isoLocation: 'Hoboken, NJ', count: 13, lat: 40.8, lng: -74.1 },
      { isoLocation: 'Philadelphia, PA', count: 10, lat: 39.9, lng: -75.2 },
    ]);
  });
});
