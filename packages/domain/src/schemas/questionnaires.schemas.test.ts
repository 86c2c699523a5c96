import { describe, expect, it } from 'vitest';
import { isPharmacyState, PHARMACY_STATES } from '../constants.ts';
import { ERRORS } from '../errors.ts';
import { QUESTIONNAIRE } from '../messages.ts';
import { prescriptionSubscriptionStatusSchema } from './prescriptions.schemas.ts';
import {
  checkoutSessionConfirmBodySchema,
  medicationChoiceBodySchema,
  questionnaireAnswersBodySchema,
  questionnaireStartBodySchema,
} from './questionnaires.schemas.ts';

describe('questionnaire schemas', () => {
  it('start takes a category code or its slug, and a 5-digit ZIP', () => {
    expect(questionnaireStartBodySchema.parse({ treatmentCategory: 'edys', zipcode: '07030' })).toEqual({
      treatmentCategory: 'EDYS',
      zipcode: '07030',
    });
    expect(
      questionnaireStartBodySchema.safeParse({ treatmentCategory: 'XXXX', zipcode: '07030' }).success,
    ).toBe(false);
    const badZip = questionnaireStartBodySchema.safeParse({ treatmentCategory: 'ACNE', zipcode: '7030' });
    expect(badZip.error?.issues[0]?.message).toBe('Please enter a valid 5-digit zipcode.');
  });

  it('answers take every answer shape', () => {
    const body = {
      stepId: 's1',
      answers: {
        a: 'yes',
        b: ['x', 'y'],
        c: 42,
        d: [
          { id: 'f1', display_order: 0, fileName: 'f1.jpg', mimeType: 'image/jpeg', originalName: 'id.jpg' },
        ],
      },
    };
    expect(questionnaireAnswersBodySchema.parse(body)).toEqual(body);
    expect(questionnaireAnswersBodySchema.safeParse({ stepId: 's1', answers: { a: { x: 1 } } }).success).toBe(
      false,
    );
  });

  it('medication choice and checkout confirmation', () => {
    expect(medicationChoiceBodySchema.safeParse({}).success).toBe(false);
    expect(checkoutSessionConfirmBodySchema.parse({ sessionId: 'cs_1' })).toEqual({ sessionId: 'cs_1' });
    expect(prescriptionSubscriptionStatusSchema.options).toEqual([
      'Active',
      'Completed',
      'Rejected',
      'Referred',
      'Incomplete',
      'Waiting approval',
    ]);
  });

  it('served states: most states, not all', () => {
    for (const code of ['NJ', 'NY', 'PA', 'CT', 'FL', 'TX', 'CA']) expect(isPharmacyState(code)).toBe(true);
    for (const code of ['AK', 'HI', 'LA', 'PR', 'GU']) expect(isPharmacyState(code)).toBe(false);
    expect(PHARMACY_STATES.length).toBeGreaterThan(40);
  });

  it('messages and codes', () => {
    expect(QUESTIONNAIRE.stateNotServed('Alaska')).toContain('not available in Alaska');
    expect(ERRORS.STATE_NOT_SERVED.status).toBe(400);
    expect(ERRORS.SUBSCRIPTION_IN_PROGRESS.message).toBe(
      'A new subscription can start once your current one is completed or rejected.',
    );
  });
});
