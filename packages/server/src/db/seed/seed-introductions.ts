import type { Kysely } from 'kysely';
import { insertMessage, markRead } from '../../features/chat/chat.repository.ts';
import {
  answerIntroduction,
  insertChat,
  insertIntroduction,
} from '../../features/introductions/introductions.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';

/** Where the demo seeker has applied among the demo host's listings (neither is used by the browser journeys). */
export const DEMO_PENDING_APPLICATION_TITLE = 'Quiet counseling suite near Union Square';
export const DEMO_APPROVED_APPLICATION_TITLE = 'Group room with kitchenette near Grove Street';

const CHAT_HISTORY: Array<{ from: 'host' | 'seeker'; body: string }> = [
  { from: 'host', body: 'Welcome, Samuel! The group room is free Tuesday and Thursday evenings from 6 pm.' },
  { from: 'seeker', body: 'Thank you! Thursdays would suit my couples group. Is the kitchenette shared?' },
  {
    from: 'host',
    body: 'Only with the practice next door, and never in the evenings. Would you like a walk-through?',
  },
];

/**
 * The demo seeker's applications to the demo host: one waiting for an answer (the host, on the free plan, sees
 * it behind Upgrade Membership) and one approved by the demo admin, with a short conversation, so Connections and
 * Property Chat have something to show on a fresh start. The host's plan is left as it is (free): the membership
 * journey upgrades it.
 */
export async function seedDemoIntroductions(db: Kysely<DB>): Promise<void> {
  const user = (email: string) =>
    db.selectFrom('app_user').select(['id', 'organization_id']).where('email', '=', email).executeTakeFirst();
  const host = await user('host@demo.carespace.test');
  const seeker = await user('seeker@demo.carespace.test');
  const admin = await user('admin@demo.carespace.test');
  if (!host?.organization_id || !seeker?.organization_id || !admin) return;
  const property = (title: string) =>
    db
      .selectFrom('property')
      .select('id')
      .where('organization_id', '=', host.organization_id!)
      .where('title', '=', title)
      .executeTakeFirst();

  const pending = await property(DEMO_PENDING_APPLICATION_TITLE);
  if (pending) {
    await insertIntroduction(db, {
      id: newId(),
      property_id: pending.id,
      host_organization_id: host.organization_id,
      organization_id: seeker.organization_id,
      applicant_user_id: seeker.id,
      message_to_host:
        'I am a licensed counselor seeing adults one to one. Could I use the suite on Monday and Wednesday mornings?',
      how_soon: 'MNTH',
    });
  }

  const approved = await property(DEMO_APPROVED_APPLICATION_TITLE);
  if (!approved) return;
  const application = await insertIntroduction(db, {
    id: newId(),
    property_id: approved.id,
    host_organization_id: host.organization_id,
    organization_id: seeker.organization_id,
    applicant_user_id: seeker.id,
    message_to_host: 'I run a weekly couples group of six and need a room with chairs in a circle.',
    how_soon: 'NOWX',
  });
  if (!application) return;
  const chatId = newId();
  await insertChat(db, {
    id: chatId,
    introduction_id: application.id,
    property_id: approved.id,
    host_organization_id: host.organization_id,
    guest_organization_id: seeker.organization_id,
  });
  await answerIntroduction(db, application.id, { approved: true, chatId, userId: admin.id });
  let lastSeq = 0;
  for (const [index, line] of CHAT_HISTORY.entries()) {
    const sender = line.from === 'host' ? host : seeker;
    const { message } = await insertMessage(db, {
      id: newId(),
      chat_id: chatId,
      sender_user_id: sender.id,
      sender_organization_id: sender.organization_id,
      client_message_id: `demo-chat-${index + 1}`,
      body: line.body,
      attachments: '[]',
    });
    lastSeq = Number(message.seq);
  }
  // The host has read the conversation; the seeker has the host's last message still to read.
  await markRead(db, chatId, host.id, lastSeq);
}
