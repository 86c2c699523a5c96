import {
  type AvatarUpdate,
  type FileRecord,
  type NotificationSettingsUpdate,
  type NotificationSettingView,
  type OrganizationUpdate,
  type OrganizationView,
  type PictureTarget,
  PROFILE,
  type ProfileUpdateInput,
  type ProfileView,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ApiError,
  type ApiResult,
  apiPost,
  useApiMutation,
  useApiQuery,
} from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';

const query = (userId?: string | null) => (userId ? `?userId=${encodeURIComponent(userId)}` : '');

export const profileKey = (userId?: string | null) => ['account', 'profile', userId ?? 'me'] as const;

/** GET /api/profile?userId: one's own profile, or (admins) another user's. */
export function useProfile(userId?: string | null, { silent = false }: { silent?: boolean } = {}) {
  return useApiQuery<ProfileView>(profileKey(userId), `/profile${query(userId)}`, { staleTime: 0, silent });
}

/** A validation message helps the person fix the form; anything else gets the product's save failure message. */
function saveFailure(fallback: string) {
  return (error: ApiError) => {
    void toast('error', error.code === 'VALIDATION_FAILED' ? error.message : fallback);
  };
}

function useProfileCache(userId?: string | null) {
  const queryClient = useQueryClient();
  return async (profile: ProfileView) => {
    queryClient.setQueryData(profileKey(userId), profile);
    // The header and the shell read the name from the identity.
    await queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
  };
}

export function useSaveProfile(userId?: string | null) {
  const cache = useProfileCache(userId);
  return useApiMutation<ProfileView, ProfileUpdateInput>('PUT', '/profile', {
    silent: true,
    onFailure: saveFailure(PROFILE.updateFailed),
    onSuccess: cache,
  });
}

export function useSaveOrganization(userId?: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation<OrganizationView, OrganizationUpdate>('PUT', '/organization', {
    silent: true,
    onFailure: saveFailure(PROFILE.organizationUpdateFailed),
    onSuccess: (organization) =>
      queryClient.setQueryData<ProfileView>(profileKey(userId), (profile) =>
        profile ? { ...profile, organization } : profile,
      ),
  });
}

export interface PictureTargetPath {
  organizationId: string;
  userId: string;
  type: PictureTarget;
}

const picturePath = ({ organizationId, userId, type }: PictureTargetPath) =>
  `${encodeURIComponent(organizationId)}/${encodeURIComponent(userId)}/${type}`;

/**
 * POST /api/profilePicture/…: the uploader wants the stored file's record back, so the answer (the profile) is
 * narrowed to the picture it now shows.
 */
export async function uploadPicture(
  target: PictureTargetPath,
  file: File,
): Promise<{ outcome: ApiResult<FileRecord>; profile?: ProfileView }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const outcome = await apiPost<ProfileView>(`/profilePicture/${picturePath(target)}`, body, {
    silent: true,
  });
  if (!outcome.success) return { outcome };
  const profile = outcome.result;
  const stored =
    target.type === 'organization'
      ? { id: profile.organization?.profilePic, fileName: profile.organization?.profilePicFileName }
      : { id: profile.picture?.id, fileName: profile.picture?.fileName };
  return {
    profile,
    outcome: {
      success: true,
      error: null,
      result: {
        id: stored.id ?? '',
        fileName: stored.fileName ?? '',
        display_order: 0,
        mimeType: file.type,
        originalName: file.name,
      },
    },
  };
}

export function useSetAvatar(target: PictureTargetPath, userId?: string | null) {
  const cache = useProfileCache(userId);
  return useApiMutation<ProfileView, AvatarUpdate>('PUT', `/profile/avatar/${picturePath(target)}`, {
    onSuccess: cache,
  });
}

export function usePictureUploaded(userId?: string | null) {
  return useProfileCache(userId);
}

// ---- Notification preferences ----

const notificationKey = (pathId: string, userId?: string | null) =>
  ['account', 'notification', pathId, userId ?? 'me'] as const;

/** Preferences are a person's; the path names their practice, or their own id when they have none. */
export function notificationPathId(profile: ProfileView): string {
  return profile.organization?.id ?? profile.id;
}

export function useNotificationSettings(pathId: string, userId?: string | null) {
  return useApiQuery<NotificationSettingView[]>(
    notificationKey(pathId, userId),
    `/notification/${encodeURIComponent(pathId)}${query(userId)}`,
    { staleTime: 0 },
  );
}

export function useSaveNotificationSettings(pathId: string, userId?: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation<NotificationSettingView[], NotificationSettingsUpdate>(
    'PUT',
    `/notification/${encodeURIComponent(pathId)}${query(userId)}`,
    { onSuccess: (settings) => queryClient.setQueryData(notificationKey(pathId, userId), settings) },
  );
}
