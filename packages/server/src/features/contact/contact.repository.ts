import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  content: string;
  userType: string | null;
}

export async function insertContactMessage(db: Kysely<DB>, message: NewContactMessage): Promise<void> {
  await db
    .insertInto('contact_message')
    .values({
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      content: message.content,
      user_type: message.userType,
    })
    .execute();
}

export async function deleteContactMessage(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('contact_message').where('id', '=', id).execute();
}

/** Adds an address once; adding it again changes nothing. */
export async function addMailingListContact(db: Kysely<DB>, email: string): Promise<void> {
  await db
    .insertInto('mailing_list_contact')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}
