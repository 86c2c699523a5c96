import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import ManOutlined from '@ant-design/icons-svg/es/asn/ManOutlined';
import WomanOutlined from '@ant-design/icons-svg/es/asn/WomanOutlined';
import { AVATAR_PX } from '@carespace/domain';
import type { CSSProperties, ReactNode } from 'react';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { initialsOf } from './initials.ts';
import './ProfileAvatar.css';

export interface AvatarSource {
  /** An avatar choice or a picture's file id. */
  choice: string | null;
  /** The picture's stored name when the choice is the picture. */
  pictureFileName?: string | null;
  pictureId?: string | null;
  /** Initials are made from this. */
  name: string;
}

/** The avatar choices' drawings and colours; the icons keep the names antd's icons gave them. */
const CHOICES: Record<string, { icon: ReactNode; background: string }> = {
  maleAvatar: { icon: <SvgIcon icon={ManOutlined} label="man" />, background: '#2f6fb0' },
  femaleAvatar: { icon: <SvgIcon icon={WomanOutlined} label="woman" />, background: '#a14a7f' },
  building: { icon: <SvgIcon icon={BankOutlined} label="bank" />, background: '#3d6b4f' },
};

/** What an avatar shows for a source: the picture, a choice's drawing on its colour, or the initials. */
export function avatarFace(source: AvatarSource): {
  content: ReactNode;
  background?: string;
  initials: boolean;
} {
  if (source.pictureFileName && source.choice && source.choice === source.pictureId) {
    return {
      content: <img src={downloadFileUrl(source.pictureFileName, 'logos')} alt="" />,
      initials: false,
    };
  }
  const choice = source.choice ? CHOICES[source.choice] : undefined;
  if (choice) return { content: choice.icon, background: choice.background, initials: false };
  return { content: initialsOf(source.name), initials: true };
}

/**
 * The person's chosen avatar, a circle `size` px wide: their picture, the male or female avatar, the building, or
 * their initials. Plain React: the account page's first screen and the header draw it without antd.
 */
export function ProfileAvatar({
  source,
  size = AVATAR_PX,
  className,
}: {
  source: AvatarSource;
  size?: number;
  className?: string;
}) {
  const face = avatarFace(source);
  const style: CSSProperties = {
    width: size,
    height: size,
    // The initials and the drawings scale with the circle, as antd's avatar had them.
    fontSize: face.initials ? Math.round(size * 0.3) : Math.round(size / 2),
    ...(face.background ? { background: face.background } : {}),
  };
  return (
    <span
      role="img"
      aria-label={face.initials ? `${source.name} (initials)` : source.name}
      className={`cs-avatar${className ? ` ${className}` : ''}`}
      style={style}
    >
      {face.content}
    </span>
  );
}
