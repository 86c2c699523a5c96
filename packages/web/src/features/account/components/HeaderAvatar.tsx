import { useProfile } from '../api/account-api.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

/**
 * The signed-in person's chosen avatar for the area header: initials until the profile has loaded (or if it
 * cannot be), then the choice made on the account page, which updates it through the shared query cache.
 */
export function HeaderAvatar({ name, className }: { name: string; className?: string }) {
  const { data } = useProfile(null, { silent: true });
  return (
    <span aria-hidden style={{ display: 'inline-flex' }}>
      <ProfileAvatar
        size={32}
        className={className}
        source={{
          choice: data?.profilePic ?? 'initials',
          name,
          pictureId: data?.picture?.id,
          pictureFileName: data?.picture?.fileName,
        }}
      />
    </span>
  );
}
