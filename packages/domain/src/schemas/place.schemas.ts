import { z } from 'zod';

/** Carespace wording: the search map's place box (a ZIP code, a city with its state, or a state). */
export const PLACE_MESSAGES = {
  queryRequired: 'Enter a ZIP code, a city and state (e.g. Hoboken, NJ) or a state.',
  notFound: 'We could not find that place. Try a ZIP code, a city with its state (Hoboken, NJ) or a state.',
} as const;

export const PLACE_QUERY_MAX = 80;

/** GET /search/place?query=: the search map's place lookup. */
export const placeQuerySchema = z.object({
  query: z
    .string({ error: PLACE_MESSAGES.queryRequired })
    .trim()
    .min(2, PLACE_MESSAGES.queryRequired)
    .max(PLACE_QUERY_MAX, PLACE_MESSAGES.queryRequired),
});

export const placeKinds = ['zip', 'city', 'state'] as const;

/** A place on the search map: where to centre, what to fit in view, and how far around it to look for listings. */
export const placeSchema = z.object({
  kind: z.enum(placeKinds),
  /** 'Hoboken, NJ 07030', 'Hoboken, NJ' or 'New Jersey'. */
  label: z.string(),
  /** Null for a whole-state search. */
  city: z.string().nullable(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** [south, west, north, east] of the place's ZIP centroids, for fitting the map. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Listings within this many miles of the centre belong to the result. */
  radiusMiles: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export type PlaceKind = (typeof placeKinds)[number];
