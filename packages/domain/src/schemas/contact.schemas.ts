/** Contact form: name, email, subject, content required. */
import { z } from 'zod';
import { userTypeSchema } from '../enums.ts';
import { emailSchema, requiredText } from './common.schemas.ts';

export const contactSchema = z.object({
  name: requiredText(200),
  email: emailSchema,
  subject: requiredText(200),
  content: requiredText(5_000),
  /** From /contact-us?userType=…, when present. */
  userType: userTypeSchema.nullish(),
});
export type ContactMessage = z.infer<typeof contactSchema>;
