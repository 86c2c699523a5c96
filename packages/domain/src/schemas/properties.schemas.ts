/** Property listing and matching calls (spec 02 §2, §7). */
import { z } from 'zod';
import { NEARBY_RADIUS_MILES } from '../constants.ts';
import { idSchema } from './common.schemas.ts';

/** Listing modes kept in query parameter mode; '' is the normal list. */
export const LISTING_MODES = ['', 'draft', 'organize'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];

/** GET /api/properties and /api/properties/guest. */
export const propertyListQuerySchema = z.object({
  organizationId: idSchema.optional(),
  search: z.string().trim().max(200).optional(),
  state: z.string().trim().max(32).optional(),
  specialty: z.string().trim().max(64).optional(),
  mode: z.enum(LISTING_MODES).optional(),
});

/** PUT /api/properties/update-priority/{organizationId}: the listed properties, in order. */
export const updatePriorityBodySchema = z.object({ prioritizeProperty: z.array(idSchema).max(500) });

/** POST /api/propertyMatch/{propertyId}. */
export const propertyMatchBodySchema = z.object({ organizationId: idSchema });

/** GET nearby properties / suggestions by coordinates. */
export const nearbyQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  range: z.coerce.number().positive().max(500).default(NEARBY_RADIUS_MILES),
  specialty: z.string().trim().max(64).optional(),
});
