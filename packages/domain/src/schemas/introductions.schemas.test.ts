import { describe, expect, it } from 'vitest';
import { introductionDecisionParamsSchema, introductionRejectionSchema } from './introductions.schemas.ts';
import { messagesOf } from './test-support.ts';

describe('application rejection', () => {
  it('requires a reason', () => {
    expect(messagesOf(introductionRejectionSchema.safeParse({}))).toEqual({
      introductionRejectionReason: ['Please provide a reason'],
    });
    expect(
      messagesOf(introductionRejectionSchema.safeParse({ introductionRejectionReason: 'NOPE' })),
    ).toEqual({
      introductionRejectionReason: ['Please provide a reason'],
    });
    expect(introductionRejectionSchema.safeParse({ introductionRejectionReason: 'SPTY' }).success).toBe(true);
  });

  it('requires the text with other', () => {
    expect(
      messagesOf(
        introductionRejectionSchema.safeParse({
          introductionRejectionReason: 'OTHR',
          introductionRejectionReasonOther: '  ',
        }),
      ),
    ).toEqual({ introductionRejectionReasonOther: ['Please provide a reason other.'] });
    expect(
      introductionRejectionSchema.safeParse({
        introductionRejectionReason: 'OTHR',
        introductionRejectionReasonOther: 'Space is taken',
      }).success,
    ).toBe(true);
  });

  it('path params', () => {
    expect(
      introductionDecisionParamsSchema.safeParse({ decision: 'true', applicationId: 'a1' }).success,
    ).toBe(true);
    expect(introductionDecisionParamsSchema.safeParse({ decision: 'yes', applicationId: 'a1' }).success).toBe(
      false,
    );
  });
});
