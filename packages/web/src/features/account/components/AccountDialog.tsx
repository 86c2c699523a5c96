import { DIALOG_WIDTH, type PictureTarget, type ProfileView } from '@carespace/domain';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { notificationPathId } from '../api/account-api.ts';
import { NotificationPreferences } from './NotificationPreferences.tsx';
import { PictureSettings } from './PictureSettings.tsx';

export type AccountModal = 'notification' | 'profilePic' | 'twoFA';

export interface AccountDialogProps {
  modal: AccountModal | null;
  profile: ProfileView;
  /** Whose account: the viewer's own, or (for an admin) another user's id for the API. */
  isSelf: boolean;
  canEdit: boolean;
  userId: string | null;
  pictureType: PictureTarget;
  viewer: { phone: string | null; isPhoneVerified: boolean };
  twoFactor: ReactNode;
  phoneVerification: ReactNode;
  onClose: () => void;
}

/**
 * The account page's dialogs, chosen by the query `modal`: notification preferences, the picture and avatar, and
 * two-factor sign-in. Built with antd's forms and uploader, so it loads (with antd) when one first opens.
 */
export function AccountDialog({
  modal,
  profile,
  isSelf,
  canEdit,
  userId,
  pictureType,
  viewer,
  twoFactor,
  phoneVerification,
  onClose,
}: AccountDialogProps) {
  const title: Record<AccountModal, string> = {
    notification: 'Notification Preferences',
    profilePic: pictureType === 'organization' ? 'Practice picture' : 'Picture and avatar',
    twoFA: 'Two-Factor Authentication',
  };
  return (
    <Modal
      open={modal !== null && modal in title}
      title={modal ? title[modal] : undefined}
      footer={null}
      onCancel={onClose}
      width={{ xs: DIALOG_WIDTH.mobile, sm: DIALOG_WIDTH.mobile, md: DIALOG_WIDTH.desktop }}
      destroyOnHidden
    >
      {modal === 'notification' ? (
        <NotificationPreferences
          pathId={notificationPathId(profile)}
          userId={isSelf ? null : profile.id}
          phone={isSelf ? viewer.phone : profile.phone}
          isPhoneVerified={isSelf ? viewer.isPhoneVerified : profile.isPhoneVerified}
          phoneVerification={isSelf ? phoneVerification : null}
        />
      ) : null}
      {modal === 'profilePic' && canEdit ? (
        <PictureSettings profile={profile} type={pictureType} userId={userId} />
      ) : null}
      {modal === 'twoFA' && isSelf ? twoFactor : null}
    </Modal>
  );
}
