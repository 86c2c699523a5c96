import {
  DEFAULT_NOTIFICATION_METHODS,
  type NotificationMethod,
  type NotificationType,
} from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { notificationEmail } from './notification.emails.ts';
import { findRecipient, readSetting } from './notifications.repository.ts';

export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  /** The email's subject and body. */
  subject: string;
  text: string;
  /** The text message; the email body when left out. Keep it short and free of health details. */
  sms?: string;
}

export interface Delivery {
  email: boolean;
  text: boolean;
}

/** The methods a person chose for a type, or the defaults when they never chose. */
export async function methodsFor(
  ctx: Pick<RequestContext, 'db'>,
  userId: string,
  type: NotificationType,
): Promise<NotificationMethod[]> {
  const stored = await readSetting(ctx.db, userId, type);
  if (!stored) return [...DEFAULT_NOTIFICATION_METHODS];
  return [...(stored.email ? (['EMAL'] as const) : []), ...(stored.phone ? (['PHNE'] as const) : [])];
}

/**
 * The one way every feature tells a person something happened (per their notification settings): their
 * preference for the event type decides email (ctx.ports.mailer), text (ctx.ports.sms, only to a verified
 * phone), both or neither. The messages are queued and delivered just after (adapters/outbound); a message that
 * could not even be queued never fails the caller's action. It reports what was queued.
 */
export async function notify(
  ctx: Pick<RequestContext, 'db' | 'ports'> & Partial<Pick<RequestContext, 'config'>>,
  event: NotificationEvent,
): Promise<Delivery> {
  const delivery: Delivery = { email: false, text: false };
  const recipient = await findRecipient(ctx.db, event.userId);
  if (recipient?.status !== 'ACTV') return delivery;
  const methods = await methodsFor(ctx, recipient.id, event.type);
  if (methods.includes('EMAL')) {
    delivery.email = await ctx.ports.mailer
      .send(notificationEmail(recipient, event, ctx.config?.publicUrl))
      .then(() => true)
      .catch(() => false);
  }
  if (methods.includes('PHNE') && recipient.phone && recipient.is_phone_verified) {
    delivery.text = await ctx.ports.sms
      .send(recipient.phone, event.sms ?? event.text)
      .then(() => true)
      .catch(() => false);
  }
  return delivery;
}
