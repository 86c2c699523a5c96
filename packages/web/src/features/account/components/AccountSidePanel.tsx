import { AVATAR_PX, type ProfileView } from '@carespace/domain';
import { Card } from '../../../components/plain/Card.tsx';
import { formatPattern } from '../../../lib/date-format.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

export interface AccountSidePanelProps {
  profile: ProfileView;
  canEdit: boolean;
  /** Two-factor sign-in is the account holder's own setting. */
  showTwoFactor: boolean;
  onOpen: (modal: 'notification' | 'profilePic' | 'twoFA') => void;
}

/** The account page's side panel: avatar, name, email, joined month and year, practice, links. */
export function AccountSidePanel({ profile, canEdit, showTwoFactor, onOpen }: AccountSidePanelProps) {
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Card className="cs-account__panel">
      <div className="cs-account__identity">
        <div className="cs-account__avatar-wrap">
          <ProfileAvatar
            className="cs-account__avatar"
            // The full size at every width: on a phone the panel stacks the avatar above the name to make room.
            size={AVATAR_PX}
            source={{
              choice: profile.profilePic,
              name,
              pictureId: profile.picture?.id,
              pictureFileName: profile.picture?.fileName,
            }}
          />
          {canEdit ? (
            <button
              type="button"
              className="cs-link-button cs-account__link"
              onClick={() => onOpen('profilePic')}
            >
              Change picture
            </button>
          ) : null}
        </div>
        <div className="cs-account__who">
          <h2 className="cs-account__name">{name}</h2>
          <span className="cs-account__muted cs-account__email">{profile.email}</span>
          <span className="cs-account__muted">Joined {formatPattern(profile.createdOn, 'MMMM YYYY')}</span>
          {profile.organization ? <strong>{profile.organization.name}</strong> : null}
          <button
            type="button"
            className="cs-link-button cs-account__link"
            onClick={() => onOpen('notification')}
          >
            Notification Preferences
          </button>
          {showTwoFactor ? (
            <button type="button" className="cs-link-button cs-account__link" onClick={() => onOpen('twoFA')}>
              Two-Factor Authentication
            </button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
