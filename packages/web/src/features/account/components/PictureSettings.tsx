import {
  AVATAR_CHOICES,
  type AvatarChoice,
  type FileRecord,
  type PictureTarget,
  type ProfileView,
} from '@carespace/domain';
import { Button, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { PhotoUploader } from '../../../components/upload/PhotoUploader.tsx';
import { toast } from '../../../lib/notify.ts';
import {
  type PictureTargetPath,
  uploadPicture,
  usePictureUploaded,
  useSetAvatar,
} from '../api/account-api.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

const record = (id: string, fileName: string, name: string): FileRecord => ({
  id,
  fileName,
  display_order: 0,
  mimeType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg',
  originalName: name,
});

export interface PictureSettingsProps {
  profile: ProfileView;
  type: PictureTarget;
  /** Set when an admin manages someone else's account. */
  userId?: string | null;
}

/**
 * The picture modal (query modal=profilePic): upload a cropped png or jpeg and, for a person, choose
 * the avatar (initials, male avatar, female avatar, building, or the picture). With type=organization it sets the
 * practice picture, which has no avatar choices.
 */
export function PictureSettings({ profile, type, userId }: PictureSettingsProps) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const organization = profile.organization;
  const target: PictureTargetPath = {
    organizationId: organization?.id ?? profile.id,
    userId: profile.id,
    type,
  };
  const cache = usePictureUploaded(userId);
  const avatar = useSetAvatar(target, userId);
  const [choice, setChoice] = useState<string>(profile.profilePic ?? 'initials');

  const current =
    type === 'organization'
      ? organization?.profilePic && organization.profilePicFileName
        ? [record(organization.profilePic, organization.profilePicFileName, `${organization.name} picture`)]
        : []
      : profile.picture
        ? [record(profile.picture.id, profile.picture.fileName, `${name} picture`)]
        : [];

  const uploader = (
    <PhotoUploader
      folder="logos"
      value={current}
      deleteOnRemove={false}
      addText={type === 'organization' ? 'Upload practice picture' : 'Upload picture'}
      upload={async (file) => {
        const { outcome, profile: updated } = await uploadPicture(target, file);
        if (updated) {
          await cache(updated);
          setChoice(updated.profilePic ?? 'initials');
          void toast(
            'success',
            type === 'organization' ? 'Practice picture saved.' : 'Profile picture saved.',
          );
        }
        return outcome;
      }}
      onChange={(records) => {
        // Removing the practice picture goes back to its initials.
        if (type === 'organization' && records.length === 0) avatar.mutate({ imageId: 'initials' });
      }}
    />
  );

  if (type === 'organization') {
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph>
          A clear logo or photo of your practice helps providers recognise you. PNG or JPEG, cropped to a
          square.
        </Typography.Paragraph>
        {uploader}
      </Flex>
    );
  }

  const options = [
    ...(Object.keys(AVATAR_CHOICES) as AvatarChoice[]).map((key) => ({
      value: key,
      label: AVATAR_CHOICES[key],
    })),
    ...(profile.picture ? [{ value: profile.picture.id, label: 'Profile picture' }] : []),
  ];
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Profile picture
        </Typography.Title>
        <Typography.Paragraph type="secondary">PNG or JPEG, cropped to a square.</Typography.Paragraph>
        {uploader}
      </div>
      <div>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Avatar
        </Typography.Title>
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as string)}
          aria-label="Avatar"
          className="cs-account__avatar-choices"
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value} className="cs-account__avatar-choice">
              <Flex vertical align="center" gap={4}>
                <ProfileAvatar
                  size={48}
                  source={{
                    choice: option.value,
                    name,
                    pictureId: profile.picture?.id,
                    pictureFileName: profile.picture?.fileName,
                  }}
                />
                <span>{option.label}</span>
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <div>
        <Button
          type="primary"
          loading={avatar.isPending}
          disabled={choice === profile.profilePic}
          onClick={() =>
            avatar.mutate(
              { imageId: choice },
              { onSuccess: () => void toast('success', 'Your avatar has been updated.') },
            )
          }
        >
          Use this avatar
        </Button>
      </div>
    </Flex>
  );
}
