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
