import { type AvatarUpdate, isAvatarChoice, type PictureParams, type ProfileView } from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { uploadFiles } from '../files/files.service.ts';
import type { IncomingFile } from '../files/upload-reader.ts';
import { signedIn, targetOrganization, targetUser } from './profile.access.ts';
import { setOrganizationLogo, updateUserColumns } from './profile.repository.ts';
import { buildProfileView } from './profile.service.ts';

export const PICTURE_MESSAGES = {
  organizationAvatar:
    'A practice shows its uploaded picture; please upload one, or choose initials to remove it.',
  noPicture: 'Please upload a profile picture first.',
} as const;

/**
 * POST /api/profilePicture/{organizationId}/{userId}/{organization|user}: stores the picture in the logos folder
 * through the files service (png or jpeg only, checked by content) and makes it the avatar (user) or the
 * practice logo (organization).
 */
export async function uploadPicture(
  ctx: RequestContext,
  params: PictureParams,
  /** Reads the upload; called only once the caller may change this picture, so nothing is read for nothing. */
  readFiles: () => Promise<IncomingFile[]>,
): Promise<ProfileView> {
  const actor = signedIn(ctx);
  const user = await targetUser(ctx, params.userId);
  const organization =
    params.type === 'organization' ? await targetOrganization(ctx, params.organizationId) : null;
  const [record] = await uploadFiles(ctx, 'logos', await readFiles());
  if (organization) {
    await setOrganizationLogo(ctx.db, organization.id, record!.id);
  } else {
    await updateUserColumns(ctx.db, user.id, { picture_id: record!.id, profile_pic: record!.id });
  }
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: organization ? 'organization' : 'profile',
    entityId: organization ? organization.id : user.id,
    details: { fields: [organization ? 'profilePic' : 'picture'], fileId: record!.id },
  });
  return buildProfileView(ctx, await targetUser(ctx, user.id), actor);
}

/**
 * PUT /api/profile/avatar/{organizationId}/{userId}/{organization|user}: body imageId. A person chooses initials,
 * the male or female avatar, the building, or their uploaded picture. A practice has no avatar choices:
 * 'initials' removes its logo, and its current logo id keeps it.
 */
export async function setAvatar(
  ctx: RequestContext,
  params: PictureParams,
  body: AvatarUpdate,
): Promise<ProfileView> {
  const actor = signedIn(ctx);
  const user = await targetUser(ctx, params.userId);
  if (params.type === 'organization') {
    const organization = await targetOrganization(ctx, params.organizationId);
    if (body.imageId !== 'initials' && body.imageId !== organization.profile_pic) {
      throw badRequest(PICTURE_MESSAGES.organizationAvatar);
    }
    await setOrganizationLogo(ctx.db, organization.id, body.imageId === 'initials' ? null : body.imageId);
    await ctx.audit({
      eventCode: 'RCUP',
      entityType: 'organization',
      entityId: organization.id,
      details: { fields: ['profilePic'] },
    });
  } else {
    if (!isAvatarChoice(body.imageId)) {
      if (!user.picture_id) throw badRequest(PICTURE_MESSAGES.noPicture);
      if (body.imageId !== user.picture_id) throw new AppError('NOT_FOUND');
    }
    await updateUserColumns(ctx.db, user.id, { profile_pic: body.imageId });
    await ctx.audit({
      eventCode: 'RCUP',
      entityType: 'profile',
      entityId: user.id,
      details: { fields: ['profilePic'], avatar: isAvatarChoice(body.imageId) ? body.imageId : 'picture' },
    });
  }
  return buildProfileView(ctx, await targetUser(ctx, user.id), actor);
}
