import { wrvuEmailRequestSchema } from '@carespace/domain';

/** The email of 'Email me the results', checked by the request's own schema; loaded on the form's first use. */
export const wrvuEmailSchema = wrvuEmailRequestSchema.pick({ email: true });
