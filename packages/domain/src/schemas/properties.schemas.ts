/** Property listing and matching calls. */
import { z } from 'zod';
import { MATCHES_PAGE_MAX, MATCHES_PAGE_SIZE, NEARBY_RADIUS_MILES } from '../constants.ts';
import { ratePeriodSchema } from '../enums.ts';
import { VALIDATION } from '../messages.ts';
import { addressSchema, idSchema, optionalText, requiredText } from './common.schemas.ts';

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

/**
 * GET /api/properties/guest: the guest search's filters (mode does not apply to
 * matches) and a page of them, most recently matched first. `page` counts from 1; a page shorter than `limit` is
 * the last one.
 */
export const propertyMatchesQuerySchema = propertyListQuerySchema.omit({ mode: true }).extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MATCHES_PAGE_MAX).default(MATCHES_PAGE_SIZE),
});
export type PropertyMatchesQuery = z.infer<typeof propertyMatchesQuerySchema>;

/** PUT /api/properties/update-priority/{organizationId}: the listed properties, in order. */
export const updatePriorityBodySchema = z.object({ prioritizeProperty: z.array(idSchema).max(500) });

/** POST /api/propertyMatch/{propertyId}. */
export const propertyMatchBodySchema = z.object({ organizationId: idSchema });

/**
 * Six decimals (about 10 cm in degrees, far finer than any search needs). Rounding also turns a subnormal number such as
 * 1e-320, which the database refuses as a double, into 0.
 */
function roundToMillionths(value: number): number {
  return Math.round(value * 1e6) / 1e6 || 0;
}

/** GET nearby properties / suggestions by coordinates. */
export const nearbyQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).transform(roundToMillionths),
  lng: z.coerce.number().min(-180).max(180).transform(roundToMillionths),
  range: z.coerce.number().positive().max(500).default(NEARBY_RADIUS_MILES).transform(roundToMillionths),
  specialty: z.string().trim().max(64).optional(),
});

// ---- The listing itself ----

export const PROPERTY_TITLE_MAX = 120;
export const PROPERTY_DESCRIPTION_MAX = 3000;
export const PROPERTY_PHOTOS_MAX = 12;
export const PROPERTY_ROOM_ITEMS_MAX = 20;
/** $1,000,000 in cents: a typo guard, far above any real office rent. */
export const PROPERTY_RATE_MAX_CENTS = 100_000_000;

export const PROPERTY_MESSAGES = {
  roomTypesRequired: 'Choose at least one room type.',
  specialtyBoth: 'A specialty cannot be both supported and not supported.',
  rateNeedsPeriod: 'Choose whether the rate is per day, per month or per session.',
  rateInvalid: 'Enter a rate of $0 or more.',
  unknownZip: 'We could not find that ZIP code. Please check it.',
  unknownPhoto: 'One of the photos could not be found. Please upload it again.',
} as const;

const codeSchema = z.string().trim().min(1).max(64);
const codeListSchema = z.array(codeSchema).max(100);

/** A rate in integer cents, at least 0; null when the host prefers to discuss it. */
const rateSchema = z
  .number({ error: PROPERTY_MESSAGES.rateInvalid })
  .int({ error: PROPERTY_MESSAGES.rateInvalid })
  .min(0, { error: PROPERTY_MESSAGES.rateInvalid })
  .max(PROPERTY_RATE_MAX_CENTS, { error: PROPERTY_MESSAGES.rateInvalid })
  .nullish();

function ratePair(value: { rate?: number | null; ratePeriod?: string | null }, ctx: z.RefinementCtx) {
  if (value.rate !== null && value.rate !== undefined && !value.ratePeriod) {
    ctx.addIssue({ code: 'custom', path: ['ratePeriod'], message: PROPERTY_MESSAGES.rateNeedsPeriod });
  }
}

export const roomItemSchema = z
  .object({
    roomType: codeSchema,
    name: optionalText(120),
    rate: rateSchema,
    ratePeriod: ratePeriodSchema.nullish(),
  })
  .superRefine(ratePair);
export type RoomItem = z.infer<typeof roomItemSchema>;

/** Statuses a host may choose; DLTD is only reached by deleting. */
export const EDITABLE_PROPERTY_STATUSES = ['DRFT', 'LIST', 'UNLT'] as const;

/** POST /api/properties and PUT /api/properties/{id}. Admins name the organization they act for. */
export const propertySaveSchema = z
  .object({
    organizationId: idSchema.optional(),
    title: requiredText(PROPERTY_TITLE_MAX),
    description: requiredText(PROPERTY_DESCRIPTION_MAX),
    propertyStatus: z.enum(EDITABLE_PROPERTY_STATUSES, { error: VALIDATION.invalid }),
    addressInfo: addressSchema,
    roomTypes: z.array(codeSchema).min(1, { error: PROPERTY_MESSAGES.roomTypesRequired }).max(20),
    supportedProviderSpecialty: codeListSchema.default([]),
    unsupportedProviderSpecialty: codeListSchema.default([]),
    rate: rateSchema,
    ratePeriod: ratePeriodSchema.nullish(),
    roomInfo: z
      .object({ items: z.array(roomItemSchema).max(PROPERTY_ROOM_ITEMS_MAX) })
      .default({ items: [] }),
    /** Stored photo ids (folder properties) in display order; the first is the cover. */
    propertyPhoto: z
      .object({ files: z.array(z.object({ id: idSchema })).max(PROPERTY_PHOTOS_MAX) })
      .default({ files: [] }),
  })
  .superRefine((value, ctx) => {
    ratePair(value, ctx);
    const supported = new Set(value.supportedProviderSpecialty);
    if (value.unsupportedProviderSpecialty.some((code) => supported.has(code))) {
      ctx.addIssue({
        code: 'custom',
        path: ['unsupportedProviderSpecialty'],
        message: PROPERTY_MESSAGES.specialtyBoth,
      });
    }
  });
export type PropertySave = z.infer<typeof propertySaveSchema>;
export type PropertySaveInput = z.input<typeof propertySaveSchema>;

export const propertyIdParamsSchema = z.object({ id: idSchema });
export const propertyMatchParamsSchema = z.object({ propertyId: idSchema });
export const organizationIdParamsSchema = z.object({ organizationId: idSchema });

const nullableTime = z.string().nullable();

/** What the listing, matches and detail calls answer. addressLineOne/Two are null for non-owners. */
export const propertyViewSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  organization_id: z.string(),
  title: z.string(),
  description: z.string(),
  propertyStatus: z.string(),
  addressInfo: z.object({
    addressLineOne: z.string().nullable(),
    addressLineTwo: z.string().nullable(),
    city: z.string(),
    usState: z.string(),
    zipcode: z.string(),
  }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  roomTypes: z.array(z.string()),
  supportedProviderSpecialty: z.array(z.string()),
  unsupportedProviderSpecialty: z.array(z.string()),
  rate: z.number().nullable(),
  ratePeriod: z.string().nullable(),
  roomInfo: z.object({
    items: z.array(
      z.object({
        roomType: z.string(),
        name: z.string().nullable().optional(),
        rate: z.number().nullable().optional(),
        ratePeriod: z.string().nullable().optional(),
      }),
    ),
  }),
  propertyPhoto: z.object({
    files: z.array(z.object({ id: z.string(), fileName: z.string(), mimeType: z.string() })),
  }),
  priority: z.number().nullable(),
  isOwner: z.boolean(),
  matched: z.boolean(),
  matchedOn: nullableTime,
  viewedOn: nullableTime,
  sentIntroductionOn: nullableTime,
  /** The viewer organization's application: its chat once approved, its id once declined (the card's state). */
  propertyChat_id: z.string().nullable().optional(),
  propertyRejection_id: z.string().nullable().optional(),
  /**
   * pendingApp: how many applications to this property wait for the host's answer. Counted for the owning
   * organization's own listings (and an admin looking at them); 0 everywhere else, where it is nobody's business.
   */
  alerts: z.object({ pendingApp: z.number().int().min(0) }),
  /** Miles from the point asked about (nearby suggestions only). */
  distanceMiles: z.number().nullable(),
  hostName: z.string().nullable(),
  /** States where the host holds a license an admin verified and that has not expired (the trust badge). */
  hostLicenseStates: z.array(z.string()),
  organizationName: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type PropertyView = z.infer<typeof propertyViewSchema>;
