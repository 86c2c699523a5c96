import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry', () => {
  it('exports the catalogue, enums, constants, messages, schemas and rules', () => {
    for (const name of [
      'ERRORS',
      'publicError',
      'OTHER_CODE',
      'PROVIDER_ROLE',
      'IDENTITY_REFRESH_MS',
      'VALIDATION',
      'passwordSchema',
      'changeEmailSchema',
      'addressSchema',
      'appointmentSlotError',
      'descriptionWarnings',
      'isUnsupportedBrowser',
      'formatMoney',
      'US_STATES',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
