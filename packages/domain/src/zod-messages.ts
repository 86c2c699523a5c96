import { z } from 'zod';
import { VALIDATION } from './messages.ts';

/**
 * Fallback wording for rules that carry no message of their own: a missing value gets the product's required
 * message, anything else its generic 'This input is not valid.' Zod's own English (which names types, such as
 * "expected object, received null") never reaches a user. Called once by the server and by the web app.
 */
export function applySpecValidationMessages(): void {
  z.config({
    customError: (issue) =>
      issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.invalid,
  });
}
