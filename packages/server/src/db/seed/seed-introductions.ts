import type { Kysely } from 'kysely';
import { insertMessage, markRead } from '../../features/chat/chat.repository.ts';
import {
  answerIntroduction,
  insertChat,
  insertIntroduction,
} from '../../features/introductions/introductions.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';

/** Where the demo seeker stands with the demo hosts' listings (none of them is used by the browser journeys). */
export const DEMO_PENDING_APPLICATION_TITLE = 'Quiet counseling suite near Union Square';
export const DEMO_APPROVED_APPLICATION_TITLE = 'Group room with kitchenette near Grove Street';
export const DEMO_DECLINED_APPLICATION_TITLE = 'Wellness office in downtown Montclair';
export const DEMO_FREE_HOST_APPLICATION_TITLE = 'Quiet consult room with a river view';
/** Matched a week ago and never opened: its card says "Not Viewed". */
export const DEMO_NOT_VIEWED_TITLE = 'Sunlit therapy office on Washington Street';
/** Matched today and not opened yet: its card says "New". */
export const DEMO_NEW_MATCH_TITLE = 'Treatment room at Harborview Physical Therapy';

export const DEMO_DECLINE_EXPLANATION =
  'Our Montclair office is booked on weekday mornings until June. Afternoons may open up in the summer, and we would be glad to hear from you again then.';

const CHAT_HISTORY: Array<{ from: 'host' | 'seeker'; body: string }> = [
  { from: 'host', body: 'Welcome, Samuel! The group room is free Tuesday and Thursday evenings from 6 pm.' },
  { from: 'seeker', body: 'Thank you! Thursdays would suit my couples group. Is the kitchenette shared?' },
  {
    from: 'host',
    body: 'Only with the practice next door, and never in the evenings. Would you like a walk-through?',
  },
];

const DAY_MS = 86_400_000;

/**
 * The demo seeker's applications and views, so every state of a card and of Connections shows on a fresh start.
 * With the paid host: one waiting for an answer (the host may answer it), one approved with a short conversation,
 * one declined with an explanation. With the free-plan host: one waiting behind Upgrade Membership. Of the
 * remaining matches, one was matched a week ago and never opened (Not Viewed) and one is new today (New).
 */
export async function seedDemoIntroductions(db: Kysely<DB>, now = Date.now()): Promise<void> {
  const user = (email: string) =>
    db.selectFrom('app_user').select(['id', 'organization_id']).where('email', '=', email).executeTakeFirst();
  const host = await user('host@demo.carespace.test');
  const freeHost = await user('freehost@demo.carespace.test');
  const seeker = await user('seeker@demo.carespace.test');
  if (!host?.organization_id || !seeker?.organization_id) return;
  const seekerOrganization = seeker.organization_id;
  const property = (title: string) =>
    db
      .selectFrom('property')
      .select(['id', 'organization_id'])
      .where('title', '=', title)
      .where('organization_id', 'in', [
        host.organization_id!,
        freeHost?.organization_id ?? host.organization_id!,
      ])
      .executeTakeFirst();
  const ago = (days: number) => new Date(now - days * DAY_MS);

  /** The seeker's match facts for a listing, dated as if they had been browsing for the past weeks. */
  const matchFacts = async (
    propertyId: string,
    facts: { matchedDaysAgo: number; viewedDaysAgo: number | null; appliedDaysAgo?: number },
  ) => {
    const values = {
      matched_on: ago(facts.matchedDaysAgo),
      viewed_on: facts.viewedDaysAgo === null ? null : ago(facts.viewedDaysAgo),
      sent_introduction_on: facts.appliedDaysAgo === undefined ? null : ago(facts.appliedDaysAgo),
    };
    await db
      .insertInto('property_match')
      .values({ organization_id: seekerOrganization, property_id: propertyId, ...values })
      .onConflict((oc) => oc.columns(['organization_id', 'property_id']).doUpdateSet(values))
      .execute();
  };

  const apply = async (
    title: string,
    message: string,
    howSoon: 'NOWX' | 'MNTH',
    days: { matched: number; viewed: number; applied: number },
  ) => {
    const listing = await property(title);
    if (!listing) return undefined;
    const application = await insertIntroduction(db, {
      id: newId(),
      property_id: listing.id,
      host_organization_id: listing.organization_id,
      organization_id: seekerOrganization,
      applicant_user_id: seeker.id,
      message_to_host: message,
      how_soon: howSoon,
    });
    if (!application) return undefined;
    await db
      .updateTable('property_introduction')
      .set({ sent_on: ago(days.applied) })
      .where('id', '=', application.id)
      .execute();
    await matchFacts(listing.id, {
      matchedDaysAgo: days.matched,
      viewedDaysAgo: days.viewed,
      appliedDaysAgo: days.applied,
    });
    return { application, listing };
  };

  await apply(
    DEMO_PENDING_APPLICATION_TITLE,
    'I am a licensed counselor seeing adults one to one. Could I use the suite on Monday and Wednesday mornings?',
    'MNTH',
    { matched: 12, viewed: 3, applied: 2 },
  );
  if (freeHost?.organization_id) {
    await apply(
      DEMO_FREE_HOST_APPLICATION_TITLE,
      'The river view would calm my clients. Could I take the room on Mondays from 9 to 5?',
      'MNTH',
      { matched: 1, viewed: 1, applied: 0.5 },
    );
  }

  const declined = await apply(
    DEMO_DECLINED_APPLICATION_TITLE,
    'I would like the office on Tuesday and Thursday mornings for individual counseling.',
    'NOWX',
    { matched: 12, viewed: 10, applied: 9 },
  );
  if (declined) {
    await answerIntroduction(db, declined.application.id, {
      approved: false,
      reason: 'OTHR',
      other: DEMO_DECLINE_EXPLANATION,
      userId: host.id,
    });
    await db
      .updateTable('property_introduction')
      .set({ rejected_on: ago(8) })
      .where('id', '=', declined.application.id)
      .execute();
  }

  for (const [title, facts] of [
    [DEMO_NOT_VIEWED_TITLE, { matchedDaysAgo: 7, viewedDaysAgo: null }],
    [DEMO_NEW_MATCH_TITLE, { matchedDaysAgo: 0.1, viewedDaysAgo: null }],
  ] as const) {
    const listing = await property(title);
    if (listing) await matchFacts(listing.id, facts);
  }

  const approved = await apply(
    DEMO_APPROVED_APPLICATION_TITLE,
    'I run a weekly couples group of six and need a room with chairs in a circle.',
    'NOWX',
    { matched: 12, viewed: 6, applied: 5 },
  );
  if (!approved) return;
  const { application } = approved;
  const chatId = newId();
  await insertChat(db, {
    id: chatId,
    introduction_id: application.id,
    property_id: approved.listing.id,
    host_organization_id: host.organization_id,
    guest_organization_id: seekerOrganization,
  });
  await answerIntroduction(db, application.id, { approved: true, chatId, userId: host.id });
  await db
    .updateTable('property_introduction')
    .set({ approved_on: ago(4) })
    .where('id', '=', application.id)
    .execute();
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
