import { BankOutlined, ManOutlined, WomanOutlined } from '@ant-design/icons';
import { AVATAR_PX } from '@carespace/domain';
import { Avatar, type AvatarProps } from 'antd';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { initialsOf } from './initials.ts';

export interface AvatarSource {
  /** An avatar choice or a picture's file id. */
  choice: string | null;
  /** The picture's stored name when the choice is the picture. */
  pictureFileName?: string | null;
  pictureId?: string | null;
  /** Initials are made from this. */
  name: string;
}

/** The person's chosen avatar: initials, the male or female avatar, the building, or their picture. */
export function ProfileAvatar({
  source,
  size = AVATAR_PX,
  className,
}: {
  source: AvatarSource;
  size?: AvatarProps['size'];
  className?: string;
}) {
  const common = { size, className, alt: `${source.name}` };
  if (source.pictureFileName && source.choice && source.choice === source.pictureId) {
    return <Avatar {...common} src={downloadFileUrl(source.pictureFileName, 'logos')} />;
  }
  switch (source.choice) {
    case 'maleAvatar':
      return <Avatar {...common} icon={<ManOutlined />} style={{ background: '#2f6fb0' }} />;
    case 'femaleAvatar':
      return <Avatar {...common} icon={<WomanOutlined />} style={{ background: '#a14a7f' }} />;
    case 'building':
      return <Avatar {...common} icon={<BankOutlined />} style={{ background: '#3d6b4f' }} />;
    default:
      return (
        <span role="img" aria-label={`${source.name} (initials)`} style={{ display: 'inline-flex' }}>
          <Avatar {...common}>{initialsOf(source.name)}</Avatar>
        </span>
      );
  }
}
