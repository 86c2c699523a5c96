import type { ContactMessage } from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { contactSupportEmail } from './contact.emails.ts';
import { addMailingListContact, deleteContactMessage, insertContactMessage } from './contact.repository.ts';

/**
 * Stores a contact-form message and mails it to support. Either both happen or the visitor is told we could not
 * receive it (a stored message nobody was told about would wait unread while the visitor tries again).
 */
export async function receiveContactMessage(ctx: RequestContext, message: ContactMessage): Promise<void> {
  const id = newId();
  try {
    await insertContactMessage(ctx.db, {
      id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      content: message.content,
      userType: message.userType ?? null,
    });
  } catch (cause) {
    throw new AppError('UNABLE_TO_RECEIVE_CONTACT', undefined, { cause });
  }
  try {
    await ctx.ports.mailer.send(contactSupportEmail(ctx.config.supportEmail, message, id));
  } catch (cause) {
    await deleteContactMessage(ctx.db, id).catch(() => undefined);
    throw new AppError('UNABLE_TO_RECEIVE_CONTACT', undefined, { cause });
  }
}

/** Idempotent: an address already on the list gets the same answer, so the form reveals nothing. */
export async function joinMailingList(ctx: RequestContext, email: string): Promise<void> {
  try {
    await addMailingListContact(ctx.db, email);
  } catch (cause) {
    throw new AppError('UNABLE_TO_CREATE_CONTACT_MAILING_LIST', undefined, { cause });
  }
}
