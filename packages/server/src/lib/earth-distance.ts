import { type RawBuilder, sql } from 'kysely';

// Distances on earthdistance's sphere, for the nearby searches (spaces near a point, clinicians near a patient):
// one definition of the radius and of the chord a radius test compares, so every search measures the same way.

export const METERS_PER_MILE = 1609.344;

/** earthdistance's earth radius in meters (its `earth()`), which `ll_to_earth` places points on. */
export const EARTH_RADIUS_METERS = 6378168;

/**
 * The straight-line (chord) distance between two points of the earth `meters` apart along its surface: the
 * distance the cube `<->` operator measures between earth points. A radius test on it is the same test as on the
 * great-circle distance, without calling earthdistance's SQL-language functions for each candidate.
 */
export const chordMeters = (meters: number) =>
  2 * EARTH_RADIUS_METERS * Math.sin(meters / (2 * EARTH_RADIUS_METERS));

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * A latitude and longitude as earthdistance's `ll_to_earth` places it: the point's x, y and z in meters on the
 * sphere of radius `earth()`. A search sends its origin as these three numbers (`cube(array[x, y, z])`) inside a
 * subquery the database evaluates once: `ll_to_earth` itself is an SQL-language function, and in a prepared
 * statement's generic plan it was evaluated again for every candidate row.
 */
export function earthPoint(lat: number, lng: number): [number, number, number] {
  const latRad = lat * RADIANS_PER_DEGREE;
  const lngRad = lng * RADIANS_PER_DEGREE;
  return [
    EARTH_RADIUS_METERS * Math.cos(latRad) * Math.cos(lngRad),
    EARTH_RADIUS_METERS * Math.cos(latRad) * Math.sin(lngRad),
    EARTH_RADIUS_METERS * Math.sin(latRad),
  ];
}

/** A search's origin as the statement takes it: the point of `earthPoint`, built by the database once per call. */
export const earthOrigin = (lat: number, lng: number): RawBuilder<unknown> =>
  sql`(select cube(${earthPoint(lat, lng)}::float8[]))`;
