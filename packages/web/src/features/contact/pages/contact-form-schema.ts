/** The contact request's domain schema, in a chunk the page loads on the form's first use (zodResolver). */
export { contactSchema } from '@carespace/domain';
