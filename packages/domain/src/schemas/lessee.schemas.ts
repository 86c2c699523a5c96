import { z } from 'zod';
import { VALIDATION } from '../messages.ts';
import { isUsState } from '../us-states.ts';
import { calendarDaySchema } from './common.schemas.ts';

/** A lessee-interest cell needs this many distinct organizations before any answer shows it (k-anonymity). */
export const LESSEE_MIN_ORGANIZATIONS_PER_CELL = 3;
/** Grid steps in degrees: the stored point (~1 km) and the coarser cell small cells are merged into (~11 km). */
export const LESSEE_FINE_GRID_DEG = 0.01;
export const LESSEE_COARSE_GRID_DEG = 0.1;

const day = calendarDaySchema;

const flag = z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean());

/** GET /api/search/lessee: the range defaults to the last 3 months. */
export const lesseeSearchQuerySchema = z.object({
  state: z.string().trim().toUpperCase().refine(isUsState, { error: VALIDATION.usState }).optional(),
  onlyWithinState: flag.default(false),
  from: day.optional(),
  to: day.optional(),
});
export type LesseeSearchQuery = z.infer<typeof lesseeSearchQuerySchema>;

export const lesseeCellSchema = z.object({
  /** The contract's naming: x is the latitude, y the longitude (the cell's centre). */
  geometry: z.object({ x: z.number(), y: z.number() }),
  /** Recorded interest in the cell (searches, views, practice addresses). */
  weight: z.number().int(),
  /** 'City, ST' most often seen in the cell. */
  isoLocation: z.string(),
  /** The newest interest in the cell. */
  createdOn: z.string(),
});
export type LesseeCell = z.infer<typeof lesseeCellSchema>;

export const lesseeSearchResultSchema = z.object({
  /** Coarse cells for the overview. */
  result: z.array(lesseeCellSchema),
  /** Fine cells for a zoomed-in view; empty for providers (they see the overview only). */
  uncompressed: z.array(lesseeCellSchema),
});
export type LesseeSearchResult = z.infer<typeof lesseeSearchResultSchema>;
