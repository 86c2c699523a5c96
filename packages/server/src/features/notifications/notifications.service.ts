import {
  DEFAULT_NOTIFICATION_METHODS,
  NOTIFICATION_QUESTIONS,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPES,
  type NotificationSettingsUpdate,
  type NotificationSettingView,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { organizationById, type ProfileUserRow, signedIn, targetUser } from '../profile/profile.access.ts';
import { readSettings, upsertSettings } from './notifications.repository.ts';

/**
 * Whose preferences /notification/{organizationId} means. Preferences are a person's: the path names the caller's
 * organization (or, for someone with none, their own user id). An admin may name any organization (its owner's
 * preferences) or a user with ?userId. Anything else is not found.
 */
async function settingsOwner(
  ctx: RequestContext,
  organizationId: string,
  userId?: string,
): Promise<ProfileUserRow> {
  const actor = signedIn(ctx);
  if (actor.healcoAdmin) {
    if (userId) return targetUser(ctx, userId);
    const organization = await organizationById(ctx.db, organizationId);
    return targetUser(ctx, organization?.owner_user_id ?? organizationId);
  }
  const ownPath = organizationId === actor.organizationId || organizationId === actor.userId;
  if (!ownPath || (userId && userId !== actor.userId)) throw new AppError('NOT_FOUND');
  return targetUser(ctx, actor.userId);
}

export async function getNotificationSettings(
  ctx: RequestContext,
  organizationId: string,
  userId?: string,
): Promise<NotificationSettingView[]> {
  const user = await settingsOwner(ctx, organizationId, userId);
  const stored = new Map((await readSettings(ctx.db, user.id)).map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type);
    const method = row
      ? [...(row.email ? ['EMAL'] : []), ...(row.phone ? ['PHNE'] : [])]
      : [...DEFAULT_NOTIFICATION_METHODS];
    return {
      question: { id: type, name: NOTIFICATION_TYPE[type], ...NOTIFICATION_QUESTIONS[type] },
      notificationSettings: { type, method },
    };
  });
}

/** Saves the given types (others keep their value) and answers the whole list; audited without values. */
export async function saveNotificationSettings(
  ctx: RequestContext,
  organizationId: string,
  body: NotificationSettingsUpdate,
  userId?: string,
): Promise<NotificationSettingView[]> {
  const user = await settingsOwner(ctx, organizationId, userId);
  await upsertSettings(
    ctx.db,
    user.id,
    body.settings.map((setting) => ({
      type: setting.type,
      email: setting.method.includes('EMAL'),
      phone: setting.method.includes('PHNE'),
    })),
  );
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'notificationSetting',
    entityId: user.id,
    details: { types: body.settings.map((setting) => setting.type) },
  });
  return getNotificationSettings(ctx, organizationId, userId);
}
