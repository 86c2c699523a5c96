import { describe, expect, it } from 'vitest';
import { checkoutSessionBodySchema, membershipCheckoutBodySchema } from './billing.schemas.ts';
import {
  nearbyQuerySchema,
  propertyListQuerySchema,
  propertyMatchesQuerySchema,
  updatePriorityBodySchema,
} from './properties.schemas.ts';
import { referenceTablesRequestSchema } from './reference.schemas.ts';
import { messagesOf } from './test-support.ts';

describe('reference tables request', () => {
  it('is a non-empty list of names', () => {
    expect(referenceTablesRequestSchema.safeParse({ tables: ['usState', 'language'] }).success).toBe(true);
    expect(referenceTablesRequestSchema.safeParse({ tables: [] }).success).toBe(false);
    expect(referenceTablesRequestSchema.safeParse({ tables: [''] }).success).toBe(false);
    expect(referenceTablesRequestSchema.safeParse({ tables: 'usState' }).success).toBe(false);
    expect(referenceTablesRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('billing', () => {
  it('needs an organization id: Missing Organization Id', () => {
    expect(messagesOf(membershipCheckoutBodySchema.safeParse({ userId: 'u1' }))).toEqual({
      organizationId: ['Missing Organization Id'],
    });
    expect(membershipCheckoutBodySchema.safeParse({ userId: 'u1', organizationId: 'o1' }).success).toBe(true);
    expect(checkoutSessionBodySchema.safeParse({ sessionId: 'cs_1', organizationId: 'o1' }).success).toBe(
      true,
    );
  });
});

describe('properties', () => {
  it('queries and bodies', () => {
    expect(propertyListQuerySchema.safeParse({ mode: 'draft' }).success).toBe(true);
    expect(propertyListQuerySchema.safeParse({ mode: 'bogus' }).success).toBe(false);
    expect(updatePriorityBodySchema.safeParse({ prioritizeProperty: ['p1', 'p2'] }).success).toBe(true);
    expect(nearbyQuerySchema.parse({ lat: '40.7', lng: '-74.0' })).toEqual({ lat: 40.7, lng: -74, range: 5 });
    expect(nearbyQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
  });

  it('pages the matches list: the first 24 unless asked, at most 100 at a time', () => {
    expect(propertyMatchesQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
    expect(propertyMatchesQuerySchema.parse({ page: '3', limit: '4', state: 'NJ' })).toEqual({
      page: 3,
      limit: 4,
      state: 'NJ',
    });
    for (const bad of [{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }, { limit: 'all' }]) {
      expect(propertyMatchesQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    // The listing mode belongs to the organization's own list, not to matches.
    expect(propertyMatchesQuerySchema.parse({ mode: 'draft' })).not.toHaveProperty('mode');
  });
});
