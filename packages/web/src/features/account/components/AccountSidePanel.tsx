import { AVATAR_PX, type ProfileView } from '@carespace/domain';
import { Button, Card, Typography } from 'antd';
import dayjs from 'dayjs';
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
            <Button
              type="link"
              size="small"
              className="cs-account__link"
              onClick={() => onOpen('profilePic')}
            >
              Change picture
            </Button>
          ) : null}
        </div>
        <div className="cs-account__who">
          <Typography.Title level={2} className="cs-account__name">
            {name}
          </Typography.Title>
          <Typography.Text type="secondary" className="cs-account__email">
            {profile.email}
          </Typography.Text>
          <Typography.Text type="secondary">
            Joined {dayjs(profile.createdOn).format('MMMM YYYY')}
          </Typography.Text>
          {profile.organization ? (
            <Typography.Text strong>{profile.organization.name}</Typography.Text>
          ) : null}
          <Button type="link" className="cs-account__link" onClick={() => onOpen('notification')}>
            Notification Preferences
          </Button>
          {showTwoFactor ? (
            <Button type="link" className="cs-account__link" onClick={() => onOpen('twoFA')}>
              Two-Factor Authentication
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
