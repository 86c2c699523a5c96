import type { CSSProperties } from 'react';
import { useProfile } from '../api/account-api.ts';
import { avatarFace } from './ProfileAvatar.tsx';
import './HeaderAvatar.css';

/**
 * The signed-in person's chosen avatar for the area header: initials until the profile has loaded (or if it
 * cannot be), then the choice made on the account page, which updates it through the shared query cache. Hidden
 * from assistive technology: the name beside it says who it is.
 */
export function HeaderAvatar({ name, className }: { name: string; className?: string }) {
  const { data } = useProfile(null, { silent: true });
  const face = avatarFace({
    choice: data?.profilePic ?? null,
    name,
    pictureId: data?.picture?.id,
    pictureFileName: data?.picture?.fileName,
  });
  const style: CSSProperties | undefined = face.background ? { background: face.background } : undefined;
  return (
    <span
      aria-hidden
      className={`cs-avatar cs-header-avatar${className ? ` ${className}` : ''}`}
      style={style}
    >
      {face.content}
    </span>
  );
}
