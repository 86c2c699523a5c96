import { describe, expect, it } from 'vitest';
import { checkoutSessionBodySchema, membershipCheckoutBodySchema } from './billing.schemas.ts';
import {
  nearbyQuerySchema,
  propertyListQuerySchema,
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
});
